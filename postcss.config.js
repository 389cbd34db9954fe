import cascadeLayers from '@csstools/postcss-cascade-layers';
import colorMixFunction from '@csstools/postcss-color-mix-function';
import oklabFunction from '@csstools/postcss-oklab-function';
import siteLean from './scripts/postcss-site-lean.js';

/**
 * Vite runs this on every stylesheet after @tailwindcss/vite has generated it, for browsers
 * still found on cheap and old phones:
 * - Tailwind 4's palette is written in `oklch()` and its opacity modifiers in `color-mix()`,
 *   which Chrome < 111, Safari < 15.4 and Samsung Internet < 21 do not know: a declaration
 *   with them is dropped there (the body text, placeholders and borders lost their colour).
 *   The colour plugins put an sRGB value before each one (custom properties included: the
 *   oklch value then sits in an `@supports` block), so those browsers keep a colour and the
 *   others still take the original (docs/decisions/0340-colours-for-old-browsers.md).
 * - Tailwind 4's output is all `@layer`, which Safari < 15.4 and Chrome < 99 ignore (the
 *   page would arrive unstyled there): the cascade layers are flattened into plain rules whose
 *   specificity keeps the layer order (see docs/decisions/0110-css-without-cascade-layers.md).
 * - First, both stylesheets drop Tailwind's second writing of their opacity modifiers and
 *   their `@property` registrations (scripts/postcss-site-lean.js, docs/decisions/0531, 0541).
 */
export default {
  plugins: [
    siteLean(),
    colorMixFunction({ preserve: true, subFeatures: { displayP3: false } }),
    oklabFunction({ preserve: true, subFeatures: { displayP3: false } }),
    cascadeLayers(),
  ],
};
