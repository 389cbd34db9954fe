/** React Router's server build as a module (resolved by its Vite plugin; bundled beside server.ts). */
declare module 'virtual:react-router/server-build' {
  import type { ServerBuild } from 'react-router';
  const build: ServerBuild;
  export = build;
}
