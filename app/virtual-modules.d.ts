/** Made by scripts/vite-lazy-modules.ts: module path -> the URLs it needs preloaded. */
declare module 'virtual:lazy-modules' {
  const table: Record<string, string[]>;
  export default table;
}
