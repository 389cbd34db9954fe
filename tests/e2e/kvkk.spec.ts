import path from 'node:path';
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { adminToken } from './appointments-fixtures';
import { bookableDay } from './test-data';
import { expectNoSeriousA11yViolations, signInAsAdmin } from './helpers';

/**
 * KVKK without JavaScript: the public notice page, the WhatsApp link of the contact block,
 * and the admin's consent records, JSON export and erasure (confirmation step included) as
 * plain links and forms. The customer is made for this spec (an API booking with consent)
 * and its anonymised appointment is deleted at the end.
 */
test.use({ javaScriptEnabled: false });

const DB_FILE = path.resolve('.e2e/studio.db');
function row<T>(sql: string, ...params: unknown[]): T | undefined {
  const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

test('the notice is a public page and the footer links it with a WhatsApp link', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const whatsapp = new URL((await footer.getByRole('link', { name: /WhatsApp'tan Yazın/ }).getAttribute('href'))!);
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toMatch(/^https:\/\/wa\.me\/90\d{10}$/);
  expect(whatsapp.searchParams.get('text')).toContain('bilgi almak istiyorum');
  await footer.getByRole('link', { name: 'KVKK Aydınlatma Metni' }).click();
  await expect(page).toHaveURL(/\/kvkk$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('KVKK AYDINLATMA METNİ');
  await expect(page.getByRole('heading', { name: 'KVKK m. 11 kapsamındaki haklarınız' })).toBeVisible();
  await expect(page.getByText(/^Sürüm \d+ · /).first()).toBeVisible();
  expect((await page.request.get('/kvkk?surum=999')).status()).toBe(404);
});

test('admin: consent records, JSON export and erasure with a confirmation step', async ({ page, request }) => {
  test.slow();
  const email = `kvkk.${Date.now()}@example.com`;
  const services = (await (await request.get('/api/services')).json()) as { services: { id: number; name: string }[] };
  const team = (await (await request.get('/api/team')).json()) as { teamMembers: { id: number; name: string }[] };
  const booked = await request.post('/api/appointments', {
    data: {
      customerName: 'Kevser Veri',
      customerEmail: email,
      customerPhone: '0533 987 65 43',
      serviceIds: [services.services.find((s) => s.name === 'Klasik Manikür')!.id],
      teamMemberId: team.teamMembers.find((m) => m.name === 'Ayşe Çelik')!.id,
      date: bookableDay(),
      time: '16:00',
      notes: 'Alerjim var',
      kvkkConsent: true,
    },
  });
  expect(booked.status()).toBe(201);
  const appointmentId = ((await booked.json()) as { appointment: { id: number } }).appointment.id;

  await signInAsAdmin(page, { redirectTo: `/admin/customers?q=${encodeURIComponent(email)}` });
  await page.getByRole('link', { name: 'KVKK: Kevser Veri' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kişisel Veriler: Kevser Veri' });
  const records = dialog.getByRole('table', { name: 'Kevser Veri için KVKK onay kayıtları' });
  await expect(records.getByRole('row')).toHaveCount(2);
  await expect(records.getByRole('link', { name: /^Sürüm \d+/ })).toBeVisible();
  await expect(records.getByRole('cell', { name: 'API' })).toBeVisible();

  // Export: a JSON file with the customer, the appointment and the consent
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Verileri İndir (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kisisel-veriler-musteri-\d+-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
  expect(exported.customer).toMatchObject({ name: 'Kevser Veri', email, phone: '05339876543' });
  expect(exported.appointments).toEqual([
    expect.objectContaining({ id: appointmentId, notes: 'Alerjim var', time: '16:00' }),
  ]);
  expect(exported.consents).toEqual([
    expect.objectContaining({ appointmentId, noticeVersion: expect.any(Number), ip: expect.any(String) }),
  ]);

  // Erase: the confirmation step asks for the box, then the data goes
  await page.goto(`/admin/customers?q=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: 'KVKK: Kevser Veri' }).click();
  await page.getByRole('link', { name: 'Verileri Sil…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Kişisel Verileri Sil: Kevser Veri' });
  await expect(confirm).toContainText('1 yaklaşan randevusu var');
  await confirm.getByRole('button', { name: 'Kalıcı Olarak Sil' }).click();
  await expect(page.getByRole('alert')).toHaveText('Silme işlemini onaylamak için kutuyu işaretleyin.');
  expect(row('select id from customers where email = ?', email)).toBeDefined();
  await page
    .getByRole('dialog', { name: 'Kişisel Verileri Sil: Kevser Veri' })
    .getByRole('checkbox', { name: 'Müşterinin silme talebini aldım ve kişisel verilerinin silinmesini onaylıyorum.' })
    .check();
  await page
    .getByRole('dialog', { name: 'Kişisel Verileri Sil: Kevser Veri' })
    .getByRole('button', { name: 'Kalıcı Olarak Sil' })
    .click();
  await expect(
    page.getByText('Müşterinin kişisel verileri silindi; randevuları anonim olarak saklanıyor'),
  ).toBeVisible();
  await expect(page.getByText('Müşteri bulunamadı')).toBeVisible();
  expect(row('select id from customers where email = ?', email)).toBeUndefined();
  expect(
    row(
      'select customer_name, customer_email, customer_phone, notes, kvkk_consent_ip, time from appointments where id = ?',
      appointmentId,
    ),
  ).toEqual({
    customer_name: 'Anonim Müşteri',
    customer_email: null,
    customer_phone: null,
    notes: null,
    kvkk_consent_ip: null,
    time: '16:00',
  });

  // put the shared database back: the anonymised appointment goes
  const token = await adminToken(request);
  expect(
    (
      await request.delete(`/api/appointments/${appointmentId}`, { headers: { Authorization: `Bearer ${token}` } })
    ).ok(),
  ).toBe(true);
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test('the notice page, the admin notice screen and the consent dialog pass the accessibility check', async ({
    page,
    request,
  }) => {
    const email = `kvkk.a11y.${Date.now()}@example.com`;
    // the desk's call (staff only since issue 24: docs/decisions/0337)
    const created = await request.post('/api/customers', {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
      data: { name: 'Erişim Deneme', email, phone: '0533 111 22 33' },
    });
    expect(created.status()).toBe(200);
    const customerId = ((await created.json()) as { customer: { id: number } }).customer.id;
    await page.goto('/kvkk');
    await expect(page.getByRole('heading', { name: 'Veri sorumlusu' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await signInAsAdmin(page, { redirectTo: '/admin/kvkk' });
    await expect(page.getByRole('heading', { name: /^Yayındaki metin — Sürüm \d+/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Metin' })).toHaveValue(/# Veri sorumlusu/);
    await expectNoSeriousA11yViolations(page);
    await page.goto(`/admin/customers?q=${encodeURIComponent(email)}`);
    await page.getByRole('link', { name: 'KVKK: Erişim Deneme' }).click();
    await expect(page.getByRole('dialog', { name: 'Kişisel Veriler: Erişim Deneme' })).toContainText('Randevu yok');
    await expectNoSeriousA11yViolations(page);
    // the shared database as it was
    const token = await adminToken(request);
    expect(
      (await request.delete(`/api/customers/${customerId}`, { headers: { Authorization: `Bearer ${token}` } })).ok(),
    ).toBe(true);
  });
});
