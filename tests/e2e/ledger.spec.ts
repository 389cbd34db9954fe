/**
 * The ledger at the desk (issue 38, items 5-6), with JavaScript on and off, on a studio of this
 * spec's own (days get closed): a visit paid in part shows 'Kısmen ödendi'; 'Kalanı tahsil et'
 * from Borçlar takes the rest and the list clears; after the day is closed a refund (the owner
 * approves by being signed in) lands on the day and shows under the changes after the close;
 * Gün sonu's downloads answer their files.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { adminToken, createAppointment, demoIds, signIn } from './appointments-fixtures';
import { openEveryDay, testWithOwnStudio } from './own-studio';
import { istanbulDate, uniqueName } from './test-data';

const test = testWithOwnStudio('ledger', openEveryDay);

async function partlyPaid(
  request: APIRequestContext,
  token: string,
  memberId: number,
  serviceId: number,
  name: string,
  time: string,
) {
  const id = await createAppointment(request, token, {
    customerName: name,
    teamMemberId: memberId,
    date: istanbulDate(0),
    time,
    status: 'confirmed',
  });
  const res = await request.post(`/api/appointments/${id}/checkout`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      lines: [{ kind: 'service', itemId: serviceId, price: 300 }],
      payments: [{ method: 'cash', amount: 100 }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { sale: { id: number; number: string } }).sale;
}

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js });

    test('a debt collected from Borçlar, a refund after the close on the closed day', async ({ page, request }) => {
      const token = await adminToken(request);
      await signIn(page);
      const ids = await demoIds(page);
      const member = Object.values(ids.members)[0]!;
      const name = uniqueName(js ? 'Borçlu Js' : 'Borçlu Düz');
      const service = Object.values(ids.services)[0]!;
      const sale = await partlyPaid(request, token, member, service, name, js ? '10:00' : '12:00');

      await page.goto('/admin/debts');
      const row = page.getByTestId('debt-row').filter({ hasText: name });
      await expect(row).toContainText('₺200,00');
      await row.getByRole('link', { name: /Kalanı tahsil et/ }).click();
      await expect(page.getByTestId('collect-owed')).toContainText('₺200,00');
      await page.getByRole('button', { name: 'Kart ile tahsil et' }).click();
      await expect(page).toHaveURL(/\/admin\/debts$/);
      await expect(page.getByTestId('debt-row').filter({ hasText: name })).toHaveCount(0);

      // close today, then give ₺50 back: the day lists it as a change after its close
      const today = istanbulDate(0);
      await page.goto(`/admin/takings?date=${today}`);
      await page.getByLabel('Sayılan nakit (₺)').fill('0');
      await page.getByRole('button', { name: /Günü kapat|Sayımı yenile/ }).click();
      await expect(page.getByTestId('day-close')).toBeVisible();
      await page.goto(`/admin/sales/${sale.id}/refund?back=${encodeURIComponent(`/admin/takings?date=${today}`)}`);
      await page.getByLabel('Tutar (₺)').fill('50');
      await page.getByLabel('Neden').fill('Kırık tırnak');
      await page.getByRole('button', { name: 'İadeyi kaydet' }).click();
      await expect(page).toHaveURL(/\/admin\/takings/);
      await expect(page.getByTestId('refunds')).toContainText(name);
      await expect(page.getByTestId('later-changes')).toContainText('İade');
      await expect(page.getByTestId('later-changes')).toContainText(sale.number);

      // each download link of Gün sonu answers its file
      for (const label of ['CSV indir', 'Excel (.xlsx) indir']) {
        const href = await page.getByRole('link', { name: label }).first().getAttribute('href');
        const res = await page.request.get(href!);
        expect(res.status(), href!).toBe(200);
      }
    });
  });
}
