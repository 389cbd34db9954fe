/**
 * `npm run dev`: Vite's dev server in middleware mode, then server.ts loaded through it, so
 * the process code and the app share Vite's module graph (one copy of every module, as in
 * the production bundle) and route edits reload without a restart.
 */
import { createServer } from 'vite';
import { setDevViteServer } from './dev-vite';

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
setDevViteServer(vite);
await vite.ssrLoadModule('/server.ts');
