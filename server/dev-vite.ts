import type { ViteDevServer } from 'vite';

/**
 * Development only: server/dev.ts creates Vite's dev server, leaves it here and loads
 * server.ts through it. A global symbol, because dev.ts and server.ts sit in different module
 * graphs (tsx's and Vite's).
 */
const KEY = Symbol.for('studio.vite-dev-server');

export function setDevViteServer(server: ViteDevServer) {
  (globalThis as Record<symbol, unknown>)[KEY] = server;
}

export function devViteServer(): ViteDevServer {
  const server = (globalThis as Record<symbol, unknown>)[KEY] as ViteDevServer | undefined;
  if (!server)
    throw new Error(
      'Development mode starts with `npm run dev`; production with NODE_ENV=production node build/server/server.js (`npm start`).',
    );
  return server;
}
