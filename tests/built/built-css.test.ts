import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 13, item 8: the stylesheet the server ships must work in browsers that do not know
 * CSS cascade layers (Safari < 15.4, Chrome < 99 drop every rule inside `@layer`). Tailwind 4
 * writes everything in layers; postcss.config.js flattens them and encodes the layer order
 * in specificity (`:not(#\#)` repeated once per layer rank). Checked on the production build
 * (`npm test` builds before vitest runs).
 */
const ASSETS = path.resolve(__dirname, '../../build/client/assets');

function builtStylesheets(): { name: string; css: string }[] {
  if (!fs.existsSync(ASSETS)) throw new Error('build/client/assets is missing: run `npx react-router build` first');
  const files = fs.readdirSync(ASSETS).filter((f) => f.endsWith('.css'));
  return files.map((name) => ({ name, css: fs.readFileSync(path.join(ASSETS, name), 'utf8') }));
}

/** The selector lists of the minified stylesheet's style rules, with the rule's declarations. */
function rules(css: string): { selector: string; body: string }[] {
  const out: { selector: string; body: string }[] = [];
  for (const m of css.matchAll(/([^{};]+)\{([^{}]*)\}/g)) {
    const selector = m[1]!.trim();
    if (!selector.startsWith('@')) out.push({ selector, body: m[2]! });
  }
  return out;
}

const LAYER_MARK = ':not(#\\#)';
/** How many layer-rank marks a rule with exactly this (unmarked) selector carries. */
function rank(css: string, bare: string): number {
  const hit = rules(css).find((r) => r.selector.split(',').some((s) => s.replaceAll(LAYER_MARK, '') === bare));
  if (!hit) throw new Error(`no rule for ${bare}`);
  const part = hit.selector.split(',').find((s) => s.replaceAll(LAYER_MARK, '') === bare)!;
  return part.split(LAYER_MARK).length - 1;
}

describe('shipped CSS needs no cascade-layer support', () => {
  const sheets = builtStylesheets();

  it('the build has the site stylesheet', () => {
    expect(sheets.some((s) => /^app-.*\.css$/.test(s.name))).toBe(true);
  });

  it.each(sheets.map((s) => [s.name, s.css] as const))('%s has no @layer block or statement', (_name, css) => {
    expect(css.length).toBeGreaterThan(1000);
    expect(css).not.toMatch(/@layer\b/);
  });

  it('keeps the layer order: utilities beat components, components beat base, base beats theme', () => {
    const css = sheets.find((s) => /^app-.*\.css$/.test(s.name))!.css;
    const theme = rank(css, ':root');
    const base = rank(css, 'body');
    const components = rank(css, '.btn-primary');
    const utilities = rank(css, '.px-6');
    expect(theme).toBeLessThan(base);
    expect(base).toBeLessThan(components);
    expect(components).toBeLessThan(utilities);
    // every utility of the same rank: an arbitrary one and a responsive one
    expect(rank(css, '.w-full')).toBe(utilities);
    expect(rank(css, '.container-page')).toBe(components);
  });

  it('no style rule is left without its rank except the lowest layer (Tailwind property defaults)', () => {
    const css = sheets.find((s) => /^app-.*\.css$/.test(s.name))!.css;
    const keyframeStep = /^(from|to|[\d.]+%)(,\s*(from|to|[\d.]+%))*$/;
    const unranked = rules(css).filter((r) => !r.selector.includes(LAYER_MARK) && !keyframeStep.test(r.selector));
    expect(unranked.length).toBeGreaterThan(0);
    for (const r of unranked) expect(r.body, r.selector).toMatch(/^(--tw-[\w-]+:[^;]*;?)+$/);
  });
});
