/**
 * Issue 38's ledger (items 5-8) and issue 37's finding 9 against a real database: a debt
 * collected the next day, two desks on one debt, refunds as records of their own, a void only
 * on its day, a closed day that changes only with an approval and lists every later change,
 * money taken on an open sale, a checkout key replayed after a void, the customer's spend net
 * of refunds, an appointment's total that follows its lines, and the downloads of Gün sonu and
 * Borçlar following their links. "Today" is Tuesday 2026-11-24 (Istanbul); the next day is a
 * second context on the same file.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refunds, salePayments, sales, users } from '../../db/schema';
import { adminAppointmentSchema } from '../../app/domain/admin-appointment-rules';
import { collectSchema, LEDGER_MESSAGES, refundSchema } from '../../app/domain/ledger';
import { checkoutSchema } from '../../app/domain/sale';
import { dayCloseSchema } from '../../app/domain/takings';
import { createAdminAppointment, updateAdminAppointment } from '../../app/models/appointments/writes.server';
import { readAppointment } from '../../app/models/appointments/queries.server';
import { checkoutAppointment, voidSale } from '../../app/models/sales/checkout.server';
import { collectDebt, readDebts, refundSale } from '../../app/models/sales/ledger.server';
import { readSale } from '../../app/models/sales/queries.server';
import { closeDay, readTakings } from '../../app/models/sales/takings.server';
import { customerFigures } from '../../app/models/people/customer-card.server';
import { formValuesOf } from '../../app/routes/admin/appointments/form.server';
import { daySalesDownloadHref, debtsDownloadHref } from '../../app/routes/admin/sales/paths';
import * as daySalesDownload from '../../app/routes/admin/sales/day-sales-download';
import * as debtsDownload from '../../app/routes/admin/sales/debts-download';
import * as refundApi from '../../app/routes/api/api.sales.$id.refunds';
import * as paymentsApi from '../../app/routes/api/api.sales.$id.payments';
import * as voidApi from '../../app/routes/api/api.sales.$id.void';
import * as debtsApi from '../../app/routes/api/api.debts';
import routeConfig from '../../app/routes';
import { bearerToken, callRoute, createTestUser, sessionCookieHeader, testRequest } from '../helpers/admin';
import { createTestContext, createTestDb, TEST_ACTOR } from '../helpers/test-db';
import { demoIds } from './booking-fixtures';

const TODAY = '2026-11-24';
const TOMORROW = '2026-11-25';

function setup() {
  const { db } = createTestDb();
  db.insert(users)
    .values({ id: 1, name: 'Test Yönetici', email: 'desk@test.local', role: 'reception', passwordHash: 'x' })
    .run();
  const today = createTestContext(db);
  const tomorrow = createTestContext(db, { now: `${TOMORROW}T11:00:00+03:00` });
  const ids = demoIds(db);
  const zeynep = ids.member('Zeynep Kaya').id;
  const book = (serviceNames = ['Klasik Manikür'], over: Record<string, unknown> = {}) => {
    const result = createAdminAppointment(
      today,
      TEST_ACTOR,
      adminAppointmentSchema.parse({
        customerName: 'Ayşe Kara',
        customerPhone: '0532 111 00 01',
        teamMemberId: zeynep,
        serviceIds: serviceNames.map((n) => ids.service(n).id),
        date: TODAY,
        time: '09:00',
        ...over,
      }),
      { userId: null, source: 'admin' },
    );
    if (!result.ok) throw new Error(result.message);
    return result.id;
  };
  const checkout = (appointmentId: number, input: Record<string, unknown>, context = today) => {
    const result = checkoutAppointment(context, appointmentId, checkoutSchema.parse(input), TEST_ACTOR);
    if (!result.ok) throw new Error(result.message);
    return result.sale;
  };
  return { db, today, tomorrow, ids, zeynep, book, checkout };
}

const withHeaders = (request: Request, headers: Record<string, string> = {}) => {
  for (const [k, v] of Object.entries(headers)) request.headers.set(k, v);
  return request;
};

const cashTaken = (t: ReturnType<typeof readTakings>) => t.byMethod.find((m) => m.method === 'cash')!.kurus;

describe('debts', () => {
  it('a ₺200 debt collected the next day counts in that day and clears the list; two desks count it once', () => {
    const t = setup();
    // #4's story: ₺1.200 of services, ₺1.000 paid in cash, ₺200 owed
    const id = t.book(['Klasik Manikür']);
    const sale = t.checkout(id, {
      lines: [{ kind: 'service', appointmentLineId: String(readAppointment(t.db, id)!.lines[0]!.id), price: '1200' }],
      payments: [{ method: 'cash', amount: '1000' }],
    });
    expect(sale.owedKurus).toBe(20_000);
    expect(sale.statusLabel).toBe('Kısmen ödendi');
    expect(readDebts(t.db).debts.map((d) => [d.customerName, d.owedKurus, d.day])).toEqual([
      ['Ayşe Kara', 20_000, TODAY],
    ]);

    // two desks opened the debt at the same version; the first collects, the second is refused
    const form = (key: string) =>
      collectSchema.parse({ method: 'card', amount: '', version: String(sale.version), idempotencyKey: key });
    const first = collectDebt(t.tomorrow, sale.id, form('desk-1'), TEST_ACTOR);
    expect(first.ok && first.changed).toBe(true);
    const again = collectDebt(t.tomorrow, sale.id, form('desk-1'), TEST_ACTOR);
    expect(again.ok && !again.changed).toBe(true);
    const second = collectDebt(t.tomorrow, sale.id, form('desk-2'), TEST_ACTOR);
    expect(second).toMatchObject({ ok: false, status: 409, message: LEDGER_MESSAGES.staleDebt });
    expect(t.db.select().from(salePayments).where(eq(salePayments.saleId, sale.id)).all()).toHaveLength(2);

    const after = readSale(t.db, sale.id)!;
    expect(after).toMatchObject({ paidKurus: 120_000, owedKurus: 0, statusLabel: 'Ödendi' });
    expect(readDebts(t.db).debts).toEqual([]);
    // tomorrow's takings hold the ₺200 (card); today's keep their ₺1.000 cash
    const next = readTakings(t.db, TOMORROW);
    expect(next.byMethod.find((m) => m.method === 'card')!.kurus).toBe(20_000);
    expect(next.takenKurus).toBe(20_000);
    expect(readTakings(t.db, TODAY).takenKurus).toBe(100_000);
  });

  it('over JSON: the version is required, a stale one is a 409, the list answers', async () => {
    const t = setup();
    const id = t.book();
    const sale = t.checkout(id, { payments: [{ method: 'cash', amount: '100' }] });
    const desk = await createTestUser(t.db, { role: 'reception', email: 'desk2@test.local' });
    const bearer = bearerToken(t.today, desk.id);
    const pay = (json: unknown, headers?: Record<string, string>) =>
      callRoute(
        paymentsApi.action as never,
        withHeaders(testRequest(`/api/sales/${sale.id}/payments`, { json, bearer, origin: null }), headers),
        t.today,
        { id: String(sale.id) },
      );
    expect((await pay({ method: 'cash' })).status).toBe(400);
    expect((await pay({ method: 'cash', version: sale.version + 5 })).status).toBe(409);
    const ok = await pay(
      { method: 'cash', amount: 50, idempotencyKey: 'api-collect' },
      { 'If-Match': `"v${sale.version}"` },
    );
    expect(ok.status, JSON.stringify(ok.data)).toBe(201);
    const list = await callRoute(
      debtsApi.loader as never,
      testRequest('/api/debts', { bearer, origin: null }),
      t.today,
    );
    expect((list.data as { count: number; owedKurus: number }).owedKurus).toBe(35_000 - 15_000);
  });
});

describe('refunds and voids', () => {
  it('a refund is a record of its own on its day; the sale stays; a replay is one refund; no more than was paid', async () => {
    const t = setup();
    const id = t.book();
    const sale = t.checkout(id, { payments: [{ method: 'cash', amount: '350' }] });
    const give = (amount: string, key: string) =>
      refundSale(
        t.tomorrow,
        sale.id,
        refundSchema.parse({ amount, method: 'cash', reason: 'Kırık tırnak', idempotencyKey: key }),
        TEST_ACTOR,
      );
    const first = give('100', 'r-1');
    expect(first.ok && first.changed).toBe(true);
    expect(give('100', 'r-1')).toMatchObject({ ok: true, changed: false });
    expect(give('300', 'r-2')).toMatchObject({ ok: false, status: 400 });
    expect(t.db.select().from(refunds).all()).toHaveLength(1);
    const after = readSale(t.db, sale.id)!;
    expect(after).toMatchObject({ status: 'completed', totalKurus: 35_000, paidKurus: 35_000, refundedKurus: 10_000 });
    // yesterday's takings are as they were; the refund is tomorrow's cash out
    expect(readTakings(t.db, TODAY)).toMatchObject({ takenKurus: 35_000, refundedKurus: 0, cashKurus: 35_000 });
    expect(readTakings(t.db, TOMORROW)).toMatchObject({ refundedKurus: 10_000, cashKurus: -10_000 });
    // her card: what she paid net of refunds
    expect(customerFigures(t.db, after.customerId!).spentKurus).toBe(25_000);
  });

  it('a void only on its own day; after the close a void or refund needs an approver, and the day lists each later change', async () => {
    const t = setup();
    const a = t.checkout(t.book(), { payments: [{ method: 'cash', amount: '350' }] });
    expect(voidSale(t.tomorrow, a.id, 'Yanlış kayıt', TEST_ACTOR)).toMatchObject({
      ok: false,
      status: 400,
      message: LEDGER_MESSAGES.voidOtherDay,
    });
    const closed = closeDay(t.today, dayCloseSchema.parse({ date: TODAY, countedCash: '350' }), TEST_ACTOR);
    expect(closed.ok).toBe(true);
    // the evening, after the close
    const later = createTestContext(t.db, { now: `${TODAY}T19:30:00+03:00` });
    // reception alone: refused, nothing written
    expect(voidSale(later, a.id, 'Yanlış kayıt', TEST_ACTOR)).toMatchObject({
      ok: false,
      status: 403,
      message: LEDGER_MESSAGES.approvalRequired,
    });
    expect(readSale(t.db, a.id)!.status).toBe('completed');

    // over JSON with the manager's e-mail and password typed at the desk
    const manager = await createTestUser(t.db, { role: 'manager', email: 'mudur@test.local', name: 'Müdür Hanım' });
    const desk = await createTestUser(t.db, { role: 'reception', email: 'desk3@test.local' });
    const bearer = bearerToken(later, desk.id);
    const voidCall = (json: unknown) =>
      callRoute(
        voidApi.action as never,
        testRequest(`/api/sales/${a.id}/void`, { json, bearer, origin: null }),
        later,
        {
          id: String(a.id),
        },
      );
    expect(
      (await voidCall({ reason: 'Yanlış kayıt', approverEmail: 'mudur@test.local', approverPassword: 'yanlis' }))
        .status,
    ).toBe(403);
    expect(
      (await voidCall({ reason: 'Yanlış kayıt', approverEmail: desk.email, approverPassword: desk.password })).status,
    ).toBe(403);
    const voided = await voidCall({
      reason: 'Yanlış kayıt',
      approverEmail: manager.email,
      approverPassword: manager.password,
    });
    expect(voided.status, JSON.stringify(voided.data)).toBe(200);

    // a new ₺350 sale after the close: the sums agree with the close, the day still lists both
    const b = t.checkout(
      t.book(['Klasik Manikür'], { time: '12:00', customerName: 'Burcu' }),
      { payments: [{ method: 'cash', amount: '350' }] },
      later,
    );
    // a refund on the closed day over JSON, approved
    const refund = await callRoute(
      refundApi.action as never,
      testRequest(`/api/sales/${b.id}/refunds`, {
        json: {
          amount: 50,
          method: 'cash',
          reason: 'Memnun kalmadı',
          approverEmail: manager.email,
          approverPassword: manager.password,
        },
        bearer,
        origin: null,
      }),
      later,
      { id: String(b.id) },
    );
    expect(refund.status, JSON.stringify(refund.data)).toBe(201);
    const day = readTakings(t.db, TODAY);
    expect(day.changedSinceClose).toBe(true);
    expect(day.laterChanges.map((c) => [c.kind, c.amountKurus, c.approvedByName])).toEqual([
      // (one fixed instant: in the order sales, payments, voids, refunds)
      ['sale', 35_000, null],
      ['payment', 35_000, null],
      ['void', -35_000, 'Müdür Hanım'],
      ['refund', -5_000, 'Müdür Hanım'],
    ]);
  });
});

describe('money after the fact (issue 37, finding 9)', () => {
  it('cash taken on an open sale counts that day and stays when the sale is completed', () => {
    const t = setup();
    const id = t.book(['Klasik Manikür', 'Parafin Bakımı']);
    const open = t.checkout(id, {
      payments: [{ method: 'cash', amount: '200' }],
      complete: false,
      idempotencyKey: 'k-open',
    });
    expect(open.status).toBe('open');
    expect(cashTaken(readTakings(t.db, TODAY))).toBe(20_000);
    const done = t.checkout(id, { payments: [{ method: 'card', amount: '400' }] });
    expect(done.payments.map((p) => [p.method, p.amountKurus])).toEqual([
      ['cash', 20_000],
      ['card', 40_000],
    ]);
    expect(done).toMatchObject({ paidKurus: 60_000, owedKurus: 0 });
    expect(readTakings(t.db, TODAY).takenKurus).toBe(60_000);
  });

  it('a checkout key replayed after its sale was voided is refused, not answered as paid', () => {
    const t = setup();
    const id = t.book();
    const sale = t.checkout(id, { payments: [{ method: 'cash', amount: '350' }], idempotencyKey: 'k-1' });
    expect(voidSale(t.today, sale.id, 'Yanlış tutar', TEST_ACTOR).ok).toBe(true);
    const replay = checkoutAppointment(
      t.today,
      id,
      checkoutSchema.parse({ payments: [{ method: 'card', amount: '350' }], idempotencyKey: 'k-1' }),
      TEST_ACTOR,
    );
    expect(replay).toMatchObject({ ok: false, status: 409, message: LEDGER_MESSAGES.keyReusedAfterVoid });
    expect(t.db.select().from(sales).all()).toHaveLength(1);
  });
});

describe('figures that agree', () => {
  it("an appointment's total follows its lines at the desk unless another figure was typed", () => {
    const t = setup();
    const id = t.book(['Klasik Manikür']);
    const a = readAppointment(t.db, id)!;
    const values = formValuesOf(a);
    // the edit form leaves the total empty: adding Parafin moves it
    expect(values.totalPrice).toBe('');
    const saved = updateAdminAppointment(
      t.today,
      TEST_ACTOR,
      id,
      adminAppointmentSchema.parse({
        ...values,
        serviceIds: [t.ids.service('Klasik Manikür').id, t.ids.service('Parafin Bakımı').id],
        packageIds: [],
        version: String(a.version),
      }),
    );
    expect(saved.ok, JSON.stringify(saved)).toBe(true);
    const after = readAppointment(t.db, id)!;
    expect(after.totalPriceKurus).toBe(after.lines.reduce((s, l) => s + l.priceKurus, 0));
    expect(after.totalPriceKurus).toBeGreaterThan(a.totalPriceKurus);
  });

  it('each download link of Gün sonu and Borçlar answers its file', async () => {
    const t = setup();
    const id = t.book();
    t.checkout(id, { payments: [{ method: 'cash', amount: '300' }] });
    const owner = await createTestUser(t.db, { role: 'owner', email: 'sahip@test.local' });
    const cookie = await sessionCookieHeader(t.today, owner.id);
    const paths = new Map<string, { loader: unknown }>([
      ['/admin/takings/sales/:format', daySalesDownload],
      ['/admin/debts/:format', debtsDownload],
    ]);
    // the links as the screens print them, matched against the URL map, then answered
    const { matchRoutes } = await import('react-router');
    const flat = (rs: typeof routeConfig, base = ''): { path: string; id: string }[] =>
      rs.flatMap((r) => {
        const path = r.path ? `${base}/${r.path}`.replace(/\/+/g, '/') : base;
        return [
          ...(r.path ? [{ path, id: r.id! }] : []),
          ...(r.children ? flat(r.children as typeof routeConfig, path) : []),
        ];
      });
    const table = flat(routeConfig);
    for (const href of [
      daySalesDownloadHref(TODAY, 'csv'),
      daySalesDownloadHref(TODAY, 'xlsx'),
      debtsDownloadHref('csv'),
      debtsDownloadHref('xlsx'),
    ]) {
      const url = new URL(href, 'http://localhost');
      const match = matchRoutes(
        table.map((r) => ({ path: r.path, id: r.id })),
        url.pathname,
      )?.at(-1);
      expect(match, href).toBeTruthy();
      const module = paths.get(match!.route.path!)!;
      const answer = await callRoute(
        module.loader as never,
        testRequest(href, { cookie }),
        t.today,
        match!.params as Record<string, string>,
      );
      expect(answer.status, href).toBe(200);
      const type = answer.headers.get('content-type') ?? '';
      if (href.includes('csv')) {
        expect(type).toContain('text/csv');
        const text = String(answer.data);
        if (href.includes('takings')) {
          expect(text).toContain('Ödeme yöntemi');
          expect(text).toContain('Nakit');
          expect(text).toContain('Zeynep Kaya');
        } else expect(text).toContain('Ayşe Kara');
      } else expect(type).toContain('spreadsheetml');
    }
  });
});
