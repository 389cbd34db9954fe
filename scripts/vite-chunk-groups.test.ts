import path from 'node:path';
import type { ManualChunkMeta, ModuleInfo } from 'rollup';
import { describe, expect, it } from 'vitest';
import { clientChunkGroups } from './vite-chunk-groups';

const APP = path.resolve(__dirname, '../app');
const app = (file: string) => path.join(APP, file);
const modules = (file: string) => path.resolve(__dirname, '../node_modules', file);

/** A client build's module graph, only the static imports the groups read. */
function graph(edges: Record<string, string[]>): ManualChunkMeta {
  return {
    getModuleIds: () => Object.keys(edges)[Symbol.iterator](),
    getModuleInfo: (id: string) => (id in edges ? ({ id, importedIds: edges[id] } as unknown as ModuleInfo) : null),
  };
}

describe("the browser build's chunk groups (0555)", () => {
  const meta = graph({
    [app('root.tsx')]: [modules('react-router/dist/production/index.mjs'), app('ui/load-error-text.ts')],
    [app('ui/load-error-text.ts')]: [],
    [app('routes/admin/layout.tsx')]: [app('ui/admin/admin-ui.tsx'), modules('react/index.js')],
    [app('ui/admin/admin-ui.tsx')]: [app('domain/permissions.ts')],
    [app('domain/permissions.ts')]: [],
    [app('ui/admin/admin-tabs.ts')]: [app('domain/permissions.ts')],
    [app('routes/admin/appointments/route.tsx')]: [app('ui/admin/admin-tabs.ts'), app('domain/clock.ts')],
    [app('domain/clock.ts')]: [],
    [modules('react-router/dist/production/index.mjs')]: [],
    [modules('react/index.js')]: [],
    [modules('react-dom/cjs/react-dom-client.production.js')]: [],
    [modules('scheduler/index.js')]: [],
    [modules('@dnd-kit/core/dist/core.esm.js')]: [modules('react/index.js')],
  });

  it('puts React, React DOM, the scheduler and React Router in the framework file', () => {
    const group = clientChunkGroups();
    for (const id of [
      modules('react/index.js'),
      modules('react-dom/cjs/react-dom-client.production.js'),
      modules('scheduler/index.js'),
      modules('react-router/dist/production/index.mjs'),
    ])
      expect(group(id, meta), id).toBe('framework');
  });

  it("puts what the document, the admin layout and the menu import in the shell, and nothing they don't", () => {
    const group = clientChunkGroups();
    for (const file of [
      'root.tsx',
      'ui/load-error-text.ts',
      'routes/admin/layout.tsx',
      'ui/admin/admin-ui.tsx',
      'domain/permissions.ts',
      'ui/admin/admin-tabs.ts',
    ])
      expect(group(app(file), meta), file).toBe('admin-shell');
    // a screen's own route and what only screens import stay where Rollup puts them
    expect(group(app('routes/admin/appointments/route.tsx'), meta)).toBeUndefined();
    expect(group(app('domain/clock.ts'), meta)).toBeUndefined();
    // other packages (the drag's dnd-kit, loaded after the first load) are not the framework
    expect(group(modules('@dnd-kit/core/dist/core.esm.js'), meta)).toBeUndefined();
  });
});
