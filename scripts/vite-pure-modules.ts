import path from 'node:path';

const APP = `${path.resolve(__dirname, '../app')}${path.sep}`;
/** The layers whose modules only declare things (the architecture rule: pure domain rules, utilities). */
const PURE_LAYERS = ['domain', 'utils'].map((layer) => `${APP}${layer}${path.sep}`);

/**
 * Rollup's `treeshake.moduleSideEffects` for the client build (issue 39, docs/decisions/0535):
 * a module of app/domain or app/utils runs nothing when it is imported (pure by the
 * architecture rule: tests/architecture), so when the browser uses none of its exports it is
 * left out. Without this, a route that imports a domain module for its loader alone (the
 * permission table for the role names, the menu for `tabsFor`) still shipped that module to
 * every admin screen, because a top-level call in it (`new Set(…)`, `Object.fromEntries(…)`)
 * is more than Rollup can prove free of effects. Every other module keeps Rollup's own answer.
 */
export function clientModuleSideEffects(id: string, external: boolean): boolean {
  if (external) return true;
  return !PURE_LAYERS.some((layer) => id.startsWith(layer));
}
