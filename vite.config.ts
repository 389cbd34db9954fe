import path from 'node:path';
import zlib from 'node:zlib';
import type { InputType } from 'node:zlib';
import { gzipAsync, type ZopfliOptions } from '@gfx/zopfli';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { lazyModules } from './scripts/vite-lazy-modules';
import { offlineServiceWorker } from './scripts/vite-offline-worker';
import { minifyUrlScripts } from './scripts/vite-minify-url-scripts';
import { pureSchemas } from './scripts/vite-pure-schemas';
import { clientModuleSideEffects } from './scripts/vite-pure-modules';
import { clientChunkGroups } from './scripts/vite-chunk-groups';

/** React Router's production build (its dev warnings compiled out): the package's exports name only its development build (remix-run/react-router#14102), so the browser's build points at dist/production itself (docs/decisions/0546). */
const ROUTER_PRODUCTION = path.resolve(__dirname, 'node_modules/react-router/dist/production');

/** gzip by zopfli for the compression plugin (a file's bytes in, its .gz out). */
async function zopfliGzip(file: InputType, options: ZopfliOptions): Promise<Buffer> {
  return Buffer.from(await gzipAsync(Buffer.from(file as Uint8Array), options));
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    pureSchemas(),
    tailwindcss(),
    reactRouter(),
    offlineServiceWorker(),
    lazyModules(),
    minifyUrlScripts(),
    // the browser's files compressed once, at their best: server/http-app.ts sends the .br or
    // .gz beside each file as the browser accepts (docs/decisions/0540); the .gz by zopfli,
    // which every gzip reader reads and which is 3-6 % smaller than zlib's level 9 (0546)
    isSsrBuild
      ? null
      : compression({
          include: /\.(js|css|svg|json|webmanifest|txt)$/,
          // Vite's own manifest, which React Router reads and deletes after the build: no orphans
          exclude: /\.vite\//,
          threshold: 0,
          algorithms: [
            defineAlgorithm(zopfliGzip, { numiterations: 15 }),
            defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          ],
        }),
  ],
  resolve: {
    alias: [
      { find: '~', replacement: path.resolve(__dirname, 'app') },
      ...(command === 'build' && !isSsrBuild
        ? [
            { find: /^react-router$/, replacement: `${ROUTER_PRODUCTION}/index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${ROUTER_PRODUCTION}/dom-export.mjs` },
          ]
        : []),
    ],
  },
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-router',
      '@dnd-kit/core',
      '@dnd-kit/sortable',
      '@dnd-kit/utilities',
      '@conform-to/react',
      '@conform-to/zod/v4',
      'zod',
    ],
    exclude: ['better-sqlite3', 'drizzle-orm', 'sharp', '@node-rs/argon2'],
  },
  ssr: {
    external: ['better-sqlite3', 'sharp', '@node-rs/argon2'],
  },
  build: {
    // Keep small assets as files: CSP-friendly and cacheable.
    assetsInlineLimit: 0,
    // terser, two passes, for the browser: 5 % fewer gzip bytes than esbuild's minifier on
    // every admin screen (issue 39, docs/decisions/0546); the server keeps esbuild's
    minify: isSsrBuild ? 'esbuild' : 'terser',
    terserOptions: { compress: { passes: 2 } },
    // The server build has two entries sharing one module graph: React Router's build
    // (build/server/index.js, what tests and benches import) and the process itself
    // (build/server/server.js, what production runs with `node`). server.ts reaches the
    // app through its dynamic import of the server build, so every module (sessions, the
    // login throttle, the logger) exists once. docs/decisions/0140-built-server.md
    // The operator commands are built with it (build/server/backup.js, restore.js), so the
    // image runs them with node: no tsx, no TypeScript sources (docs/decisions/0307).
    rollupOptions: isSsrBuild
      ? {
          input: {
            index: 'virtual:react-router/server-build',
            server: './server.ts',
            backup: './scripts/backup.ts',
            restore: './scripts/restore.ts',
          },
        }
      : {
          // the browser's: React with React Router in one file, what every admin screen runs in one more (0555)
          treeshake: { moduleSideEffects: clientModuleSideEffects },
          output: { manualChunks: clientChunkGroups() },
        },
  },
}));
