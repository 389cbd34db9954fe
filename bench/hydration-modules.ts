/**
 * The scripts and stylesheets a page fetched before React's first commit (its hydration), in
 * Chromium: what a first load really needs before the page answers a tap. bench/page-weight.ts
 * adds them to what the HTML names (its module preloads and the inline module script's
 * imports): a component the server rendered but the browser loads with `React.lazy` (the
 * appointment screen's list and calendar views, docs/decisions/0536) is not named in the HTML,
 * yet hydration waits for it, so it is part of the first load (docs/decisions/0548). What a
 * page fetches after hydration (the drag layer, the live socket, the offline desk's copy) is not.
 *
 * The first commit is seen through React's developer-tools hook, which the production build
 * calls on every commit: the page is given a stand-in before any script runs.
 */
import { type Browser, type BrowserContext, chromium } from '@playwright/test';

/**
 * React's developer-tools hook, noting in `window.__firstCommit` the resources loaded at the
 * first commit. A string, not a function: tsx's transform would put its own helpers (`__name`)
 * into a function's text, which the page does not have.
 */
const DEVTOOLS_STAND_IN = `window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true, isDisabled: false, renderers: new Map(),
  inject: function () { return 1; }, checkDCE: function () {},
  onScheduleFiberRoot: function () {}, onCommitFiberUnmount: function () {}, onPostCommitFiberRoot: function () {},
  onCommitFiberRoot: function () {
    if (!window.__firstCommit) window.__firstCommit = performance.getEntriesByType('resource').map(function (e) { return e.name; });
  },
};`;

/**
 * The URL paths of the JS and CSS the page at `url` had loaded when React committed first,
 * opened in `context` (its cookies are the visitor's). The context is given the stand-in hook
 * for all its later pages; pass a fresh one.
 */
export async function modulesBeforeHydration(context: BrowserContext, url: string): Promise<string[]> {
  await context.addInitScript(DEVTOOLS_STAND_IN);
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as unknown as { __firstCommit?: string[] }).__firstCommit, null, {
      timeout: 20_000,
    });
    const loaded = await page.evaluate(() => (window as unknown as { __firstCommit: string[] }).__firstCommit);
    return loaded.map((u) => new URL(u).pathname).filter((p) => /\.(js|css)$/.test(p));
  } finally {
    await page.close();
  }
}

let browser: Browser | null = null;

/** The same for the bench: its own Chromium, a fresh context with `cookie` (a `Cookie` header's value), no service worker. */
export async function benchModulesBeforeHydration(url: string, cookie: string | undefined): Promise<string[]> {
  browser ??= await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  // no service worker: its precache is not part of the page's first load
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    if (cookie) {
      const origin = new URL(url).origin;
      await context.addCookies(
        cookie.split(/;\s*/).map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
        }),
      );
    }
    return await modulesBeforeHydration(context, url);
  } finally {
    await context.close();
  }
}

export async function closeHydrationBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}
