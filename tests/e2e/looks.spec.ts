import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAsAdmin } from './helpers';
import { e2eDb } from './content-fixtures';

/**
 * Issue 17: real reviews (consent on the survey page, approval under Anketler, the home page),
 * the contrast warning of the home settings, and the services strip under a finger.
 */

fs.mkdirSync('test-screenshots', { recursive: true });

/** Makes a survey by hand under Anketler and returns its personal link's path. */
async function newSurveyLink(page: Page, name: string): Promise<string> {
  await page.goto('/admin/surveys');
  await page.getByLabel('Müşteri adı').fill(name);
  await page.getByRole('button', { name: 'Anket Oluştur' }).click();
  const link = page.getByTestId('survey-link');
  await expect(link).toBeVisible();
  return new URL((await link.getAttribute('href'))!).pathname;
}

async function answerSurvey(page: Page, path: string, text: string, consent: boolean) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Memnuniyet Anketi' })).toBeVisible();
  const consentBox = page.getByRole('checkbox', { name: /sitede müşteri yorumu olarak gösterilmesine izin veriyorum/ });
  await expect(consentBox).not.toBeChecked(); // never pre-ticked
  for (const group of await page.getByRole('group').all()) await group.getByText('5', { exact: true }).click();
  await page.getByRole('textbox').fill(text);
  if (consent) await consentBox.check();
  if (consent) await page.screenshot({ path: 'test-screenshots/survey-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'Anketi Gönder' }).click();
  await expect(page.getByRole('heading', { name: 'Teşekkür ederiz!' })).toBeVisible();
}

test.describe('reviews without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  const CUSTOMERS = ['Elif Nur Demir', 'Gizem Aksoy'];
  // the home page shows every approved review: this test's two surveys go again afterwards,
  // so the specs after it (and its own --repeat-each copies) find the studio's reviews as before
  let lastSurvey = 0;
  test.beforeEach(() => {
    const db = e2eDb();
    lastSurvey = (db.prepare('select coalesce(max(id), 0) as id from surveys').get() as { id: number }).id;
    db.close();
  });
  test.afterEach(() => {
    const db = e2eDb();
    const mine = `select id from surveys where id > ? and customer_name in (${CUSTOMERS.map(() => '?').join(', ')})`;
    db.transaction(() => {
      db.prepare(`delete from survey_responses where survey_id in (${mine})`).run(lastSurvey, ...CUSTOMERS);
      db.prepare(`delete from surveys where id in (${mine})`).run(lastSurvey, ...CUSTOMERS);
    })();
    db.close();
  });

  test('an answer with consent, approved by the admin, appears on the home page; one without consent can never be approved', async ({
    page,
    browser,
  }) => {
    test.slow();
    await signInAsAdmin(page, { redirectTo: '/admin/surveys' });
    const withConsent = await newSurveyLink(page, 'Elif Nur Demir');
    const without = await newSurveyLink(page, 'Gizem Aksoy');

    const visitor = await browser.newPage({ javaScriptEnabled: false });
    await answerSurvey(visitor, withConsent, 'Kalıcı ojem üç hafta ilk günkü gibi kaldı, çok teşekkürler!', true);
    await answerSurvey(visitor, without, 'Güzeldi ama biraz bekledim.', false);

    await page.goto('/admin/surveys');
    const consented = page.getByTestId('survey-row').filter({ hasText: 'Elif Nur Demir' });
    const refused = page.getByTestId('survey-row').filter({ hasText: 'Gizem Aksoy' });
    await expect(consented.getByTestId('review-state')).toHaveText('Onay bekliyor');
    await expect(refused.getByTestId('review-state')).toHaveText('İzin yok');
    await expect(refused.getByRole('button', { name: /Onayla/ })).toHaveCount(0);

    // a forged approval of the answer without consent is refused by the server
    const refusedId = await refused
      .getByRole('link', { name: /Detay/ })
      .getAttribute('href')
      .then((h) => new URL(h!, 'http://x').searchParams.get('anket')!);
    const origin = new URL(page.url()).origin;
    const forged = await page.request.post('/admin/surveys', {
      form: { intent: 'review-approve', recordId: refusedId },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(409);
    expect(await forged.text()).toContain('Bu yanıt onaylanamaz');

    await consented.getByRole('button', { name: 'Onayla: Elif Nur Demir' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Yorum sitede gösteriliyor' })).toBeVisible();
    await expect(
      page.getByTestId('survey-row').filter({ hasText: 'Elif Nur Demir' }).getByTestId('review-state'),
    ).toHaveText('Sitede gösteriliyor');

    await visitor.goto('/');
    const reviews = visitor.getByRole('list', { name: 'Müşteri yorumları' });
    await expect(reviews.getByRole('listitem')).toHaveCount(1);
    await expect(reviews).toContainText('Kalıcı ojem üç hafta ilk günkü gibi kaldı');
    await expect(reviews).toContainText('Elif Nur D.');
    await expect(reviews).not.toContainText('Demir');
    await expect(visitor.getByRole('img', { name: '5 üzerinden 5,0 puan' }).first()).toBeVisible();
    await expect(visitor.getByText('1 değerlendirme')).toBeVisible();
    await expect(visitor.locator('body')).not.toContainText('biraz bekledim');
    const section = visitor.locator('section', {
      has: visitor.getByRole('heading', { name: 'Müşterilerimiz Ne Diyor?' }),
    });
    for (const [width, height] of [
      [375, 812],
      [1280, 800],
    ] as const) {
      await visitor.setViewportSize({ width, height });
      await section.screenshot({ path: `test-screenshots/home-reviews-${width}.png` });
    }
    await visitor.close();
  });
});

test.describe('contrast warning', () => {
  const failing = '#f5e6ea';

  test('shows live for a failing colour pair (JavaScript on)', async ({ page }) => {
    await signInAsAdmin(page, { redirectTo: '/admin/home' });
    const warnings = page.getByTestId('contrast-warnings');
    await expect(warnings).toBeEmpty();
    await page.getByLabel('Ana arka plan rengi', { exact: true }).fill(failing);
    await expect(warnings).toContainText(`Ana arka plan rengi (${failing}) ile site yazıları arasındaki kontrast`);
    await expect(warnings).toContainText('WCAG AA için en az 4,5:1 gerekir');
    await page.getByLabel('Ana arka plan rengi', { exact: true }).fill('#000000');
    await expect(warnings).toBeEmpty();
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows after saving', async ({ page }) => {
      await signInAsAdmin(page, { redirectTo: '/admin/home' });
      await page.getByLabel('İkincil arka plan rengi', { exact: true }).fill(failing);
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Ayarlar başarıyla güncellendi!')).toBeVisible();
      await expect(page.getByTestId('contrast-warnings')).toContainText(
        `İkincil arka plan rengi (${failing}) ile site yazıları arasındaki kontrast`,
      );
      // put the spec's default back for the other tests
      await page.getByLabel('İkincil arka plan rengi', { exact: true }).fill('#1f2937');
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByTestId('contrast-warnings')).toBeEmpty();
    });
  });
});

test.describe('services strip on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('shows at least two cards per screen, the first not clipped, and waits while a finger rests on it', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-11-24T10:00:00+03:00') });
    await page.clock.pauseAt(new Date('2026-11-24T10:00:01+03:00'));
    await page.goto('/services');
    const track = page.getByRole('region', { name: 'Hizmet ve paket kartları' });
    const cards = track.getByRole('listitem').filter({ has: page.getByRole('heading') });
    const boxes = await cards.evaluateAll((els) =>
      els.slice(0, 3).map((e) => e.getBoundingClientRect().toJSON() as DOMRect),
    );
    expect(boxes[0]!.left).toBeGreaterThanOrEqual(0);
    expect(boxes[1]!.right).toBeLessThanOrEqual(375);
    await expect(cards.first().getByRole('link', { name: /ŞİMDİ RANDEVU AL/ })).toBeInViewport();

    const scrollLeft = () => track.evaluate((el) => el.scrollLeft);
    const touch = (type: 'touchstart' | 'touchend', x: number) =>
      track.evaluate(
        (el, [t, px]) => {
          const point = new Touch({ identifier: 1, target: el, clientX: px as number, clientY: 400 });
          el.dispatchEvent(
            new TouchEvent(t as string, {
              changedTouches: [point],
              touches: t === 'touchstart' ? [point] : [],
              bubbles: true,
            }),
          );
        },
        [type, x] as const,
      );
    await touch('touchstart', 200);
    await page.clock.runFor(3000);
    expect(await scrollLeft()).toBe(0);
    await touch('touchend', 200); // a tap, not a swipe: it goes on at once
    await page.clock.runFor(1000);
    expect(await scrollLeft()).toBeGreaterThan(0);
  });
});
