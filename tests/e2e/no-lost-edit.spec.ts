import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  adminToken,
  createAppointment,
  demoIds,
  freshWeekday,
  readAppointment,
  signIn,
  uniqueWord,
  type DemoIds,
} from './appointments-fixtures';

// Issue 26 item 4, the two-tablet case in the browser (docs/decisions/0394): the second save is
// refused with what changed, her typed note stays, the value stored now is shown beside it,
// and the first tablet's note and price are kept. With and without JavaScript.

let ids: DemoIds;
let token: string;

async function tablet(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled });
  const page = await context.newPage();
  await signIn(page);
  return page;
}

async function openEdit(page: Page, word: string, name: string) {
  await page.goto(`/admin/appointments?q=${word}&view=list`);
  await page
    .getByTestId('appointment-card')
    .filter({ hasText: name })
    .getByRole('link', { name: `Düzenle: ${name}` })
    .click();
  const form = page.getByRole('form', { name: 'Randevu düzenleme formu' });
  await expect(form.getByLabel('Müşteri Adı')).toHaveValue(name);
  return form;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`two tablets edit one appointment (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, () => {
    test("the second save is refused with both versions shown; the first one's note and price are kept", async ({
      browser,
      request,
    }) => {
      token ??= await adminToken(request);
      const a = await tablet(browser, javaScriptEnabled);
      const b = await tablet(browser, javaScriptEnabled);
      ids ??= await demoIds(a);
      const word = uniqueWord();
      const name = `İki Tablet ${word}`;
      const id = await createAppointment(request, token, {
        customerName: name,
        teamMemberId: ids.members['Zeynep Kaya']!,
        date: freshWeekday(),
        time: '10:00',
        status: 'confirmed',
      });

      const formA = await openEdit(a, word, name);
      const formB = await openEdit(b, word, name);

      await formA.getByLabel('Notlar').fill('kırmızı oje istiyor');
      await formA.getByLabel('Toplam Tutar (₺)').fill('500');
      await formA.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
      await expect(a).toHaveURL(new RegExp(`/admin/appointments\\?q=${word}&view=list$`));

      // with JavaScript, A's save reaches B's open page over the live socket and refreshes the
      // fields she has not touched yet: her price field takes A's 500 (without JavaScript it
      // keeps the price she loaded, empty: the services' sum)
      await expect(formB.getByLabel('Toplam Tutar (₺)')).toHaveValue(javaScriptEnabled ? '500' : '');
      // a refresh landing in the middle of the typing moves the caret, so type again until the
      // field holds what she typed (a typed field is never refreshed again)
      await expect(async () => {
        await formB.getByLabel('Notlar').fill('nude renk');
        await expect(formB.getByLabel('Notlar')).toHaveValue('nude renk', { timeout: 500 });
      }).toPass();
      await formB.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
      const notice = b.getByTestId('stale-notice');
      await expect(notice).toContainText('Bu kayıt siz düzenlerken değiştirildi');
      await expect(notice).toContainText('kırmızı oje istiyor');
      const stillB = b.getByRole('form', { name: 'Randevu düzenleme formu' });
      await expect(stillB.getByLabel('Notlar')).toHaveValue('nude renk');
      await expect(b.getByTestId('current-notes')).toContainText('kırmızı oje istiyor');
      // the price A typed is named in what changed meanwhile; without JavaScript B posted the
      // price she loaded, so it is also shown beside her field. With JavaScript the live refresh
      // had already put 500 into her untouched price field: she posted 500, her field still
      // reads 500 after the refusal, and there is nothing to show beside it.
      await expect(notice).toContainText('₺500,00');
      if (javaScriptEnabled) {
        await expect(stillB.getByLabel('Toplam Tutar (₺)')).toHaveValue('500');
        await expect(b.getByTestId('current-totalPrice')).toHaveCount(0);
      } else {
        await expect(stillB.getByLabel('Toplam Tutar (₺)')).toHaveValue('');
        await expect(b.getByTestId('current-totalPrice')).toContainText('500');
      }

      const stored = await readAppointment(request, token, id);
      expect(stored).toMatchObject({ notes: 'kırmızı oje istiyor' });
      expect((stored as unknown as { totalPrice: number }).totalPrice).toBe(500);
      await a.context().close();
      await b.context().close();
    });
  });
}
