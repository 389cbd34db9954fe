/**
 * A module that a screen uses only once it is interactive (issue 39): fetched by an effect,
 * that is after hydration, so it is not in the screen's first load. Until it is in, and for
 * good when `wanted` is false or the fetch fails (offline), the hook gives null and the screen
 * shows what it shows without JavaScript. The day view's drag layer (timeline-drag-kit.ts) and
 * the gallery's sortable grid (gallery-grid.tsx) load this way.
 *
 * What the module brings replaces elements on screen (the drag's providers wrap the grid), so
 * it is put in while no pointer is pressed: a tap that has begun ends on the element it began
 * on and its click is not lost (docs/decisions/0527, 0547).
 *
 * `load` is a module-level `() => import('./…')`: the same function on every render.
 */
import { useEffect, useState } from 'react';

/** The pointers pressed on the page now, counted from the first use of the hook on. */
const pressed = new Set<number>();
let watching = false;

function watchPointers(): void {
  if (watching) return;
  watching = true;
  document.addEventListener('pointerdown', (event) => pressed.add(event.pointerId), true);
  for (const type of ['pointerup', 'pointercancel'] as const)
    document.addEventListener(type, (event) => pressed.delete(event.pointerId), true);
}

/** The longest a loaded module waits for a press to end: a release the page never heard of (the pointer let go outside it) does not hold it back for good. */
const LONGEST_WAIT_MS = 2000;

/** Runs `then` at once when no pointer is pressed, else once the last is released and its click has fired. */
function whenNoPointerPressed(then: () => void): () => void {
  if (pressed.size === 0) {
    then();
    return () => undefined;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    document.removeEventListener('pointerup', released);
    document.removeEventListener('pointercancel', released);
    clearTimeout(timer);
    clearTimeout(longest);
  };
  const run = () => {
    stop();
    pressed.clear();
    then();
  };
  const released = () => {
    if (pressed.size > 0) return;
    document.removeEventListener('pointerup', released);
    document.removeEventListener('pointercancel', released);
    // the click follows the release: after it, in a later task
    timer = setTimeout(run, 50);
  };
  const longest = setTimeout(run, LONGEST_WAIT_MS);
  document.addEventListener('pointerup', released);
  document.addEventListener('pointercancel', released);
  return stop;
}

export function useModuleAfterHydration<T>(load: () => Promise<T>, wanted: boolean): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    watchPointers();
    let live = true;
    let stopWaiting: () => void = () => undefined;
    load().then(
      (module) => {
        if (live) stopWaiting = whenNoPointerPressed(() => setLoaded(() => module));
      },
      () => undefined,
    );
    return () => {
      live = false;
      stopWaiting();
    };
  }, [load, wanted, loaded]);
  return loaded;
}
