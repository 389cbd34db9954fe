import path from 'node:path';
import zlib from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { offlineServiceWorker } from './scripts/vite-offline-worker';
import { minifyUrlScripts } from './scripts/vite-minify-url-scripts';
import { pureSchemas } from './scripts/vite-pure-schemas';
import { clientModuleSideEffects } from './scripts/vite-pure-modules';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    pureSchemas(),
    tailwindcss(),
    reactRouter(),
    offlineServiceWorker(),
    minifyUrlScripts(),
    // the browser's files compressed once, at their best: server/http-app.ts sends the .br or
    // .gz beside each file as the browser accepts (docs/decisions/0540)
    isSsrBuild
      ? null
      : compression({
          include: /\.(js|css|svg|json|webmanifest|txt)$/,
          threshold: 0,
          algorithms: [
            defineAlgorithm('gzip', { level: 9 }),
            defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          ],
        }),
  ],
  resolve: {
    alias: { '~': path.resolve(__dirname, 'app') },
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
      : { treeshake: { moduleSideEffects: clientModuleSideEffects } },
  },
}));
