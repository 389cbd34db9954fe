import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

/**
 * Builds the desk's service worker (app/ui/offline/service-worker.js) into build/client/sw.js
 * with the list of files to keep at install: every JS chunk reachable from the client entry,
 * the root and the admin's route modules (static and dynamic imports: the drag's dnd-kit, the
 * passkey client), their CSS, the fonts and the icon sprite. A new build is a new list and a new cache name
 * (docs/decisions/0472).
 */
export function offlineServiceWorker(source = 'app/ui/offline/service-worker.js'): Plugin {
  return {
    name: 'studio-offline-service-worker',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry && c.fileName.includes('entry.client'));
      if (!entry) return; // the server build
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const starts = chunks.filter(
        (c) =>
          c === entry ||
          /\/app\/root\.tsx/.test(c.facadeModuleId ?? '') ||
          /\/app\/routes\/admin\//.test(c.facadeModuleId ?? ''),
      );
      const files = new Set<string>();
      const visit = (chunk: OutputChunk) => {
        if (files.has(chunk.fileName)) return;
        files.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) {
          const c = byName.get(next);
          if (c) visit(c);
        }
      };
      for (const c of starts) visit(c);
      // the stylesheets (linked by URL, not imported), the typeface and the admin's icon sprite
      // (app/ui/admin/studio-icons.svg, the build's only SVG)
      for (const o of Object.values(bundle)) if (/\.(css|woff2|svg)$/.test(o.fileName)) files.add(o.fileName);
      const list = [...files].sort().map((f) => `/${f}`);
      const build = createHash('sha256').update(list.join('\n')).digest('hex').slice(0, 12);
      const code = fs.readFileSync(path.resolve(source), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `self.__BUILD__ = ${JSON.stringify(build)};\nself.__PRECACHE__ = ${JSON.stringify(list)};\n${code}`,
      });
    },
  };
}
