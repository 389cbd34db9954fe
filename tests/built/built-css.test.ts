import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
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

/**
 * Issue 30 item 4 (decision 0340): Chrome < 111, Safari < 15.4 and Samsung Internet < 21 know
 * neither oklch() nor color-mix(): they drop such a declaration (and an @supports block that
 * tests for them). Each one must have a fallback those browsers keep: the same property on the
 * same selector, in the same @media, outside such @supports, without those functions.
 */
// both stylesheets: the public site's (app-*.css) and the back office's (admin-*.css, issue 39)
describe.each(
  builtStylesheets()
    .filter((s) => /^(app|admin)-.*\.css$/.test(s.name))
    .map((s) => [s.name.replace(/-[\w-]+\.css$/, ''), s.css] as const),
)('shipped CSS (%s) has a colour every old browser can use', (_name, css) => {
  const MODERN = /\b(?:oklch|oklab|color-mix|lab|lch)\(/i;
  const root = postcss.parse(css);
  const context = (node: postcss.Node): string => {
    const parts: string[] = [];
    for (let p = node.parent; p && p.type !== 'root'; p = p.parent) {
      if (p.type === 'rule') parts.unshift((p as postcss.Rule).selector);
      if (
        p.type === 'atrule' &&
        !((p as postcss.AtRule).name === 'supports' && MODERN.test((p as postcss.AtRule).params))
      )
        parts.unshift(`@${(p as postcss.AtRule).name} ${(p as postcss.AtRule).params}`);
    }
    return parts.join(' | ');
  };
  const insideModernSupports = (node: postcss.Node) => {
    for (let p = node.parent; p && p.type !== 'root'; p = p.parent)
      if (p.type === 'atrule' && (p as postcss.AtRule).name === 'supports' && MODERN.test((p as postcss.AtRule).params))
        return true;
    return false;
  };
  const property = (prop: string) => prop.replace(/^-webkit-/, '');

  it('every oklch()/color-mix() declaration has a fallback outside them', () => {
    const kept = new Set<string>();
    const modern: { key: string; value: string }[] = [];
    root.walkDecls((d) => {
      const key = `${context(d)} :: ${property(d.prop)}`;
      if (MODERN.test(d.value)) modern.push({ key, value: d.value });
      else if (!insideModernSupports(d)) kept.add(key);
    });
    // the palette (custom properties), the body text and placeholders are all there (the
    // opacity modifiers are sRGB only, docs/decisions/0531 and 0541)
    expect(modern.length).toBeGreaterThan(30);
    expect(modern.filter((m) => !kept.has(m.key)).map((m) => `${m.key} = ${m.value}`)).toEqual([]);
  });

  it('the palette the body text and the placeholders use has an sRGB value outside @supports', () => {
    const plain = (name: string) => {
      let value: string | undefined;
      root.walkDecls(name, (d) => {
        if (!insideModernSupports(d) && !MODERN.test(d.value)) value = d.value;
      });
      return value;
    };
    expect(plain('--color-stone-100')).toMatch(/^(rgb|#)/);
    expect(plain('--color-stone-500')).toMatch(/^(rgb|#)/);
  });
});

/**
 * Issue 39 (docs/decisions/0531, 0541): each stylesheet writes no colour twice where both
 * writings are the same colour, and registers no custom property (the per-element defaults
 * stand for every browser).
 */
describe.each([
  ['public', /^app-.*\.css$/],
  ['admin', /^admin-.*\.css$/],
])('the %s stylesheet without what repeats itself', (which, name) => {
  const site = builtStylesheets().find((s) => name.test(s.name))!;
  const root = postcss.parse(site.css);

  it('has no oklab fade of an opacity modifier beside its sRGB value, but keeps a mix of two colours', () => {
    const fades: string[] = [];
    const mixes: string[] = [];
    root.walkDecls((d) => {
      if (/color-mix\(in oklab,[^,]+,\s*transparent\)/.test(d.value))
        fades.push(`${d.parent && 'selector' in d.parent ? d.parent.selector : ''} ${d.prop}`);
      else if (/color-mix\(/.test(d.value)) mixes.push(d.value);
    });
    expect(fades).toEqual([]);
    // the footer band's slate deepened towards black (app/styles/shared.css .band)
    if (which === 'public')
      expect(mixes.some((v) => /var\(--studio-bg-2\)\s*80%,\s*var\(--studio-bg\)/.test(v))).toBe(true);
  });

  it('registers no @property, and gives every element the defaults Tailwind keeps for old browsers', () => {
    const registered: string[] = [];
    root.walkAtRules('property', (a) => {
      registered.push(a.params);
    });
    expect(registered).toEqual([]);
    const defaults = rules(site.css).find((r) => r.selector.startsWith('*') && r.body.includes('--tw-shadow:'));
    expect(defaults?.selector).toMatch(/^\*,:before,:after,::backdrop/);
    let wrapped = false;
    root.walkRules((r) => {
      if (r.selector.startsWith('*,') && r.toString().includes('--tw-shadow:') && r.parent?.type === 'atrule')
        wrapped = true;
    });
    expect(wrapped).toBe(false);
  });
});
