/**
 * The desk's new screens as plain HTML forms (issue 27), over their route modules: İptal from
 * the panel keeps its reason (and refuses none, or a paid visit); 'Randevu ver' books the
 * waiting customer in one POST; a receipt as the 80 mm slip, and by e-mail only to a customer
 * who gave an address. The test context's "now" is Tuesday 2026-11-24 10:00 (Istanbul).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, outbox, waitlistEntries } from '../../db/schema';
import { adminAppointmentSchema } from '../../app/domain/admin-appointment-rules';
import { PANEL_TEXTS } from '../../app/domain/appointment-panel';
import { CHECKOUT_TEXTS } from '../../app/domain/checkout-form';
import { checkoutSchema, overpaymentMessage, SALE_MESSAGES } from '../../app/domain/sale';
import { WAITLIST_TEXTS } from '../../app/domain/waitlist-texts';
import { createAdminAppointment } from '../../app/models/appointments/writes.server';
import { checkoutAppointment } from '../../app/models/sales/checkout.server';
import { replyMessage, type FormReply } from '../../app/utils/form-reply';
import * as cancelRoute from '../../app/routes/admin/appointments/cancel';
import * as waitlistBookRoute from '../../app/routes/admin/appointments/waitlist-book';
import * as checkoutRoute from '../../app/routes/admin/sales/checkout';
import * as receiptRoute from '../../app/routes/admin/sales/receipt';
import { fieldMessages } from '../helpers/form-reply';
import { callRoute, createTestUser, sessionCookieHeader, testRequest } from '../helpers/admin';
import { createTestContext, createTestDb, TEST_ACTOR } from '../helpers/test-db';
import { demoIds } from './booking-fixtures';
import { configureSmtp } from './messaging/fixtures';

const TODAY = '2026-11-24';

async function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const ids = demoIds(db);
  const zeynep = ids.member('Zeynep Kaya').id;
  const desk = await createTestUser(db, { role: 'reception', email: 'desk@test.local' });
  const cookie = await sessionCookieHeader(context, desk.id);
  const book = (over: Record<string, unknown> = {}) => {
    const result = createAdminAppointment(
      context,
      TEST_ACTOR,
      adminAppointmentSchema.parse({
        customerName: 'Kapıdan Gelen',
        teamMemberId: zeynep,
        serviceIds: [ids.service('Klasik Manikür').id],
        date: TODAY,
        time: '09:00',
        ...over,
      }),
      { userId: null, source: 'admin' },
    );
    if (!result.ok) throw new Error(result.message);
    return result.id;
  };
  const pay = (appointmentId: number) => {
    const result = checkoutAppointment(
      context,
      appointmentId,
      checkoutSchema.parse({ payments: [{ method: 'cash', amount: '350' }], idempotencyKey: `pay-${appointmentId}` }),
      TEST_ACTOR,
    );
    if (!result.ok) throw new Error(result.message);
    return result.sale.id;
  };
  const post = (
    route: { action: unknown },
    path: string,
    form: Record<string, string>,
    params: Record<string, string>,
  ) => callRoute(route.action as never, testRequest(path, { cookie, form }), context, params);
  return { db, context, ids, zeynep, cookie, book, pay, post };
}

describe('İptal from the panel', () => {
  it('cancels with the tapped reason, keeps it, and goes back to the panel', async () => {
    const t = await setup();
    const id = t.book({ date: '2026-11-26' });
    const res = await t.post(
      cancelRoute,
      `/admin/appointments/${id}/cancel?day=2026-11-26`,
      { reason: 'Müşteri hasta' },
      { id: String(id) },
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`/admin/appointments/${id}?day=2026-11-26`);
    expect(t.db.select().from(appointments).where(eq(appointments.id, id)).get()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Müşteri hasta',
    });
  });

  it('refuses no reason (400) and a paid visit (409), changing nothing', async () => {
    const t = await setup();
    const id = t.book({ date: '2026-11-26' });
    const none = await t.post(cancelRoute, `/admin/appointments/${id}/cancel`, { reason: '   ' }, { id: String(id) });
    expect(none.status).toBe(400);
    expect(replyMessage(none.data as FormReply, 'cancel')).toBe(PANEL_TEXTS.cancelReasonRequired);
    const paid = t.book({ time: '09:00' });
    t.pay(paid);
    const refused = await t.post(
      cancelRoute,
      `/admin/appointments/${paid}/cancel`,
      { reason: 'Müşteri iptal etti' },
      { id: String(paid) },
    );
    expect(refused.status).toBe(409);
    expect(replyMessage(refused.data as FormReply, 'cancel')).toBe(PANEL_TEXTS.cancelPaid);
    expect(
      t.db
        .select({ status: appointments.status })
        .from(appointments)
        .all()
        .map((a) => a.status)
        .sort(),
    ).toEqual(['completed', 'confirmed']);
  });
});

describe("'Ödeme al' as a plain form", () => {
  type Answer = FormReply & { values: { lines: unknown[]; payments: { method: string; amount: string }[] } };
  async function screen() {
    const t = await setup();
    const id = t.book();
    const path = `/admin/appointments/${id}/checkout?day=${TODAY}`;
    const loaded = await callRoute(checkoutRoute.loader as never, testRequest(path, { cookie: t.cookie }), t.context, {
      id: String(id),
    });
    const line = (loaded.data as { booked: { id: number }[] }).booked[0]!;
    const form = (over: Record<string, string>) => ({
      idempotencyKey: `screen-${id}`,
      'lines[0].kind': 'service',
      'lines[0].appointmentLineId': String(line.id),
      'lines[0].itemId': '',
      'lines[0].price': '350',
      'lines[0].teamMemberId': String(t.zeynep),
      discountType: 'amount',
      'payments[0].method': 'cash',
      'payments[0].amount': '',
      'payments[1].method': 'card',
      'payments[1].amount': '',
      ...over,
    });
    const post = (over: Record<string, string>) => t.post(checkoutRoute, path, form(over), { id: String(id) });
    return { ...t, id, post };
  }

  it('adds and removes a line without JavaScript, and says when no item was chosen', async () => {
    const t = await screen();
    const none = await t.post({ intent: 'add-line', addItem: '' });
    expect(none.status).toBe(400);
    expect(replyMessage(none.data as Answer, 'add-line')).toBe(CHECKOUT_TEXTS.noItem);
    expect(fieldMessages(none.data).addItem).toBe(CHECKOUT_TEXTS.noItem);
    expect((none.data as Answer).values.lines).toHaveLength(1);
    const unknown = await t.post({ intent: 'add-line', addItem: 'service:99999' });
    expect(unknown.status).toBe(400);
    expect(fieldMessages(unknown.data).addItem).toBe(SALE_MESSAGES.itemUnavailable);
    const added = await t.post({ intent: 'add-line', addItem: `service:${t.ids.service('Klasik Pedikür').id}` });
    expect(added.status).toBe(200);
    expect((added.data as Answer).values.lines).toHaveLength(2);
    const removed = await t.post({ intent: 'remove-line:0' });
    expect((removed.data as Answer).values.lines).toEqual([]);
  });

  it('refuses a wrong amount and an overpayment with the typed values kept, then completes and goes back to the panel', async () => {
    const t = await screen();
    const wrong = await t.post({ intent: 'complete', 'payments[0].amount': 'abc' });
    expect(wrong.status).toBe(400);
    expect(replyMessage(wrong.data as Answer, 'checkout')).toBe(SALE_MESSAGES.invalidAmount);
    expect((wrong.data as Answer).values.payments[0]).toEqual({ method: 'cash', amount: 'abc' });
    const over = await t.post({ intent: 'complete', 'payments[0].amount': '700' });
    expect(over.status).toBe(400);
    expect(replyMessage(over.data as Answer, 'checkout')).toBe(overpaymentMessage(70_000, 35_000));
    expect(fieldMessages(over.data).payments).toBe(overpaymentMessage(70_000, 35_000));
    const paid = await t.post({ intent: 'complete', 'payments[0].amount': '350' });
    expect(paid.status).toBe(302);
    expect(paid.headers.get('Location')).toBe(`/admin/appointments/${t.id}?day=${TODAY}`);
    expect(
      t.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, t.id)).get()?.status,
    ).toBe('completed');
  });
});

describe("'Randevu ver' on the waitlist", () => {
  function waiting(t: Awaited<ReturnType<typeof setup>>) {
    return t.db
      .insert(waitlistEntries)
      .values({
        date: '2026-11-26',
        serviceIds: [t.ids.service('Klasik Manikür').id],
        packageIds: [],
        teamMemberId: t.zeynep,
        customerName: 'Bekleyen Müşteri',
        customerEmail: 'bekleyen@example.com',
        customerPhone: '05320000000',
        consentAt: new Date(),
      })
      .returning()
      .get();
  }

  it('books her at the freed start in one POST and returns to the day', async () => {
    const t = await setup();
    const entry = waiting(t);
    const res = await t.post(
      waitlistBookRoute,
      `/admin/appointments/waitlist/${entry.id}/book?day=2026-11-26`,
      { time: '10:00', teamMemberId: String(t.zeynep) },
      { id: String(entry.id) },
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/admin/appointments?day=2026-11-26');
    expect(t.db.select().from(appointments).all()).toMatchObject([
      { customerName: 'Bekleyen Müşteri', date: '2026-11-26', time: '10:00', status: 'confirmed' },
    ]);
    expect(t.db.select().from(waitlistEntries).all()).toEqual([]);
  });

  it('refuses a missing time (400) and a taken start (409), keeping her entry', async () => {
    const t = await setup();
    const entry = waiting(t);
    const noTime = await t.post(
      waitlistBookRoute,
      `/admin/appointments/waitlist/${entry.id}/book`,
      { time: '' },
      { id: String(entry.id) },
    );
    expect(noTime.status).toBe(400);
    expect(replyMessage(noTime.data as FormReply, 'waitlist-book')).toBe(WAITLIST_TEXTS.chooseTime);
    t.book({ date: '2026-11-26', time: '10:00' });
    const taken = await t.post(
      waitlistBookRoute,
      `/admin/appointments/waitlist/${entry.id}/book`,
      { time: '10:00', teamMemberId: String(t.zeynep) },
      { id: String(entry.id) },
    );
    expect(taken.status).toBe(409);
    expect(t.db.select().from(waitlistEntries).all()).toHaveLength(1);
  });
});

describe('the receipt', () => {
  it('prints as the 80 mm slip; e-mails only a customer who gave an address', async () => {
    const t = await setup();
    configureSmtp(t.db, { port: 2525 });
    const walkIn = t.pay(t.book({ time: '09:00' }));
    const slip = await callRoute(
      receiptRoute.loader as never,
      testRequest(`/admin/sales/${walkIn}/receipt?format=80mm`, { cookie: t.cookie }),
      t.context,
      { id: String(walkIn) },
    );
    expect(slip.status).toBe(200);
    const page = slip.data as { format: string; slip: string[]; emailTo: string | null };
    expect(page.format).toBe('80mm');
    expect(page.slip.join('\n')).toContain('350,00');
    expect(page.slip.every((line) => line.length <= 42)).toBe(true);
    expect(page.emailTo).toBeNull();
    const noAddress = await t.post(
      receiptRoute,
      `/admin/sales/${walkIn}/receipt`,
      { intent: 'email' },
      { id: String(walkIn) },
    );
    expect(noAddress.status).toBeGreaterThanOrEqual(400);
    expect(noAddress.status).toBeLessThan(500);
    expect(t.db.select().from(outbox).where(eq(outbox.topic, 'sale-receipt')).all()).toEqual([]);

    const known = t.pay(t.book({ time: '12:00', customerName: 'Ayşe Kara', customerEmail: 'ayse@example.com' }));
    const sent = await t.post(
      receiptRoute,
      `/admin/sales/${known}/receipt`,
      { intent: 'email' },
      { id: String(known) },
    );
    expect(sent.status).toBe(200);
    expect(t.db.select().from(outbox).where(eq(outbox.topic, 'sale-receipt')).all()).toHaveLength(1);

    const missing = await callRoute(
      receiptRoute.loader as never,
      testRequest('/admin/sales/999999/receipt', { cookie: t.cookie }),
      t.context,
      { id: '999999' },
    );
    expect(missing.status).toBe(404);
  });
});
