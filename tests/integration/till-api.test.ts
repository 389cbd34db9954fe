/**
 * The till's JSON calls over their route modules (issue 27, item 2-3): POST
 * /api/appointments/{id}/checkout, GET /api/sales?date=, POST /api/sales/{id}/void and GET
 * /api/takings?date=: the answers' statuses and shapes, the Turkish refusals, and who may call
 * them (a stranger 401, an artist 403, the reception desk yes; docs/decisions/0373).
 * The test context's "now" is Tuesday 2026-11-24 10:00 (Istanbul).
 */
import { describe, expect, it } from 'vitest';
import { adminAppointmentSchema } from '../../app/domain/admin-appointment-rules';
import { SALE_MESSAGES } from '../../app/domain/sale';
import { TAKINGS_MESSAGES } from '../../app/domain/takings';
import { createAdminAppointment } from '../../app/models/appointments/writes.server';
import * as checkoutRoute from '../../app/routes/api/api.appointments.$id.checkout';
import * as salesRoute from '../../app/routes/api/api.sales';
import * as voidRoute from '../../app/routes/api/api.sales.$id.void';
import * as takingsRoute from '../../app/routes/api/api.takings';
import { bearerToken, callRoute, createTestUser, testRequest } from '../helpers/admin';
import { createTestContext, createTestDb, TEST_ACTOR } from '../helpers/test-db';
import { demoIds } from './booking-fixtures';

const TODAY = '2026-11-24';

type Sale = {
  id: number;
  status: string;
  totalKurus: number;
  paidKurus: number;
  owedKurus: number;
  tipsKurus: number;
  discountKurus: number;
  voidReason: string | null;
  payments: { method: string; amountKurus: number }[];
};
type Answer<T> = { status: number; data: T };

async function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const ids = demoIds(db);
  const zeynep = ids.member('Zeynep Kaya').id;
  const elif = ids.member('Elif Yılmaz').id;
  const desk = await createTestUser(db, { role: 'reception', email: 'desk@test.local' });
  const bearer = bearerToken(context, desk.id);
  const result = createAdminAppointment(
    context,
    TEST_ACTOR,
    adminAppointmentSchema.parse({
      customerName: 'Kapıdan Gelen',
      teamMemberId: zeynep,
      serviceIds: [ids.service('Klasik Manikür').id],
      date: TODAY,
      time: '09:00',
    }),
    { userId: null, source: 'admin' },
  );
  if (!result.ok) throw new Error(result.message);
  const get = <T>(route: { loader: unknown }, path: string, who: string | undefined = bearer) =>
    callRoute(route.loader as never, testRequest(path, { bearer: who, origin: null }), context) as Promise<Answer<T>>;
  const post = <T>(
    route: { action: unknown },
    path: string,
    json: unknown,
    params: Record<string, string>,
    who: string | undefined = bearer,
  ) =>
    callRoute(
      route.action as never,
      testRequest(path, { json, bearer: who, origin: null }),
      context,
      params,
    ) as Promise<Answer<T>>;
  const checkout = (json: unknown, who?: string) =>
    post<{ success: boolean; message: string; sale: Sale }>(
      checkoutRoute,
      `/api/appointments/${result.id}/checkout`,
      json,
      { id: String(result.id) },
      who,
    );
  return { db, context, zeynep, elif, bearer, appointmentId: result.id, get, post, checkout };
}

describe('the till over JSON', () => {
  it('checks out with a discount, tips to two artists and two payments; a retry is the same sale, another checkout a 409', async () => {
    const t = await setup();
    // the booked line (Klasik Manikür, ₺350) stands when `lines` is left out
    const body = {
      discountType: 'amount',
      discountValue: 50,
      discountReason: 'Sadakat indirimi',
      tips: [
        { teamMemberId: t.zeynep, amount: 30 },
        { teamMemberId: t.elif, amount: '20,00' },
      ],
      payments: [
        { method: 'cash', amount: 200 },
        { method: 'card', amount: 150 },
      ],
      idempotencyKey: 'api-1',
    };
    expect((await t.get<{ sales: Sale[] }>(salesRoute, `/api/sales?date=${TODAY}`)).data.sales).toEqual([]);
    const first = await t.checkout(body);
    expect(first.status, JSON.stringify(first.data)).toBe(201);
    expect(first.data.message).toBe(SALE_MESSAGES.completed);
    const sale = first.data.sale;
    expect(sale).toMatchObject({
      status: 'completed',
      discountKurus: 5000,
      tipsKurus: 5000,
      totalKurus: 35000,
      paidKurus: 35000,
      owedKurus: 0,
    });
    expect(sale.payments.map((p) => [p.method, p.amountKurus])).toEqual([
      ['cash', 20000],
      ['card', 15000],
    ]);

    const retry = await t.checkout(body);
    expect(retry.status).toBe(200);
    expect(retry.data.sale.id).toBe(sale.id);

    const again = await t.checkout({ payments: [{ method: 'cash', amount: 1 }], idempotencyKey: 'api-2' });
    expect(again.status).toBe(409);
    expect(again.data.message).toBe(SALE_MESSAGES.alreadyPaid);

    const listed = await t.get<{ success: boolean; date: string; sales: Sale[] }>(
      salesRoute,
      `/api/sales?date=${TODAY}`,
    );
    expect(listed.status).toBe(200);
    expect(listed.data.sales.map((s) => s.id)).toEqual([sale.id]);
  });

  it('refuses a discount without its reason with the Turkish message and writes nothing', async () => {
    const t = await setup();
    const refused = await t.checkout({
      discountType: 'amount',
      discountValue: 50,
      payments: [{ method: 'cash', amount: 100 }],
    });
    expect(refused.status).toBe(400);
    expect(refused.data.message).toBe(SALE_MESSAGES.discountReasonRequired);
    const listed = await t.get<{ sales: Sale[] }>(salesRoute, `/api/sales?date=${TODAY}`);
    expect(listed.data.sales).toEqual([]);
  });

  it('voids with a reason (kept), refuses an empty reason, and the takings show the void', async () => {
    const t = await setup();
    const { data } = await t.checkout({ payments: [{ method: 'cash', amount: 350 }], idempotencyKey: 'api-void' });
    const id = String(data.sale.id);
    const voidCall = (json: unknown) =>
      t.post<{ success: boolean; message: string; sale: Sale }>(voidRoute, `/api/sales/${id}/void`, json, { id });

    const empty = await voidCall({ reason: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.data.message).toBe(SALE_MESSAGES.voidReasonRequired);

    const voided = await voidCall({ reason: 'Yanlış kayıt' });
    expect(voided.status).toBe(200);
    expect(voided.data.sale.status).toBe('voided');
    expect(voided.data.sale.voidReason).toBe('Yanlış kayıt');

    const other = await voidCall({ reason: 'Başka neden' });
    expect(other.status).toBe(409);
    expect(other.data.message).toBe(SALE_MESSAGES.alreadyVoided);

    const missing = await t.post<{ message: string }>(
      voidRoute,
      '/api/sales/999999/void',
      { reason: 'x' },
      { id: '999999' },
    );
    expect(missing.status).toBe(404);
    expect(missing.data.message).toBe(SALE_MESSAGES.saleNotFound);

    const takings = await t.get<{
      success: boolean;
      takings: { date: string; takenKurus: number; voids: { reason: string }[]; voidedKurus: number };
    }>(takingsRoute, `/api/takings?date=${TODAY}`);
    expect(takings.status).toBe(200);
    expect(takings.data.takings.date).toBe(TODAY);
    expect(takings.data.takings.takenKurus).toBe(0);
    expect(takings.data.takings.voidedKurus).toBe(35000);
    expect(takings.data.takings.voids.map((v) => v.reason)).toEqual(['Yanlış kayıt']);
  });

  it('answers a bad date with 400 and the Turkish message; today by default', async () => {
    const t = await setup();
    const bad = await t.get<{ message: string }>(takingsRoute, '/api/takings?date=2026-02-30');
    expect(bad.status).toBe(400);
    expect(bad.data.message).toBe(TAKINGS_MESSAGES.badDate);
    const badSales = await t.get<{ message: string }>(salesRoute, '/api/sales?date=dün');
    expect(badSales.status).toBe(400);
    const today = await t.get<{ takings: { date: string } }>(takingsRoute, '/api/takings');
    expect(today.data.takings.date).toBe(TODAY);
  });

  it('a stranger gets 401 and an artist 403, and nothing is written', async () => {
    const t = await setup();
    const stranger = await t.checkout({ payments: [{ method: 'cash', amount: 350 }] }, '');
    expect(stranger.status).toBe(401);
    expect((await t.get<unknown>(takingsRoute, '/api/takings', '')).status).toBe(401);
    const artist = await createTestUser(t.db, { role: 'member', email: 'artist@test.local' });
    const artistBearer = bearerToken(t.context, artist.id);
    expect((await t.checkout({ payments: [{ method: 'cash', amount: 350 }] }, artistBearer)).status).toBe(403);
    expect((await t.get<unknown>(takingsRoute, '/api/takings', artistBearer)).status).toBe(403);
    expect((await t.get<unknown>(salesRoute, '/api/sales', artistBearer)).status).toBe(403);
    expect((await t.get<{ sales: Sale[] }>(salesRoute, `/api/sales?date=${TODAY}`)).data.sales).toEqual([]);
  });
});
