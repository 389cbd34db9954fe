/**
 * Issue 36 item 5: "Yeni online randevu" is true. On an artist's (Uzman) screen any change to
 * another artist's booking popped up the notice with a blank name, and bookings the staff made
 * through the API popped up as online. Two signed-in browsers: the artist and the desk
 * (docs/decisions/0413).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { phoneFor } from './helpers';
import {
  adminToken,
  bookableDay,
  createAppointment,
  demoIds,
  freshWeekday,
  signIn,
  uniqueEmail,
  uniqueName,
} from './appointments-fixtures';

test.use({ viewport: { width: 1024, height: 768 } });

/** A demo id that must be there. */
function known(id: number | undefined, what: string): number {
  if (id === undefined) throw new Error(`the demo studio has no ${what}`);
  return id;
}

/** A customer's booking through the public API (as the wizard's script and other sites make it). */
async function bookOnline(
  request: APIRequestContext,
  booking: { name: string; member: number; service: number; date: string; time: string },
) {
  const res = await request.post('/api/appointments', {
    data: {
      customerName: booking.name,
      customerEmail: uniqueEmail('online'),
      customerPhone: phoneFor(booking.name),
      teamMemberId: booking.member,
      serviceIds: [booking.service],
      date: booking.date,
      time: booking.time,
      kvkkConsent: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('the artist is told of her own new online booking only; the desk of every online one, never of a staff booking', async ({
  browser,
  request,
}) => {
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const desk = await (await browser.newContext()).newPage();
  await signIn(desk, '/admin/appointments');
  const ids = await demoIds(desk);
  const service = known(ids.services['Klasik Manikür'], 'Klasik Manikür');
  // two artists who both do manicures; hers is one no other active account holds
  const accounts = (
    (await (await request.get('/api/accounts', { headers: auth })).json()) as {
      accounts: { teamMemberId: number | null; active: boolean }[];
    }
  ).accounts;
  const taken = new Set(accounts.filter((a) => a.active && a.teamMemberId !== null).map((a) => a.teamMemberId));
  const both = [known(ids.members['Elif Yılmaz'], 'Elif'), known(ids.members['Zeynep Kaya'], 'Zeynep')];
  const mine = known(
    both.find((id) => !taken.has(id)),
    'Elif or Zeynep without an account',
  );
  const theirs = known(
    both.find((id) => id !== mine),
    'second artist',
  );
  const created = await request.post('/api/accounts', {
    headers: auth,
    data: { name: uniqueName('Uzman'), email: uniqueEmail('uzman.canli'), role: 'member', teamMemberId: mine },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { inviteUrl, account } = (await created.json()) as { inviteUrl: string; account: { id: number } };
  try {
    const artist = await (await browser.newContext()).newPage();
    await artist.goto(new URL(inviteUrl).pathname);
    await artist.getByLabel('Şifre', { exact: true }).fill('uzman-sifre-1');
    await artist.getByLabel('Şifre (Tekrar)').fill('uzman-sifre-1');
    await artist.getByRole('button', { name: 'Şifremi Kaydet ve Giriş Yap' }).click();
    await expect(artist).toHaveURL(/\/admin\/appointments\?day=\d{4}-\d{2}-\d{2}$/);
    for (const page of [artist, desk])
      await expect(page.getByTestId('live-badge')).toHaveAttribute('data-status', 'active');

    // in this order: the desk books her a customer through the API, a customer books the other
    // artist online, then a customer books her online
    const staffName = uniqueName('Masa Müşterisi');
    await createAppointment(request, token, {
      customerName: staffName,
      teamMemberId: mine,
      date: freshWeekday(),
      time: '10:00',
    });
    const day = bookableDay();
    const otherName = uniqueName('Başkasının Online Müşterisi');
    await bookOnline(request, { name: otherName, member: theirs, service, date: day, time: '11:00' });
    const ownName = uniqueName('Kendi Online Müşterisi');
    await bookOnline(request, { name: ownName, member: mine, service, date: day, time: '13:00' });

    // the live messages come in order: when hers has arrived, the earlier ones have too
    const artistToasts = artist.getByTestId('new-booking-toast');
    await expect(artistToasts.filter({ hasText: ownName })).toHaveCount(1);
    await expect(artistToasts).toHaveCount(1);
    await expect(artistToasts).toContainText('Yeni online randevu');
    await expect.poll(() => artist.title()).toMatch(/^\(1\) /);

    const deskToasts = desk.getByTestId('new-booking-toast');
    await expect(deskToasts.filter({ hasText: ownName })).toHaveCount(1);
    await expect(deskToasts.filter({ hasText: otherName })).toHaveCount(1);
    await expect(deskToasts.filter({ hasText: staffName })).toHaveCount(0);
  } finally {
    // her team member is free again for the next run
    await request.delete(`/api/accounts/${account.id}`, { headers: auth });
  }
});
