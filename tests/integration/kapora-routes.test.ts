/**
 * The kapora's routes (issue 38): the customer's page shows it and "Kartla öde" answers a 303
 * to iyzico's page; iyzico's callback retrieves and sends her back; the panel's desk form; the
 * JSON API with its permissions; all against the local iyzico stand-in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEPOSIT_POLICY } from '../../app/domain/deposits';
import { managePathFor } from '../../app/models/appointments/self-service.server';
import { saveIyzicoSettings } from '../../app/models/deposits/iyzico.server';
import { depositOfAppointment, openDepositForBooking } from '../../app/models/deposits/ledger.server';
import { writeSetting } from '../../app/models/settings/registry.server';
import * as manage from '../../app/routes/booking/manage';
import * as callback from '../../app/routes/booking/kapora-return';
import * as deskRoute from '../../app/routes/admin/appointments/kapora';
import * as depositApi from '../../app/routes/api/api.appointments.$id.deposit';
import * as depositsApi from '../../app/routes/api/api.deposits';
import { bearerToken, callRoute, createTestUser, sessionCookieHeader, testRequest } from '../helpers/admin';
import { insertTestAppointment } from '../helpers/appointments';
import {
  startIyzicoStandIn,
  STAND_IN_API_KEY,
  STAND_IN_SECRET_KEY,
  type IyzicoStandIn,
} from '../helpers/iyzico-stand-in';
import { createTestContext, createTestDb, TEST_ACTOR, TEST_CUSTOMER } from '../helpers/test-db';
import { demoIds } from './booking-fixtures';

let standIn: IyzicoStandIn;
beforeAll(async () => {
  standIn = await startIyzicoStandIn();
});
afterAll(() => standIn.close());

async function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  writeSetting(db, TEST_ACTOR, 'depositPolicy', { ...DEFAULT_DEPOSIT_POLICY, enabled: true, transferEnabled: false });
  saveIyzicoSettings(db, context.config.secretsKey, {
    baseUrl: standIn.url,
    apiKey: STAND_IN_API_KEY,
    secretKey: STAND_IN_SECRET_KEY,
  });
  const ids = demoIds(db);
  const id = insertTestAppointment(db, {
    customerName: 'Ayşe Kaya',
    customerEmail: 'ayse@example.com',
    teamMemberId: ids.member('Zeynep Kaya').id,
    date: '2026-11-26',
    time: '12:00',
    status: 'pending',
    totalPriceKurus: 35_000,
    createdAt: context.now(),
    services: [{ serviceId: ids.service('Klasik Manikür').id, name: 'Klasik Manikür', priceKurus: 35_000 }],
  });
  db.transaction((tx) => openDepositForBooking(tx, TEST_CUSTOMER, id, context.now()));
  const path = managePathFor(db, context.config.sessionSecret, id)!;
  const token = path.slice('/randevu/'.length);
  return { db, context, id, path, token };
}

describe('the customer’s page and iyzico’s callback', () => {
  it('shows the kapora, opens iyzico’s page with a 303, and comes back to "Kapora alındı"', async () => {
    const s = await setup();
    const page = await callRoute(manage.loader as never, testRequest(s.path), s.context, { token: s.token });
    expect(page.data).toMatchObject({ kapora: { status: 'awaiting', amountKurus: 10_500, card: true } });

    const pay = await callRoute(
      manage.action as never,
      testRequest(s.path, { form: { intent: 'kapora-kart' } }),
      s.context,
      { token: s.token },
    );
    expect(pay.status).toBe(303);
    const pageUrl = pay.headers.get('location')!;
    expect(pageUrl.startsWith(`${standIn.url}/odeme/`)).toBe(true);
    const iyzicoToken = pageUrl.split('/').at(-1)!;
    const { callbackUrl } = standIn.pay(iyzicoToken);
    expect(new URL(callbackUrl).pathname).toBe('/kapora/donus');

    const back = await callRoute(
      callback.action as never,
      testRequest('/kapora/donus', { form: { token: iyzicoToken }, origin: standIn.url }),
      s.context,
    );
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${s.path}?kapora=alindi#kapora`);
    expect(depositOfAppointment(s.db, s.id)).toMatchObject({ status: 'paid', method: 'card' });
    // a forged token: 404, nothing asked of iyzico
    const forged = await callRoute(
      callback.action as never,
      testRequest('/kapora/donus', { form: { token: 'x'.repeat(36) } }),
      s.context,
    );
    expect(forged.status).toBe(404);
    expect(forged.data).toBe('Kapora bulunamadı');
    // a GET of the callback (a reload) goes home
    expect((await callRoute(callback.loader as never, testRequest('/kapora/donus'), s.context)).status).toBe(303);
  });

  it('a declined card comes back to the page that still asks for it', async () => {
    const s = await setup();
    const pay = await callRoute(
      manage.action as never,
      testRequest(s.path, { form: { intent: 'kapora-kart' } }),
      s.context,
      { token: s.token },
    );
    const iyzicoToken = pay.headers.get('location')!.split('/').at(-1)!;
    standIn.pay(iyzicoToken, 'declined');
    const back = await callRoute(
      callback.action as never,
      testRequest('/kapora/donus', { form: { token: iyzicoToken } }),
      s.context,
    );
    expect(back.headers.get('location')).toBe(`${s.path}?kapora=olmadi#kapora`);
    expect(depositOfAppointment(s.db, s.id)!.status).toBe('awaiting');
  });
});

describe('the desk and the JSON API', () => {
  it('the panel’s "Kapora geldi" records a transfer once; an artist may not', async () => {
    const s = await setup();
    const desk = await createTestUser(s.db, { role: 'reception' });
    const cookie = await sessionCookieHeader(s.context, desk.id);
    const version = String(depositOfAppointment(s.db, s.id)!.version);
    const form = { intent: 'take', method: 'transfer', amount: '105,00', version, back: '/admin/appointments' };
    const first = await callRoute(
      deskRoute.action as never,
      testRequest(`/admin/appointments/${s.id}/kapora`, { cookie, form }),
      s.context,
      { id: String(s.id) },
    );
    expect(first.status).toBe(303);
    expect(depositOfAppointment(s.db, s.id)).toMatchObject({ status: 'paid', method: 'transfer' });
    // the same form again (its version is old now): refused, nothing written twice
    const again = await callRoute(
      deskRoute.action as never,
      testRequest(`/admin/appointments/${s.id}/kapora`, { cookie, form }),
      s.context,
      { id: String(s.id) },
    );
    expect(again.status).toBe(409);
    const artist = await createTestUser(s.db, { role: 'member' });
    const refused = await callRoute(
      deskRoute.action as never,
      testRequest(`/admin/appointments/${s.id}/kapora`, {
        cookie: await sessionCookieHeader(s.context, artist.id),
        form,
      }),
      s.context,
      { id: String(s.id) },
    );
    expect(refused.status).toBe(403);
  });

  it('POST /api/appointments/{id}/deposit takes it once; GET /api/deposits lists the day', async () => {
    const s = await setup();
    const desk = await createTestUser(s.db, { role: 'reception' });
    const bearer = bearerToken(s.context, desk.id);
    const post = () =>
      callRoute(
        depositApi.action as never,
        testRequest(`/api/appointments/${s.id}/deposit`, {
          json: { method: 'cash', amount: 105 },
          bearer,
          origin: null,
        }),
        s.context,
        { id: String(s.id) },
      );
    expect((await post()).data).toMatchObject({ success: true, changed: true, deposit: { status: 'paid' } });
    expect((await post()).data).toMatchObject({ success: true, changed: false });
    const day = await callRoute(
      depositsApi.loader as never,
      testRequest('/api/deposits?status=paid&date=2026-11-24', { bearer, origin: null }),
      s.context,
    );
    expect(day.data).toMatchObject({
      success: true,
      deposits: [{ appointmentId: s.id, method: 'cash' }],
      day: { received: { cash: 10_500 }, cashKurus: 10_500 },
    });
    const artist = await createTestUser(s.db, { role: 'member' });
    const refused = await callRoute(
      depositApi.action as never,
      testRequest(`/api/appointments/${s.id}/deposit`, {
        json: { method: 'cash', amount: 105 },
        bearer: bearerToken(s.context, artist.id),
        origin: null,
      }),
      s.context,
      { id: String(s.id) },
    );
    expect(refused.status).toBe(403);
  });
});
