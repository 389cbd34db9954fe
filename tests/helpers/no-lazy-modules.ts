/** `virtual:lazy-modules` for vitest, which builds nothing: no module is preloaded (as in development). */
const table: Record<string, string[]> = {};
export default table;
