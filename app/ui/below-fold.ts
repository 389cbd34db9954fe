/**
 * For sections below the first screen: the browser skips their style, layout and paint
 * until they come near the viewport (content stays in the accessibility tree and in
 * find-in-page). Cuts the first-load main-thread work on slow phones.
 */
export const BELOW_FOLD = '[content-visibility:auto] [contain-intrinsic-size:auto_640px]';
