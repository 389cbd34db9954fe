/**
 * KVKK in the back office: the consent records per customer, the JSON export, the erasure
 * (appointments kept anonymised), publishing a new notice version, the public /kvkk page,
 * and that none of it answers without an admin session.
 */
import fs from 'node:fs';
import path from 'node:path';
import { count, eq, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { describe, expect, it } from 'vitest';
import { appointments, customers, outbox, surveyQuestions, surveyResponses, surveys } from '../../db/schema';
import { ANONYMOUS_CUSTOMER_NAME, ERASE_MESSAGES } from '../../app/domain/personal-data';
import { defaultNoticeText, KVKK_MESSAGES } from '../../app/domain/kvkk';
import * as adminCustomers from '../../app/routes/admin/people/customers';
import * as mergeApi from '../../app/routes/api/api.customers.$id.merge';
import * as exportRoute from '../../app/routes/admin/people/customer-export';
import * as adminKvkk from '../../app/routes/admin/content/kvkk';
import * as publicKvkk from '../../app/routes/site/kvkk';
import { callRoute, createTestUser, sessionCookieHeader, testRequest } from '../helpers/admin';
import { fieldMessages } from '../helpers/form-reply';
import { createTestContext, createTestDb } from '../helpers/test-db';
import { bookDemo } from './booking-fixtures';

// "now" is Tuesday 2026-11-24 10:00 (Istanbul).

/** What the statistics read: the number of appointments and their total price. */
function countAppointmentsForTest(db: Db) {
  return db
    .select({ n: count(), kurus: sum(appointments.totalPriceKurus) })
    .from(appointments)
    .get();
}
async function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db, { clientIp: '198.51.100.4' });
  const admin = await createTestUser(db);
  const cookie = await sessionCookieHeader(context, admin.id);
  const book = (over: Record<string, unknown>) => bookDemo(context, { notes: 'Kısa kesim', ...over }).appointment;
  // Ayşe: one booking with a consent record, one through the API without one; Ece: someone else.
  const withConsent = book({ consent: { version: 1, at: new Date('2026-11-24T09:55:00+03:00'), ip: '198.51.100.4' } });
  const withoutConsent = book({ time: '11:00', source: 'api', notes: null });
  const other = book({
    customerName: 'Ece Su',
    customerEmail: 'ece@example.com',
    customerPhone: '05330001122',
    time: '12:00',
  });
  const customerId = withConsent.customerId!;
  // a completed survey of Ayşe's first appointment, and a message about it
  const survey = db
    .insert(surveys)
    .values({
      token: 'anket-token-1',
      appointmentId: withConsent.id,
      customerId,
      customerName: 'Ayşe Kaya',
      customerEmail: 'ayse@example.com',
      isCompleted: true,
      expiresAt: new Date('2026-12-24'),
      completedAt: context.now(),
    })
    .returning()
    .get();
  const [rating, text] = [
    db.select().from(surveyQuestions).where(eq(surveyQuestions.questionType, 'rating')).get()!,
    db.select().from(surveyQuestions).where(eq(surveyQuestions.questionType, 'text')).get()!,
  ];
  db.insert(surveyResponses)
    .values([
      { surveyId: survey.id, questionId: rating.id, rating: 5 },
      { surveyId: survey.id, questionId: text.id, answer: 'Ayşe olarak çok memnun kaldım' },
    ])
    .run();
  db.insert(outbox)
    .values([
      {
        channel: 'email',
        topic: 'booking-received',
        payload: { to: 'ayse@example.com', appointmentId: withConsent.id, customerName: 'Ayşe Kaya' },
      },
      {
        channel: 'telegram',
        topic: 'new-appointment',
        payload: { appointmentId: withoutConsent.id, customerName: 'Ayşe Kaya' },
      },
      { channel: 'email', topic: 'survey-invitation', payload: { surveyId: survey.id, to: 'AYSE@example.com' } },
      { channel: 'email', topic: 'booking-received', payload: { to: 'ece@example.com', appointmentId: other.id } },
    ])
    .run();
  const get = (handler: (args: never) => unknown, path: string, params: Record<string, string> = {}) =>
    callRoute(handler, testRequest(path, { cookie }), context, params);
  const post = (handler: (args: never) => unknown, path: string, form: Record<string, string>) =>
    callRoute(handler, testRequest(path, { cookie, form }), context);
  return { db, context, cookie, customerId, withConsent, withoutConsent, other, survey, get, post, book };
}

describe('one customer per person (e-mail AND phone)', () => {
  it("a booking with Ayşe's phone and another e-mail is not in Ayşe's export, and her erasure leaves it alone", async () => {
    const { db, context, customerId, get, post, book } = await setup();
    const stranger = book({
      customerName: 'Yabancı Kişi',
      customerEmail: 'yabanci@example.com',
      customerPhone: '0532 123 45 67',
      time: '13:00',
      notes: 'Yabancının notu',
    });
    expect(stranger.customerId).not.toBe(customerId);
    const res = await get(exportRoute.loader, `/admin/customers/${customerId}/export`, { id: String(customerId) });
    const text = JSON.stringify(res.data);
    expect(text).not.toContain('Yabancı Kişi');
    expect(text).not.toContain('yabanci@example.com');
    expect(text).not.toContain('Yabancının notu');

    // her erasure leaves the stranger's booking as it was, even once it is unlinked
    db.update(appointments).set({ customerId: null }).where(eq(appointments.id, stranger.id)).run();
    const erased = await post(adminCustomers.action, `/admin/customers?erase=${customerId}`, {
      intent: 'erase',
      recordId: String(customerId),
      confirm: 'on',
    });
    expect(erased.status).toBe(302);
    expect(db.select().from(appointments).where(eq(appointments.id, stranger.id)).get()).toMatchObject({
      customerName: 'Yabancı Kişi',
      customerEmail: 'yabanci@example.com',
      notes: 'Yabancının notu',
    });
    expect(context.events).toContain('appointments-changed');
  });

  it('the admin merges two rows of one person on the customers screen (no JavaScript) and through the API', async () => {
    const { db, context, cookie, customerId, withConsent, get, post, book } = await setup();
    // Ayşe with a new e-mail: a second row
    const second = book({ customerEmail: 'ayse.yeni@example.com', time: '14:00' });
    expect(second.customerId).not.toBe(customerId);
    const screen = await get(adminCustomers.loader, `/admin/customers?merge=${customerId}`);
    const merging = (screen.data as { merging: { customer: { id: number }; candidates: { id: number }[] } }).merging;
    expect(merging.customer.id).toBe(customerId);
    expect(merging.candidates[0]!.id).toBe(second.customerId); // shares the phone: listed first

    expect(
      await post(adminCustomers.action, `/admin/customers?merge=${customerId}`, {
        intent: 'merge',
        recordId: String(customerId),
        otherId: '',
      }),
    ).toMatchObject({
      status: 400,
      data: { intent: 'merge', lastResult: { error: { '': ['Birleştirilecek müşteriyi seçin'] } } },
    });
    expect(
      await post(adminCustomers.action, `/admin/customers?merge=${customerId}`, {
        intent: 'merge',
        recordId: String(customerId),
        otherId: String(customerId),
      }),
    ).toMatchObject({
      status: 400,
      data: { intent: 'merge', lastResult: { error: { '': ['Bir müşteri kendisiyle birleştirilemez'] } } },
    });
    const merged = await post(adminCustomers.action, `/admin/customers?merge=${customerId}`, {
      intent: 'merge',
      recordId: String(customerId),
      otherId: String(second.customerId),
    });
    expect(merged.status).toBe(302);
    expect(merged.headers.get('Location')).toBe('/admin/customers?ok=merged');
    expect(db.select().from(customers).where(eq(customers.id, second.customerId!)).get()).toBeUndefined();
    expect(
      db.select({ c: appointments.customerId }).from(appointments).where(eq(appointments.id, second.id)).get(),
    ).toEqual({ c: customerId });
    const exported = await get(exportRoute.loader, `/admin/customers/${customerId}/export`, { id: String(customerId) });
    expect((exported.data as { appointments: { id: number }[] }).appointments.map((a) => a.id)).toEqual(
      expect.arrayContaining([withConsent.id, second.id]),
    );

    // the API: a third row joined in
    const third = book({ customerPhone: '0555 000 11 22', time: '15:00' });
    const api = await callRoute(
      mergeApi.action,
      testRequest(`/api/customers/${customerId}/merge`, { cookie, json: { customerId: third.customerId } }),
      context,
      { id: String(customerId) },
    );
    expect(api).toMatchObject({
      status: 200,
      data: {
        success: true,
        message: 'Müşteriler birleştirildi',
        movedAppointments: 1,
        customer: { id: customerId, totalAppointments: 4 },
      },
    });
    expect(
      (
        await callRoute(
          mergeApi.action,
          testRequest(`/api/customers/${customerId}/merge`, { cookie, json: { customerId: 99999 } }),
          context,
          { id: String(customerId) },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await callRoute(
          mergeApi.action,
          testRequest(`/api/customers/${customerId}/merge`, { json: { customerId: third.customerId } }),
          context,
          { id: String(customerId) },
        )
      ).status,
    ).toBe(401);
  });
});

describe('consent records and data export per customer', () => {
  it('lists each appointment with the accepted version, time and IP, or no record', async () => {
    const { customerId, withConsent, withoutConsent, get } = await setup();
    const res = await get(adminCustomers.loader, `/admin/customers?kvkk=${customerId}`);
    expect(res.status).toBe(200);
    const kvkk = (res.data as { kvkk: { customer: unknown; consents: unknown[] } }).kvkk;
    expect(kvkk.customer).toEqual({ id: customerId, name: 'Ayşe Kaya' });
    expect(kvkk.consents).toEqual([
      expect.objectContaining({
        appointmentId: withoutConsent.id,
        source: 'api',
        noticeVersion: null,
        acceptedAt: null,
        ip: null,
      }),
      expect.objectContaining({
        appointmentId: withConsent.id,
        source: 'web',
        noticeVersion: 1,
        acceptedAt: '2026-11-24T06:55:00.000Z',
        ip: '198.51.100.4',
      }),
    ]);
    expect((await get(adminCustomers.loader, '/admin/customers?kvkk=99999')).status).toBe(404);
  });

  it('exports customer, appointments, consents and survey responses as a JSON download', async () => {
    const { customerId, withConsent, withoutConsent, other, survey, get } = await setup();
    const res = await get(exportRoute.loader, `/admin/customers/${customerId}/export`, { id: String(customerId) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="kisisel-veriler-musteri-${customerId}-2026-11-24.json"`,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const file = res.data as Record<string, any>;
    expect(file.customer).toMatchObject({
      id: customerId,
      name: 'Ayşe Kaya',
      email: 'ayse@example.com',
      phone: '05321234567',
    });
    expect(file.dataController).toMatchObject({ name: 'Sheva Nail Art Studio' });
    expect(file.appointments.map((a: { id: number }) => a.id)).toEqual([withConsent.id, withoutConsent.id]);
    expect(file.appointments.map((a: { id: number }) => a.id)).not.toContain(other.id);
    expect(file.appointments[0]).toMatchObject({
      date: '2026-11-25',
      time: '10:00',
      notes: 'Kısa kesim',
      services: ['Klasik Manikür'],
      totalPrice: 350,
      teamMember: 'Zeynep Kaya',
      customerEmail: 'ayse@example.com',
    });
    expect(file.consents).toEqual([
      {
        appointmentId: withConsent.id,
        noticeVersion: 1,
        noticePublishedAt: expect.any(String),
        acceptedAt: '2026-11-24T06:55:00.000Z',
        ip: '198.51.100.4',
      },
    ]);
    expect(file.surveys).toEqual([
      expect.objectContaining({
        id: survey.id,
        appointmentId: withConsent.id,
        responses: expect.arrayContaining([
          expect.objectContaining({ rating: 5 }),
          expect.objectContaining({ answer: 'Ayşe olarak çok memnun kaldım' }),
        ]),
      }),
    ]);
    expect((await get(exportRoute.loader, '/admin/customers/99999/export', { id: '99999' })).status).toBe(404);
    expect((await get(exportRoute.loader, '/admin/customers/abc/export', { id: 'abc' })).status).toBe(404);
  });
});

describe('erasing a customer on request', () => {
  it('asks for the confirmation first and names the upcoming appointments', async () => {
    const { db, customerId, get, post } = await setup();
    const confirm = await get(adminCustomers.loader, `/admin/customers?erase=${customerId}`);
    expect((confirm.data as { erasing: unknown }).erasing).toEqual({
      id: customerId,
      name: 'Ayşe Kaya',
      appointments: 2,
      upcoming: 2,
    });
    const refused = await post(adminCustomers.action, `/admin/customers?erase=${customerId}`, {
      intent: 'erase',
      recordId: String(customerId),
    });
    expect(refused).toMatchObject({
      status: 400,
      data: { intent: 'erase', lastResult: { error: { '': [ERASE_MESSAGES.confirmRequired] } } },
    });
    expect(db.select().from(customers).where(eq(customers.id, customerId)).get()).toBeDefined();
  });

  it('removes the personal data and keeps the appointments anonymised for the calendar and the statistics', async () => {
    const { db, context, customerId, withConsent, withoutConsent, other, survey, post } = await setup();
    const before = countAppointmentsForTest(db);
    const events = context.events.length;
    const res = await post(adminCustomers.action, `/admin/customers?q=ay%C5%9Fe&erase=${customerId}`, {
      intent: 'erase',
      recordId: String(customerId),
      confirm: 'on',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/admin/customers?q=ay%C5%9Fe&ok=erased');

    expect(db.select().from(customers).where(eq(customers.id, customerId)).get()).toBeUndefined();
    const kept = db.select().from(appointments).where(eq(appointments.id, withConsent.id)).get()!;
    expect(kept).toMatchObject({
      customerId: null,
      customerName: ANONYMOUS_CUSTOMER_NAME,
      customerEmail: null,
      customerPhone: null,
      notes: null,
      kvkkConsentIp: null,
      // what the calendar and the statistics use stays
      date: '2026-11-25',
      time: '10:00',
      status: 'pending',
      totalPriceKurus: 35_000,
      durationMinutes: 45,
      kvkkNoticeVersion: 1,
    });
    expect(db.select().from(appointments).where(eq(appointments.id, withoutConsent.id)).get()).toMatchObject({
      customerName: ANONYMOUS_CUSTOMER_NAME,
      customerEmail: null,
      time: '11:00',
    });
    expect(countAppointmentsForTest(db)).toEqual(before);
    // nobody else is touched
    expect(db.select().from(appointments).where(eq(appointments.id, other.id)).get()).toMatchObject({
      customerName: 'Ece Su',
      customerEmail: 'ece@example.com',
    });
    // the survey keeps its rating, loses the name, e-mail and the free text
    expect(db.select().from(surveys).where(eq(surveys.id, survey.id)).get()).toMatchObject({
      customerId: null,
      customerName: ANONYMOUS_CUSTOMER_NAME,
      customerEmail: null,
      isCompleted: true,
    });
    const answers = db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, survey.id)).all();
    expect(answers.map((a) => a.rating).filter((r) => r !== null)).toEqual([5]);
    expect(answers.every((a) => a.answer === null)).toBe(true);
    // messages about her are gone, Ece's stays
    // (with no mail set up, Ece's booking receipt waits for a channel too: decision 0341)
    const left = db.select({ payload: outbox.payload }).from(outbox).all();
    expect(left).toContainEqual({ payload: { to: 'ece@example.com', appointmentId: other.id } });
    expect(left.every((r) => r.payload.appointmentId === other.id)).toBe(true);
    expect(context.events.slice(events)).toEqual(['appointments-changed']);
    // the customer is gone: a second request finds nobody
    expect(
      (
        await post(adminCustomers.action, '/admin/customers', {
          intent: 'erase',
          recordId: String(customerId),
          confirm: 'on',
        })
      ).status,
    ).toBe(404);
  });
});

describe('what else is hers', () => {
  it('a survey made by hand for her e-mail is exported and anonymised; a sent reminder keeps its key so it is not sent again', async () => {
    const { db, customerId, withConsent, get, post } = await setup();
    const byHand = db
      .insert(surveys)
      .values({
        token: 'anket-elle-1',
        customerName: 'Ayşe Kaya',
        customerEmail: 'Ayse@Example.com',
        expiresAt: new Date('2026-12-24'),
      })
      .returning()
      .get();
    const stranger = db
      .insert(surveys)
      .values({
        token: 'anket-elle-2',
        customerName: 'Başkası',
        customerEmail: 'baska@example.com',
        expiresAt: new Date('2026-12-24'),
      })
      .returning()
      .get();
    const reminderKey = `reminder:telegram:${withConsent.id}:2026-11-25T10:00`;
    db.insert(outbox)
      .values({
        channel: 'telegram',
        topic: 'studio-reminder',
        payload: { appointmentId: withConsent.id, customerName: 'Ayşe Kaya' },
        status: 'sent',
        dedupeKey: reminderKey,
      })
      .run();

    const file = (await get(exportRoute.loader, `/admin/customers/${customerId}/export`, { id: String(customerId) }))
      .data as { surveys: { token?: string; id?: number }[] };
    expect(JSON.stringify(file.surveys)).toContain('Ayse@Example.com');
    expect(JSON.stringify(file.surveys)).not.toContain('baska@example.com');

    expect(
      (
        await post(adminCustomers.action, '/admin/customers', {
          intent: 'erase',
          recordId: String(customerId),
          confirm: 'on',
        })
      ).status,
    ).toBe(302);
    expect(db.select().from(surveys).where(eq(surveys.id, byHand.id)).get()).toMatchObject({
      customerName: ANONYMOUS_CUSTOMER_NAME,
      customerEmail: null,
    });
    expect(db.select().from(surveys).where(eq(surveys.id, stranger.id)).get()).toMatchObject({
      customerName: 'Başkası',
      customerEmail: 'baska@example.com',
    });
    expect(db.select().from(outbox).where(eq(outbox.dedupeKey, reminderKey)).get()).toMatchObject({
      status: 'sent',
      payload: {},
    });
  });
});

describe('the privacy notice versions', () => {
  it('publishes a new version; the old one stays readable in the admin and on the site', async () => {
    const { context, get, post } = await setup();
    const first = await get(adminKvkk.loader, '/admin/kvkk');
    expect(first.data).toMatchObject({ current: { version: 1 }, shown: { version: 1 }, versions: [{ version: 1 }] });

    const unchanged = await post(adminKvkk.action, '/admin/kvkk', {
      intent: 'publish',
      body: `${defaultNoticeText()}\n\n`,
    });
    expect(unchanged.status).toBe(400);
    expect(fieldMessages(unchanged.data).body).toBe(KVKK_MESSAGES.unchanged);
    const short = await post(adminKvkk.action, '/admin/kvkk', { intent: 'publish', body: 'kısa' });
    expect(short).toMatchObject({ status: 400, data: { lastResult: { initialValue: { body: 'kısa' } } } });
    expect(fieldMessages(short.data).body).toBe(KVKK_MESSAGES.bodyTooShort);

    const body = `${defaultNoticeText()}\n\n# Çerezler\nSitemiz yalnızca oturum için zorunlu çerezler kullanır.`;
    const published = await post(adminKvkk.action, '/admin/kvkk', { intent: 'publish', body });
    expect(published.status).toBe(302);
    expect(published.headers.get('location')).toBe('/admin/kvkk?ok=published');
    const after = await get(adminKvkk.loader, '/admin/kvkk?ok=published');
    expect(after.data).toMatchObject({
      current: { version: 2, publishedAt: context.now().toISOString() },
      notice: KVKK_MESSAGES.published,
      versions: [{ version: 2 }, { version: 1 }],
    });
    expect((await get(adminKvkk.loader, '/admin/kvkk?surum=1')).data).toMatchObject({
      shown: { version: 1, body: defaultNoticeText() },
    });
    expect((await get(adminKvkk.loader, '/admin/kvkk?surum=9')).status).toBe(404);

    const site = await callRoute(publicKvkk.loader as never, testRequest('/kvkk'), context);
    expect(site.data).toMatchObject({ shown: { version: 2 }, currentVersion: 2 });
    expect((site.data as { shown: { body: string } }).shown.body).toContain('# Çerezler');
    expect((await callRoute(publicKvkk.loader as never, testRequest('/kvkk?surum=1'), context)).data).toMatchObject({
      shown: { version: 1 },
      currentVersion: 2,
    });
    expect((await callRoute(publicKvkk.loader as never, testRequest('/kvkk?surum=7'), context)).status).toBe(404);
    expect((await callRoute(publicKvkk.loader as never, testRequest('/kvkk?surum=x'), context)).status).toBe(404);
  });
});

describe('without an admin session', () => {
  it('sends every KVKK screen, the export and the erasure to the sign-in page', async () => {
    const { db, context, customerId } = await setup();
    const anonymous = [
      () => callRoute(adminCustomers.loader as never, testRequest(`/admin/customers?kvkk=${customerId}`), context),
      () =>
        callRoute(exportRoute.loader as never, testRequest(`/admin/customers/${customerId}/export`), context, {
          id: String(customerId),
        }),
      () =>
        callRoute(
          adminCustomers.action as never,
          testRequest('/admin/customers', { form: { intent: 'erase', recordId: String(customerId), confirm: 'on' } }),
          context,
        ),
      () => callRoute(adminKvkk.loader as never, testRequest('/admin/kvkk'), context),
      () =>
        callRoute(
          adminKvkk.action as never,
          testRequest('/admin/kvkk', { form: { intent: 'publish', body: `${defaultNoticeText()} değişti` } }),
          context,
        ),
    ];
    for (const call of anonymous) {
      const res = await call();
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toMatch(/^\/admin\/login/);
    }
    expect(db.select().from(customers).where(eq(customers.id, customerId)).get()).toBeDefined();
  });

  it('the public notice says how long the off-site copy keeps older pages, even when the published text does not (issue 37)', async () => {
    const { context, post } = await setup();
    // the figure as deploy/litestream.yml sets it (every replica's retention, in hours)
    const config = fs.readFileSync(path.join(import.meta.dirname, '../../deploy/litestream.yml'), 'utf8');
    const hours = [...config.matchAll(/^\s+retention: (\d+)h$/gm)].map((m) => Number(m[1]));
    expect(hours.length).toBeGreaterThan(0);
    const days = hours[0]! / 24;
    expect(hours.every((h) => h / 24 === days)).toBe(true);
    const said = `eski hâllerini ${days} gün saklar`;

    // the default text says it in its own words: shown as published, said once
    const first = await callRoute(publicKvkk.loader as never, testRequest('/kvkk'), context);
    const firstBody = (first.data as { shown: { body: string } }).shown.body;
    expect(firstBody).toBe(defaultNoticeText());
    expect(firstBody).toContain(`en fazla ${days} gün daha kalır`);

    // an owner's text without it: the page adds the "Yedekler" section with the figure
    const body = defaultNoticeText()
      .replace(/Verilerin kaybolmaması için[^\n]*/, '')
      .trim();
    expect(body).not.toContain(`${days} gün`);
    expect((await post(adminKvkk.action, '/admin/kvkk', { intent: 'publish', body })).status).toBe(302);
    const site = await callRoute(publicKvkk.loader as never, testRequest('/kvkk'), context);
    const shown = (site.data as { shown: { body: string } }).shown.body;
    expect(shown).toContain('# Yedekler');
    expect(shown).toContain(said);
    // the version a customer accepted stays as it was
    const old = await callRoute(publicKvkk.loader as never, testRequest('/kvkk?surum=1'), context);
    expect((old.data as { shown: { body: string } }).shown.body).toBe(defaultNoticeText());
  });
});
