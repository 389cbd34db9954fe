import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

/**
 * Issue 17, item 7 "ways through the site": the booking button in the phone's header, /team
 * reachable from the footer and the about page, the 404 page inside the site's layout, the
 * survey's questions inside their cards, and tap targets of at least 44 x 44 px.
 */

const PHONE = { width: 375, height: 812 };

test.describe('ways through the site on a phone', () => {
  test.use({ viewport: PHONE });

  test('"Randevu Al" stays in the header while scrolling and leads to /contact', async ({ page }) => {
    await page.goto('/services');
    const header = page.locator('header').first();
    const book = header.getByRole('link', { name: 'Randevu Al', exact: true });
    await expect(book).toBeVisible();
    await page.mouse.wheel(0, 3000);
    await page.waitForFunction(() => window.scrollY > 1000);
    await expect(book).toBeInViewport();
    const box = (await book.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    await book.click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { name: 'RANDEVU AL', level: 1 })).toBeVisible();
  });

  test('the desktop header keeps its menu and no second booking button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.locator('header').first().getByRole('link', { name: 'Randevu Al', exact: true })).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Randevu', exact: true }),
    ).toBeVisible();
  });
});

test.describe('the 404 page without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('an unknown address answers 404 with the Turkish page inside the header and footer', async ({ page }) => {
    const response = await page.goto('/boyle-bir-sayfa-yok');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Sayfa bulunamadı | Sheva Nail Art Studio');
    await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı', level: 1 })).toBeVisible();
    await expect(page.getByText('Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir.')).toBeVisible();
    await expect(page.locator('header').first().getByRole('link', { name: 'Randevu Al', exact: true })).toBeVisible();
    const footer = page.locator('footer');
    await expect(footer.getByRole('heading', { name: 'Çalışma Saatleri' })).toBeVisible();
    await footer.getByRole('navigation', { name: 'Alt menü' }).getByRole('link', { name: 'Ekibimiz' }).click();
    await expect(page).toHaveURL('/team');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the about page leads to /team', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('link', { name: 'Ekibimizle Tanışın' }).click();
    await expect(page).toHaveURL('/team');
  });
});

/** Visible tap targets smaller than 44 x 44 px (a box or radio counts by its label). */
async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const seen = new Set<Element>();
    for (const el of document.querySelectorAll(
      'a[href], button, summary, select, textarea, input:not([type="hidden"])',
    )) {
      // a box or radio is tapped through its label too: the target is the two together
      const box = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
      const label = box
        ? (el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null))
        : null;
      const target = label && el.closest('label') ? label : el;
      if (seen.has(target)) continue;
      seen.add(target);
      if (target.closest('.sr-only') || target.closest('[hidden]')) continue;
      let r = target.getBoundingClientRect();
      if (label && target === el) {
        const l = label.getBoundingClientRect();
        const left = Math.min(r.left, l.left),
          top = Math.min(r.top, l.top);
        r = new DOMRect(left, top, Math.max(r.right, l.right) - left, Math.max(r.bottom, l.bottom) - top);
      }
      if (r.width === 0 || r.height === 0 || getComputedStyle(target).visibility === 'hidden') continue;
      if (r.width < 44 || r.height < 44)
        out.push(
          `${target.tagName.toLowerCase()} "${(target.textContent || target.getAttribute('aria-label') || '').trim().slice(0, 40)}" ${Math.round(r.width)}x${Math.round(r.height)}`,
        );
    }
    return out;
  });
}

test.describe('tap targets', () => {
  test.use({ viewport: PHONE });

  for (const path of [
    '/',
    '/services',
    '/gallery',
    '/gallery/1',
    '/team',
    '/about',
    '/kvkk',
    '/contact',
    '/boyle-bir-sayfa-yok',
  ]) {
    test(`${path}: every tap target is at least 44 x 44 px`, async ({ page }) => {
      await page.goto(path);
      expect(await smallTapTargets(page)).toEqual([]);
    });
  }
});

test.describe('the survey page on a phone', () => {
  test.use({ viewport: PHONE });

  test('each rating question sits inside its card, and its targets are 44 px', async ({ page }) => {
    const signIn = await page.request.post('/api/auth/admin/login', { data: E2E_ADMIN });
    const { token } = (await signIn.json()) as { token: string };
    const res = await page.request.post('/api/surveys/create', {
      headers: { Authorization: `Bearer ${token}` },
      data: { customerName: 'Düzen Testi' },
    });
    expect(res.status()).toBe(201);
    const { survey } = (await res.json()) as { survey: { token: string } };
    await page.goto(`/survey/${survey.token}`);
    const cards = page.locator('form fieldset');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      const box = (await card.boundingBox())!;
      const legend = (await card.locator('legend').boundingBox())!;
      // the question starts below the card's top border (it used to sit across it)
      expect(legend.y).toBeGreaterThanOrEqual(box.y + 8);
      expect(legend.x).toBeGreaterThanOrEqual(box.x + 8);
    }
    expect(await smallTapTargets(page)).toEqual([]);
  });
});
