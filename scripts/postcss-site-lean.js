/**
 * The two stylesheets without what only repeats the rules before it (issue 39: public pages
 * within 30 KB, docs/decisions/0531; the back office's since 0541). Runs on
 * app/styles/app.css and app/styles/admin.css, before the colour and cascade-layer plugins:
 * - Tailwind writes each opacity modifier twice: an sRGB value and, inside
 *   `@supports (color: color-mix(in lab, red, red))`, `color-mix(in oklab, <colour> N%,
 *   transparent)`. A colour mixed with `transparent` is that colour at N% alpha in any colour
 *   space, so the second differs only where a palette colour lies outside sRGB (a wide-gamut
 *   screen's shade of the status tints): those declarations go, the sRGB ones stay. Any other
 *   mix in such a block (two colours mixed, as `.band` does) is kept.
 * - Tailwind registers its internal custom properties with `@property` and, for browsers
 *   without it, sets the same initial values on every element inside an `@supports` test.
 *   The per-element values give what the registration gives (every element has its own,
 *   nothing is inherited); the registration only lets a transition animate a gradient's
 *   colours, which no page does (the desk's stripes are inline gradients). The per-element rule
 *   is kept, for every browser.
 */
const STYLESHEETS = /app[\\/]styles[\\/](app|admin)\.css(\?|$)/;
/** every color-mix() of a value is a colour (a var() or a name) faded into transparent */
const ONLY_FADES = /^(?:[^c]|c(?!olor-mix\())*$/;
const FADE = /color-mix\(\s*in oklab\s*,\s*(?:var\(--[\w-]+\)|#[0-9a-f]+|[a-z]+)\s+[\d.]+%\s*,\s*transparent\s*\)/gi;

const isFadeOnly = (value) => /color-mix\(/.test(value) && ONLY_FADES.test(value.replace(FADE, 'fade'));

export default function siteLean() {
  return {
    postcssPlugin: 'site-lean',
    Once(root) {
      if (!STYLESHEETS.test(root.source?.input.file ?? '')) return;
      root.walkAtRules((rule) => {
        if (rule.name === 'property') rule.remove();
        else if (rule.name === 'supports' && /-webkit-hyphens/.test(rule.params)) rule.replaceWith(rule.nodes ?? []);
        else if (rule.name === 'supports' && /color-mix\(\s*in lab/.test(rule.params)) {
          rule.walkDecls((decl) => {
            if (isFadeOnly(decl.value)) decl.remove();
          });
          rule.walkRules((style) => {
            if (style.nodes.length === 0) style.remove();
          });
          if (!rule.some((node) => node.type === 'rule' || node.type === 'atrule')) rule.remove();
        }
      });
    },
  };
}
siteLean.postcss = true;
