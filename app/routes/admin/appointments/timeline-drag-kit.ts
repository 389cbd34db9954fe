/**
 * The day view's drag and drop, loaded when it can be used (issue 39): dnd-kit (13 KB gzip)
 * and the draggable blocks, droppable slots and their context (timeline-drag-layer.tsx) come
 * after the page is interactive, for a viewer who may move appointments, not with the day's
 * first load. Until then the blocks are the links they are without JavaScript (a tap opens
 * the panel; the panel's 'Taşı' moves), and a block is draggable once it says so
 * (`aria-roledescription="sürüklenebilir randevu"`). A failed load (offline) leaves the static
 * blocks: the panel's move still works.
 */
import { useModuleAfterHydration } from '~/ui/use-module-after-hydration';

export type DragKit = typeof import('./timeline-drag-layer');

const loadDragLayer = () => import('./timeline-drag-layer');

/** The drag's components once loaded; null before, or for good when `wanted` is false. */
export function useDragKit(wanted: boolean): DragKit | null {
  return useModuleAfterHydration(loadDragLayer, wanted);
}
