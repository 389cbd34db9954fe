/**
 * The day view's drag and drop, loaded when it can be used (issue 39): dnd-kit (13 KB gzip)
 * and the draggable blocks, droppable slots and their context (timeline-drag-layer.tsx) come
 * after the page is interactive, for a viewer who may move appointments, not with the day's
 * first load. Until then the blocks are the links they are without JavaScript (a tap opens
 * the panel; the panel's 'Taşı' moves), and a block is draggable once it says so
 * (`aria-roledescription="sürüklenebilir randevu"`).
 */
import { useEffect, useState } from 'react';

export type DragKit = typeof import('./timeline-drag-layer');

/** The drag's components once loaded; null before, or for good when `wanted` is false. */
export function useDragKit(wanted: boolean): DragKit | null {
  const [kit, setKit] = useState<DragKit | null>(null);
  useEffect(() => {
    if (!wanted || kit) return;
    let live = true;
    // a failed load (offline) leaves the static blocks: the panel's move still works
    import('./timeline-drag-layer').then(
      (loaded) => live && setKit(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, kit]);
  return kit;
}
