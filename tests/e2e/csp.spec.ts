import { expect, test, type Page, type Response } from '@playwright/test';
import { signInAsAdmin } from './helpers';

/**
 * Issue 9: the hydrated pages run under the production server's enforced, nonce-based
 * Content-Security-Policy without a single violation or console error.
 */

type Watch = { problems: string[] };

/** Records console errors, uncaught page errors and CSP violation events of a page. */
async function watch(page: Page): Promise<Watch> {
  const w: Watch = { problems: [] };
  page.on('console', (msg) => {
    if (msg.type() === 'error') w.problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (error) => w.problems.push(`pageerror: ${error.message}`));
  await page.exposeFunction('__reportCspViolation', (text: string) => w.problems.push(`csp: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  return w;
}

/** The document answer carries the enforced policy (not Report-Only) with a nonce for scripts. */
function expectEnforcedNonceCsp(response: Response | null): string {
  expect(response).not.toBeNull();
  const headers = response!.headers();
  expect(headers['content-security-policy-report-only']).toBeUndefined();
  const csp = headers['content-security-policy'];
  expect(csp).toBeDefined();
  const nonce = /script-src [^;]*'nonce-([A-Za-z0-9+/=]+)'/.exec(csp!)?.[1];
  expect(nonce, csp).toBeTruthy();
  expect(csp).not.toContain("'unsafe-eval'");
  expect(/script-src [^;]*'unsafe-inline'/.test(csp!)).toBe(false);
  return nonce!;
}

/**
 * React Router hydrated the page: its client route modules are loaded, every framework script
 * carries the nonce (JSON-LD data aside). A page's own plain script (`<script src="/assets/…" defer>`, e.g. the
 * contact block's map.js) is a same-origin file that `script-src 'self'` allows.
 */
async function expectHydratedWithNonce(page: Page, nonce: string) {
  await page.waitForFunction(
    () =>
      Object.keys((window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules ?? {})
        .length > 0,
  );
  const scripts = await page
    .locator('script')
    .evaluateAll((list) =>
      list.map((s) => ({
        nonce: (s as HTMLScriptElement).nonce,
        src: s.getAttribute('src'),
        type: s.getAttribute('type'),
      })),
    );
  // structured data is not a script that runs (CSP does not apply to it)
  const framework = scripts.filter((s) => s.type !== 'application/ld+json' && (!s.src || s.type === 'module'));
  expect(framework.length).toBeGreaterThan(0);
  expect(new Set(framework.map((s) => s.nonce))).toEqual(new Set([nonce]));
  for (const plain of scripts.filter((s) => s.src && s.type !== 'module'))
    expect(plain.src).toMatch(/^\/assets\/[\w-]+\.js$/);
}

test.describe('Content-Security-Policy on the hydrated pages', () => {
  test('/contact with JavaScript on: enforced nonce policy, the wizard script runs without a violation or console error', async ({
    page,
  }) => {
    const w = await watch(page);
    const response = await page.goto('/contact');
    expectEnforcedNonceCsp(response);
    // no React Router runtime here (decision 0100): the wizard's own script from 'self'
    expect(await page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(false);
    await expect(page.locator('[data-wizard][data-enhanced]')).toHaveCount(1); // the script ran
    // Use the enhanced wizard (dialog, posts with fetch, the live members) so its code runs.
    await page.getByText("KVKK Aydınlatma Metni'ni oku", { exact: true }).click();
    await page.getByRole('dialog', { name: 'KVKK Aydınlatma Metni' }).getByRole('button', { name: 'Kapat' }).click();
    await page.getByLabel('Ad Soyad').fill('Güvenlik Politikası');
    await page.getByLabel('E-posta').fill('csp@example.com');
    await page.getByLabel('Telefon').fill('0532 444 55 66');
    await page.getByRole('checkbox', { name: /KVKK Aydınlatma Metni'ni okudum/ }).check();
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page).toHaveURL(/\/contact\?adim=2$/);
    await page.locator('summary', { hasText: /^Kalıcı Oje & Jel$/ }).click();
    await page.getByRole('checkbox', { name: /^Kalıcı Oje 60 dk/ }).check();
    await expect(page.getByText('Elif Yılmaz')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(w.problems).toEqual([]);
  });

  test('/admin after sign-in and /admin/appointments: enforced nonce policy, live socket, no violation, no console error', async ({
    page,
  }) => {
    const w = await watch(page);
    await signInAsAdmin(page);
    const dashboard = await page.reload();
    await expectHydratedWithNonce(page, expectEnforcedNonceCsp(dashboard));
    await expect(page.getByText('Canlı bağlantı aktif')).toBeVisible(); // the /ws socket opened under connect-src

    const appointments = await page.goto('/admin/appointments');
    await expectHydratedWithNonce(page, expectEnforcedNonceCsp(appointments));
    await page.waitForLoadState('networkidle');
    // A client-side navigation back to the dashboard loads route modules and data under the policy.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.waitForLoadState('networkidle');
    expect(w.problems).toEqual([]);
  });
});
