import { describe, expect, it } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import { appointments, customers, services, teamMemberCategories } from '../../db/schema';
import { BOOKING_MESSAGES, slotTakenMessage } from '../../app/domain/booking-rules';
import * as slotsRoute from '../../app/routes/api/api.appointments.available-slots.$date';
import * as datesRoute from '../../app/routes/api/api.appointments.available-dates';
import * as conflictRoute from '../../app/routes/api/api.appointments.check-conflict';
import * as appointmentsRoute from '../../app/routes/api/api.appointments';
import * as kvkkRoute from '../../app/routes/api/api.kvkk';
import * as customersRoute from '../../app/routes/api/api.customers';
import { createTestContext, createTestDb, TEST_ACTOR } from '../helpers/test-db';
import { CUSTOMER, demoIds, setCapacity } from './booking-fixtures';
import { defaultNoticeText, KVKK_MESSAGES } from '../../app/domain/kvkk';
import { publishNotice } from '../../app/models/content/kvkk.server';
import { configureSms } from './messaging/fixtures';
import { provePhone } from '../helpers/phone-proof';
import { bearerToken, createTestUser } from '../helpers/admin';
import { findCustomers } from '../../app/models/people/customers.server';

// "now" is Tuesday 2026-11-24 10:00 (Istanbul).
type Handler = (args: never) => unknown;

/** Calls a route loader or action as React Router would; a thrown Response is the answer. */
async function call(
  handler: Handler,
  request: Request,
  context: ReturnType<typeof createTestContext>,
  params: Record<string, string> = {},
) {
  try {
    return (await (handler as (args: unknown) => unknown)({ request, params, context })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const get = (path: string) => new Request(`http://localhost${path}`);
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const ids = demoIds(db);
  const zeynep = ids.member('Zeynep Kaya').id;
  const manicure = ids.service('Klasik Manikür').id;
  const payload = {
    ...CUSTOMER,
    serviceNames: ['Klasik Manikür'],
    serviceIds: [manicure],
    packageIds: [],
    teamMemberId: zeynep,
    date: '2026-11-25',
    time: '10:00',
    notes: '',
    totalDuration: 5,
    customDuration: 5,
  };
  return { db, context, ids, zeynep, manicure, payload };
}

describe('POST /api/appointments', () => {
  it('books with the spec payload and answers 201 with the appointment (price and duration from the database)', async () => {
    const { db, context, payload, zeynep, manicure } = setup();
    const res = await call(appointmentsRoute.action, post('/api/appointments', payload), context);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      appointment: {
        customerName: 'Ayşe Kaya',
        teamMemberId: zeynep,
        teamMember: { name: 'Zeynep Kaya' },
        date: '2026-11-25',
        time: '10:00',
        status: 'pending',
        serviceIds: [manicure],
        serviceNames: ['Klasik Manikür'],
        totalPrice: 350,
        totalDuration: 45,
        customDuration: null,
      },
    });
    expect(db.select().from(appointments).get()).toMatchObject({
      durationMinutes: 45,
      customDuration: null,
      source: 'api',
      kvkkConsentAt: null,
      kvkkNoticeVersion: null,
      kvkkConsentIp: null,
    });
  });

  it('records the consent of an API client: the current notice version, the time and the IP', async () => {
    const { db, context, payload } = setup();
    context.clientIp = '203.0.113.9';
    const res = await call(
      appointmentsRoute.action,
      post('/api/appointments', { ...payload, kvkkConsent: true }),
      context,
    );
    expect(res.status).toBe(201);
    expect(db.select().from(appointments).get()).toMatchObject({
      kvkkConsentAt: context.now(),
      kvkkNoticeVersion: 1,
      kvkkConsentIp: '203.0.113.9',
    });
  });

  it("records the SMS / WhatsApp opt-in like the booking form's boxes, for a phone proved with a code: time and IP per ticked channel; none without the proof, absent or false", async () => {
    const withSms = () => {
      const s = setup();
      configureSms(s.db, { kinds: ['booking-received'] });
      return {
        ...s,
        proof: () =>
          provePhone(s.db, {
            phone: s.payload.customerPhone,
            now: s.context.now(),
            secretsKey: s.context.config.secretsKey,
          }),
      };
    };
    const both = withSms();
    both.context.clientIp = '203.0.113.9';
    const res = await call(
      appointmentsRoute.action,
      post('/api/appointments', {
        ...both.payload,
        smsConsent: true,
        whatsappConsent: true,
        phoneVerificationId: both.proof(),
      }),
      both.context,
    );
    expect(res.status).toBe(201);
    expect((await res.json()).messageOptIn).toEqual({ sms: true, whatsapp: true });
    expect(both.db.select().from(appointments).get()).toMatchObject({
      smsConsentAt: both.context.now(),
      whatsappConsentAt: both.context.now(),
      messageConsentIp: '203.0.113.9',
    });

    const smsOnly = withSms();
    smsOnly.context.clientIp = '203.0.113.10';
    expect(
      (
        await call(
          appointmentsRoute.action,
          post('/api/appointments', {
            ...smsOnly.payload,
            smsConsent: true,
            whatsappConsent: false,
            phoneVerificationId: smsOnly.proof(),
          }),
          smsOnly.context,
        )
      ).status,
    ).toBe(201);
    expect(smsOnly.db.select().from(appointments).get()).toMatchObject({
      smsConsentAt: smsOnly.context.now(),
      whatsappConsentAt: null,
      messageConsentIp: '203.0.113.10',
    });

    // ticked without a proof (docs/decisions/0330), absent (an older client) or false records nothing
    for (const extra of [
      { smsConsent: true, whatsappConsent: true },
      {},
      { smsConsent: false, whatsappConsent: false },
    ]) {
      const none = withSms();
      none.context.clientIp = '203.0.113.11';
      expect(
        (await call(appointmentsRoute.action, post('/api/appointments', { ...none.payload, ...extra }), none.context))
          .status,
      ).toBe(201);
      expect(none.db.select().from(appointments).get()).toMatchObject({
        smsConsentAt: null,
        whatsappConsentAt: null,
        messageConsentIp: null,
      });
    }
  });

  it('GET /api/kvkk gives API clients the current notice to show', async () => {
    const { context } = setup();
    const res = await call(kvkkRoute.loader, get('/api/kvkk'), context);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      notice: { version: 1, publishedAt: expect.any(String), text: defaultNoticeText() },
    });
  });

  it('refuses a booking whose consent is false, or names an outdated or unknown notice version', async () => {
    const { db, context, payload } = setup();
    const refused = await call(
      appointmentsRoute.action,
      post('/api/appointments', { ...payload, kvkkConsent: false }),
      context,
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ success: false, message: "KVKK Aydınlatma Metni'ni kabul etmelisiniz." });
    // a version without the consent itself is no consent either
    expect(
      (await call(appointmentsRoute.action, post('/api/appointments', { ...payload, kvkkVersion: 1 }), context)).status,
    ).toBe(400);

    publishNotice(db, TEST_ACTOR, { body: `${defaultNoticeText()}\n\nEk bilgi.`, now: context.now(), userId: null });
    const outdated = await call(
      appointmentsRoute.action,
      post('/api/appointments', { ...payload, kvkkConsent: true, kvkkVersion: 1 }),
      context,
    );
    expect(outdated.status).toBe(409);
    expect(await outdated.json()).toEqual({ success: false, message: KVKK_MESSAGES.outdated });
    const unknown = await call(
      appointmentsRoute.action,
      post('/api/appointments', { ...payload, kvkkConsent: true, kvkkVersion: 7 }),
      context,
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ success: false, message: KVKK_MESSAGES.unknownVersion });
    expect(db.select().from(appointments).all()).toHaveLength(0);

    const ok = await call(
      appointmentsRoute.action,
      post('/api/appointments', { ...payload, kvkkConsent: 'true', kvkkVersion: '2' }),
      context,
    );
    expect(ok.status).toBe(201);
    expect(db.select().from(appointments).get()).toMatchObject({ kvkkNoticeVersion: 2 });
  });

  it('refuses a date past the 60-day horizon with the Turkish message and writes nothing', async () => {
    const { db, context, payload } = setup();
    const res = await call(
      appointmentsRoute.action,
      post('/api/appointments', { ...payload, date: '2027-06-01', time: '10:00' }),
      context,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, message: BOOKING_MESSAGES.beyondHorizon });
    expect(db.select().from(appointments).all()).toHaveLength(0);
    expect(db.select().from(customers).all()).toHaveLength(0);
    expect(context.events).toEqual([]);
  });

  it('answers 409 with the slot-taken message for a taken slot', async () => {
    const { context, payload } = setup();
    await call(appointmentsRoute.action, post('/api/appointments', payload), context);
    const res = await call(
      appointmentsRoute.action,
      post('/api/appointments', { ...payload, customerEmail: 'diger@example.com' }),
      context,
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ success: false, message: slotTakenMessage('10:00') });
  });

  it('answers a retry with the same Idempotency-Key with the same appointment', async () => {
    const { db, context, payload } = setup();
    const first = await call(
      appointmentsRoute.action,
      post('/api/appointments', payload, { 'Idempotency-Key': 'retry-key-0001' }),
      context,
    );
    const second = await call(
      appointmentsRoute.action,
      post('/api/appointments', payload, { 'Idempotency-Key': 'retry-key-0001' }),
      context,
    );
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect((await second.json()).appointment.id).toBe((await first.json()).appointment.id);
    expect(db.select().from(appointments).all()).toHaveLength(1);
  });

  it('answers bad input with 400 and a Turkish message, never a 500', async () => {
    const { context, payload } = setup();
    const cases: [unknown, string][] = [
      [{ ...payload, customerName: '' }, BOOKING_MESSAGES.requiredFields],
      [{ ...payload, date: undefined }, BOOKING_MESSAGES.requiredFields],
      [{ ...payload, customerEmail: 'ayse@' }, BOOKING_MESSAGES.invalidEmail],
      [{ ...payload, customerPhone: '123' }, BOOKING_MESSAGES.invalidPhone],
      [{ ...payload, serviceIds: [], packageIds: [] }, BOOKING_MESSAGES.selectionRequired],
      [{ ...payload, date: '2026-11-30' }, BOOKING_MESSAGES.closedOrPastDate],
      [{ ...payload, date: '2026-11-24', time: '09:30' }, BOOKING_MESSAGES.pastTime],
      [{ ...payload, serviceIds: 'x' }, BOOKING_MESSAGES.itemUnavailable],
      ['{not json', 'Geçersiz istek: gövde JSON olmalıdır.'],
      ['[1,2]', 'Geçersiz istek: gövde JSON olmalıdır.'],
    ];
    for (const [body, message] of cases) {
      const res = await call(appointmentsRoute.action, post('/api/appointments', body), context);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual({ success: false, message });
    }
    const badKey = await call(
      appointmentsRoute.action,
      post('/api/appointments', payload, { 'Idempotency-Key': 'a b' }),
      context,
    );
    expect(badKey.status).toBe(400);
  });

  it('reads +90 numbers as phones give them: stored in the one canonical form and matched to the same customer (issue 30 item 3)', async () => {
    const { db, context, payload } = setup();
    const first = await call(
      appointmentsRoute.action,
      post('/api/appointments', { ...payload, customerPhone: '0532 123 45 67' }),
      context,
    );
    expect(first.status).toBe(201);
    for (const [time, phone] of [
      ['11:00', '+90 532 123 45 67'],
      ['12:00', '+905321234567'],
      ['13:00', '+90 (532) 123 45 67'],
      ['14:00', '90 532 123 45 67'],
    ] as const) {
      const res = await call(
        appointmentsRoute.action,
        post('/api/appointments', { ...payload, time, customerPhone: phone }),
        context,
      );
      expect(res.status, phone).toBe(201);
      // one person holds at most 3 open appointments (fair use, docs/decisions/0333): each variant's booking is cancelled again
      const { appointment } = (await res.json()) as { appointment: { id: number } };
      db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, appointment.id)).run();
    }
    const rows = db
      .select({ phone: appointments.customerPhone, customerId: appointments.customerId })
      .from(appointments)
      .where(eq(appointments.customerEmail, CUSTOMER.customerEmail))
      .all();
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.phone))).toEqual(new Set(['05321234567']));
    expect(new Set(rows.map((r) => r.customerId)).size).toBe(1);
    // the desk's lookup finds her by the number as a phone shows it
    expect(findCustomers(db, '+90 532 123').map((c) => c.phone)).toContain('05321234567');
  });

  it('answers GET with 405', async () => {
    const { context } = setup();
    expect((await call(appointmentsRoute.loader, get('/api/appointments'), context)).status).toBe(405);
  });
});

describe('one eligibility rule: the availability calls offer only what booking accepts', () => {
  it('a member who cannot serve the selection gets no slots, no dates and no conflict check', async () => {
    const { db, context, zeynep, manicure, payload } = setup();
    // Zeynep serves manicure only; another category's service is not hers to do
    const manicureCategory = db
      .select({ categoryId: services.categoryId })
      .from(services)
      .where(eq(services.id, manicure))
      .get()!.categoryId;
    db.delete(teamMemberCategories).where(eq(teamMemberCategories.teamMemberId, zeynep)).run();
    db.insert(teamMemberCategories).values({ teamMemberId: zeynep, categoryId: manicureCategory }).run();
    const other = db.select().from(services).where(ne(services.categoryId, manicureCategory)).get()!;

    const slots = await call(
      slotsRoute.loader,
      get(`/api/appointments/available-slots/2026-11-25?teamMemberId=${zeynep}&serviceIds=${other.id}`),
      context,
      { date: '2026-11-25' },
    );
    expect(slots.status).toBe(404);
    const body = await slots.json();
    expect(body).toEqual({ success: false, message: BOOKING_MESSAGES.memberUnavailable });
    const dates = await call(
      datesRoute.loader,
      get(`/api/appointments/available-dates?teamMemberId=${zeynep}&serviceIds=${other.id}`),
      context,
    );
    expect(dates.status).toBe(404);
    const conflict = await call(
      conflictRoute.loader,
      get(`/api/appointments/check-conflict?teamMemberId=${zeynep}&date=2026-11-25&time=11:00&serviceIds=${other.id}`),
      context,
    );
    expect(conflict.status).toBe(404);
    // and booking says the same
    const booking = await call(
      appointmentsRoute.action,
      post('/api/appointments', { ...payload, serviceNames: [other.name], serviceIds: [other.id], time: '11:00' }),
      context,
    );
    expect(booking.status).toBe(400);
    expect(await booking.json()).toMatchObject({ success: false, message: BOOKING_MESSAGES.memberUnavailable });

    // her own category: slots as before
    const own = await call(
      slotsRoute.loader,
      get(`/api/appointments/available-slots/2026-11-25?teamMemberId=${zeynep}&serviceIds=${manicure}`),
      context,
      { date: '2026-11-25' },
    );
    expect(own.status).toBe(200);
    expect(((await own.json()) as { availableSlots: unknown[] }).availableSlots.length).toBeGreaterThan(0);
  });
});

describe('GET /api/appointments/available-slots/{date}', () => {
  it('lists every start of the day with its availability', async () => {
    const { context, zeynep, manicure, payload } = setup();
    await call(appointmentsRoute.action, post('/api/appointments', payload), context);
    const res = await call(
      slotsRoute.loader,
      get(
        `/api/appointments/available-slots/2026-11-25?teamMemberId=${zeynep}&serviceIds=${manicure}&totalDuration=600`,
      ),
      context,
      { date: '2026-11-25' },
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.totalDuration).toBe(45);
    expect(body.availableSlots.slice(0, 4)).toEqual([
      { time: '09:00', available: true },
      { time: '09:30', available: true }, // 09:30-10:15 shares exactly 15 minutes with 10:00-10:45
      { time: '10:00', available: false },
      { time: '10:30', available: true },
    ]);
  });

  it('has no slots on Monday and checks the query', async () => {
    const { context, zeynep } = setup();
    const monday = await call(
      slotsRoute.loader,
      get(`/api/appointments/available-slots/2026-11-30?teamMemberId=${zeynep}`),
      context,
      { date: '2026-11-30' },
    );
    expect((await monday.json()).availableSlots).toEqual([]);
    const badDate = await call(
      slotsRoute.loader,
      get(`/api/appointments/available-slots/2026-02-30?teamMemberId=${zeynep}`),
      context,
      { date: '2026-02-30' },
    );
    expect(badDate.status).toBe(400);
    const noMember = await call(slotsRoute.loader, get('/api/appointments/available-slots/2026-11-25'), context, {
      date: '2026-11-25',
    });
    expect(noMember.status).toBe(400);
    expect(await noMember.json()).toEqual({ success: false, message: BOOKING_MESSAGES.memberRequired });
    const unknownMember = await call(
      slotsRoute.loader,
      get('/api/appointments/available-slots/2026-11-25?teamMemberId=999'),
      context,
      { date: '2026-11-25' },
    );
    expect(unknownMember.status).toBe(404);
    const unknownService = await call(
      slotsRoute.loader,
      get(`/api/appointments/available-slots/2026-11-25?teamMemberId=${zeynep}&serviceIds=999`),
      context,
      { date: '2026-11-25' },
    );
    expect(unknownService.status).toBe(400);
  });

  it('uses totalDuration only when no service or package is named', async () => {
    const { context, zeynep } = setup();
    const res = await call(
      slotsRoute.loader,
      get(`/api/appointments/available-slots/2026-11-25?teamMemberId=${zeynep}&totalDuration=120`),
      context,
      { date: '2026-11-25' },
    );
    const body = await res.json();
    expect(body.totalDuration).toBe(120);
    expect(body.availableSlots.at(-1)).toEqual({ time: '17:30', available: false });
    expect(body.availableSlots.find((s: { time: string }) => s.time === '16:00')).toEqual({
      time: '16:00',
      available: true,
    });
  });
});

describe('GET /api/appointments/available-dates', () => {
  it('lists the open dates with a free start, today first while starts remain', async () => {
    const { context, zeynep, manicure } = setup();
    const res = await call(
      datesRoute.loader,
      get(`/api/appointments/available-dates?teamMemberId=${zeynep}&serviceIds=${manicure}`),
      context,
    );
    const body = await res.json();
    expect(body.availableDates.slice(0, 7)).toEqual(
      ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-12-01'].map(
        (date) => ({ date }),
      ),
    );
    expect(body.availableDates.at(-1)).toEqual({ date: '2027-01-23' });
  });
});

describe('GET /api/appointments/check-conflict', () => {
  it('lists conflicts above 15 minutes without naming the customer, the service or the appointment (docs/decisions/0338)', async () => {
    const { context, zeynep, manicure, payload } = setup();
    const booked = (await (await call(appointmentsRoute.action, post('/api/appointments', payload), context)).json())
      .appointment.id;
    const hit = await (
      await call(
        conflictRoute.loader,
        get(
          `/api/appointments/check-conflict?teamMemberId=${zeynep}&date=2026-11-25&time=10:15&serviceIds=${manicure}`,
        ),
        context,
      )
    ).json();
    expect(hit).toMatchObject({
      hasConflict: true,
      message: 'Bu tarih ve saatte 1 randevu çakışması bulunuyor.',
      conflicts: [
        {
          appointmentId: null,
          customerName: null,
          overlapMinutes: 30,
          startTime: '10:00',
          endTime: '10:45',
          duration: 45,
          service: null,
        },
      ],
    });
    const edge = await (
      await call(
        conflictRoute.loader,
        get(
          `/api/appointments/check-conflict?teamMemberId=${zeynep}&date=2026-11-25&time=10:30&serviceIds=${manicure}`,
        ),
        context,
      )
    ).json();
    expect(edge).toMatchObject({ hasConflict: false, conflicts: [] });
    const excluded = await (
      await call(
        conflictRoute.loader,
        get(
          `/api/appointments/check-conflict?teamMemberId=${zeynep}&date=2026-11-25&time=10:00&serviceIds=${manicure}&excludeAppointmentId=${booked}`,
        ),
        context,
      )
    ).json();
    expect(excluded.hasConflict).toBe(false);
  });
  it('is skipped when member, date or time is missing', async () => {
    const { context, zeynep } = setup();
    const res = await (
      await call(
        conflictRoute.loader,
        get(`/api/appointments/check-conflict?teamMemberId=${zeynep}&date=2026-11-25`),
        context,
      )
    ).json();
    expect(res).toMatchObject({ hasConflict: false, conflicts: [] });
    const bad = await call(
      conflictRoute.loader,
      get(`/api/appointments/check-conflict?teamMemberId=${zeynep}&date=2026-11-25&time=25:00`),
      context,
    );
    expect(bad.status).toBe(400);
  });
});

describe('POST /api/customers', () => {
  it('is for staff only (docs/decisions/0337): a stranger gets 401 and nothing is written', async () => {
    const { db, context } = setup();
    const res = await call(
      customersRoute.action,
      post('/api/customers', { name: 'Elif Su', email: 'elif@example.com', phone: '0532 111 22 33' }),
      context,
    );
    expect(res.status).toBe(401);
    expect(db.select().from(customers).all()).toHaveLength(0);
  });
  it('creates a customer once and finds it again, with one answer for both', async () => {
    const { db, context } = setup();
    const bearer = bearerToken(context, (await createTestUser(db)).id);
    const auth = { authorization: `Bearer ${bearer}` };
    const first = await call(
      customersRoute.action,
      post('/api/customers', { name: 'Elif Su', email: 'elif@example.com', phone: '0532 111 22 33' }, auth),
      context,
    );
    expect(first.status).toBe(200);
    const { customer } = await first.json();
    const again = await call(
      customersRoute.action,
      post('/api/customers', { name: 'Elif Su', email: 'ELIF@example.com', phone: '05321112233' }, auth),
      context,
    );
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ success: true, customer: { id: customer.id } });
    expect(db.select().from(customers).all()).toHaveLength(1);
  });
  it('checks the details', async () => {
    const { db, context } = setup();
    const auth = { authorization: `Bearer ${bearerToken(context, (await createTestUser(db)).id)}` };
    const res = await call(
      customersRoute.action,
      post('/api/customers', { name: 'Elif', email: 'elif@', phone: '0532 111 22 33' }, auth),
      context,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: BOOKING_MESSAGES.invalidEmail });
    const missing = await call(customersRoute.action, post('/api/customers', { name: 'Elif' }, auth), context);
    expect(await missing.json()).toEqual({ success: false, message: BOOKING_MESSAGES.personalInfoRequired });
  });
});

describe('capacity through the API', () => {
  it('three bookings fit a slot with capacity 3', async () => {
    const { db, context, payload } = setup();
    setCapacity(db, 3);
    const statuses: number[] = [];
    // four customers (one person never holds two overlapping appointments: docs/decisions/0333)
    for (let n = 0; n < 4; n++)
      statuses.push(
        (
          await call(
            appointmentsRoute.action,
            post('/api/appointments', {
              ...payload,
              customerEmail: `m${n}@example.com`,
              customerPhone: `0532 111 22 3${n}`,
            }),
            context,
          )
        ).status,
      );
    expect(statuses).toEqual([201, 201, 201, 409]);
  });
});
