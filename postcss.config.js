import cascadeLayers from '@csstools/postcss-cascade-layers';

/**
 * Vite runs this on every stylesheet after @tailwindcss/vite has generated it. Tailwind 4's
 * output is all `@layer`, which Safari < 15.4 and Chrome < 99 ignore (the page would arrive
 * unstyled there): the cascade layers are flattened into plain rules whose specificity keeps
 * the layer order (see docs/decisions/0110-css-without-cascade-layers.md).
 */
export default {
  plugins: [cascadeLayers()],
};
