/**
 * The module preloads of a component the browser loads with `import()` (React.lazy) when the
 * server renders it (issue 39, docs/decisions/0549). Hydration waits for such a module, and
 * the browser would only ask for it once the page's other scripts had run: one more round
 * trip before the screen answers a tap. Named in the HTML, it comes with the others.
 *
 * The table comes from the browser's build (scripts/vite-lazy-modules.ts); in development it
 * is empty (Vite serves modules one by one) and nothing is preloaded.
 */
import lazyModules from 'virtual:lazy-modules';

/** The URLs to preload for `modulePath` (from the project root, as in `app/routes/…/view.tsx`). */
export function lazyModulePreloads(modulePath: string): string[] {
  return lazyModules[modulePath] ?? [];
}
