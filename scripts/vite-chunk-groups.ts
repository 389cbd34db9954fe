import path from 'node:path';
import type { GetManualChunk, ManualChunkMeta } from 'rollup';

const APP = `${path.resolve(__dirname, '../app')}${path.sep}`;
/** The framework every hydrated screen runs: React, its DOM renderer and scheduler, React Router. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
/** The modules every admin screen runs: the document (root), the back office's layout and its menu (every screen's title and permission). */
const SHELL_ROOTS = ['root.tsx', 'routes/admin/layout.tsx', 'ui/admin/admin-tabs.ts'].map((file) =>
  path.join(APP, file),
);

/**
 * Rollup's `output.manualChunks` for the browser's build (issue 39, docs/decisions/0555).
 *
 * Left to itself Rollup makes one chunk for every set of screens that share a module, and
 * an admin screen's first load was 40 files, most under 1 KB. Each is compressed on its own,
 * so the day view's 38 modules of our own came to 38 KB gzip where the same bytes in three
 * files are 28 KB. Two groups are loaded by every admin screen anyway, so putting each in one
 * file costs no screen a byte:
 *
 * - `framework`: React, React DOM and React Router (four files before);
 * - `admin-shell`: what the document, the back office's layout and its menu (`adminTab`,
 *   `adminMeta`: every screen's title and permission) import, statically, of our own: the
 *   page frame, the offline desk, the network guard, the live connection, the permission table.
 *
 * The public pages run no React (they do not hydrate: docs/decisions/0530), so neither group
 * is on their wire. Every other module keeps Rollup's own placement.
 */
export function clientChunkGroups(): GetManualChunk {
  let shell: Set<string> | null = null;
  return (id: string, meta: ManualChunkMeta) => {
    if (FRAMEWORK.test(id)) return 'framework';
    if (!id.startsWith(APP)) return undefined;
    shell ??= staticClosure(SHELL_ROOTS, meta);
    return shell.has(id) ? 'admin-shell' : undefined;
  };
}

/** The app's modules the roots import, statically and transitively (not what they load later). */
function staticClosure(roots: string[], meta: ManualChunkMeta): Set<string> {
  const seen = new Set<string>();
  const queue = roots.filter((id) => meta.getModuleInfo(id));
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || !id.startsWith(APP)) continue;
    seen.add(id);
    for (const next of meta.getModuleInfo(id)?.importedIds ?? []) queue.push(next);
  }
  return seen;
}
