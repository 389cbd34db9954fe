import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

/** The server's view of the browser's lazily imported modules: `import lazyModules from 'virtual:lazy-modules'`. */
const ID = 'virtual:lazy-modules';
const RESOLVED = `\0${ID}`;
/** Where the browser's build leaves the table for the server's, which React Router runs next in the same process. */
const HANDOFF = Symbol.for('studio.lazy-modules');

type Table = Record<string, string[]>;

/**
 * For each module the browser loads with `import()`, by its path from the project root: the
 * URLs of its chunk and of the chunks it needs that the chunks importing it do not already
 * bring. The server names them as module preloads when it renders that module's component
 * (app/http/lazy-modules.server.ts, docs/decisions/0549).
 */
export function lazyModuleFiles(bundle: OutputBundle, root: string): Table {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: OutputChunk): Set<string> => {
    const seen = new Set<string>();
    const visit = (chunk: OutputChunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const next of chunk.imports) {
        const c = byName.get(next);
        if (c) visit(c);
      }
    };
    visit(start);
    return seen;
  };
  const table: Table = {};
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
    const needs = closure(chunk);
    const importers = chunks.filter((c) => c.dynamicImports.includes(chunk.fileName)).map(closure);
    // what every importer has already brought is in the browser before the import runs
    for (const file of [...needs])
      if (file !== chunk.fileName && importers.length > 0 && importers.every((brought) => brought.has(file)))
        needs.delete(file);
    const key = path.relative(root, chunk.facadeModuleId).split(path.sep).join('/');
    table[key] = [chunk.fileName, ...[...needs].filter((f) => f !== chunk.fileName).sort()].map((f) => `/${f}`);
  }
  return table;
}

/**
 * The browser's build records the table; the server's build gets it as `virtual:lazy-modules`
 * (empty in development, where Vite serves modules one by one).
 */
export function lazyModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'studio-lazy-modules',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === ID ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      const table = (globalThis as Record<symbol, Table | undefined>)[HANDOFF] ?? {};
      return `export default ${JSON.stringify(table)};`;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
      if (!chunks.some((c) => c.isEntry && c.fileName.includes('entry.client'))) return; // the server build
      (globalThis as Record<symbol, Table>)[HANDOFF] = lazyModuleFiles(bundle, root);
    },
  };
}
