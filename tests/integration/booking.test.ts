import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  appointmentPackages,
  appointments,
  appointmentServices,
  closures,
  customers,
  outbox,
  services,
  teamMembers,
} from '../../db/schema';
import { BOOKING_MESSAGES, categoryLockMessage, slotTakenMessage } from '../../app/domain/booking-rules';
import { writeSetting } from '../../app/models/settings/registry.server';
import { createBooking, IDEMPOTENCY_MISMATCH, type BookingInput } from '../../app/models/appointments/booking.server';
import { upsertCustomer } from '../../app/models/people/customers.server';
import { createTestContext, createTestDb, TEST_ACTOR, TEST_CUSTOMER } from '../helpers/test-db';
import { CUSTOMER, demoIds, setCapacity } from './booking-fixtures';
import { configureSmtp, configureTelegram } from './messaging/fixtures';

// The test context's "now" is Tuesday 2026-11-24 10:00 (Istanbul).
const WEDNESDAY = '2026-11-25';

function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const ids = demoIds(db);
  const base = (over: Partial<BookingInput> = {}): BookingInput => ({
    ...CUSTOMER,
    serviceIds: [ids.service('Klasik Manikür').id],
    packageIds: [],
    teamMemberId: ids.member('Zeynep Kaya').id,
    date: WEDNESDAY,
    time: '10:00',
    notes: null,
    consent: { version: 1, at: new Date('2026-11-24T09:58:00+03:00'), ip: '203.0.113.7' },
    source: 'web',
    ...over,
  });
  return { db, context, ids, base };
}

describe('booking an appointment', () => {
  it('stores a pending appointment with price and duration from the database', () => {
    const { db, context, ids, base } = setup();
    const manicure = ids.service('Klasik Manikür');
    const handsAndFeet = ids.pkg('El & Ayak Bakım Paketi'); // no own duration: 45 + 60
    const result = createBooking(
      context,
      TEST_CUSTOMER,
      base({ serviceIds: [manicure.id], packageIds: [handsAndFeet.id], notes: 'Kısa kesim lütfen' }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.created).toBe(true);

    const row = db.select().from(appointments).where(eq(appointments.id, result.appointment.id)).get()!;
    expect(row).toMatchObject({
      status: 'pending',
      date: WEDNESDAY,
      time: '10:00',
      durationMinutes: 45 + 105,
      customDuration: null,
      totalPriceKurus: 35_000 + 69_000,
      customerName: 'Ayşe Kaya',
      customerEmail: 'ayse@example.com',
      customerPhone: '05321234567',
      notes: 'Kısa kesim lütfen',
      source: 'web',
      teamMemberId: ids.member('Zeynep Kaya').id,
    });
    // the consent as given (on the wizard's first step): time, notice version and IP
    expect(row.kvkkConsentAt?.toISOString()).toBe('2026-11-24T06:58:00.000Z');
    expect(row).toMatchObject({ kvkkNoticeVersion: 1, kvkkConsentIp: '203.0.113.7' });
    expect(db.select().from(appointmentServices).where(eq(appointmentServices.appointmentId, row.id)).all()).toEqual([
      expect.objectContaining({
        serviceId: manicure.id,
        name: 'Klasik Manikür',
        priceKurus: 35_000,
        durationMinutes: 45,
      }),
    ]);
    expect(db.select().from(appointmentPackages).where(eq(appointmentPackages.appointmentId, row.id)).all()).toEqual([
      expect.objectContaining({
        packageId: handsAndFeet.id,
        name: 'El & Ayak Bakım Paketi',
        priceKurus: 69_000,
        durationMinutes: 105,
      }),
    ]);
    expect(result.appointment).toMatchObject({
      totalPriceKurus: 104_000,
      durationMinutes: 150,
      teamMemberName: 'Zeynep Kaya',
    });
  });

  it('queues the e-mail and Telegram notices in the same transaction, then emits and wakes the outbox', () => {
    const { db, context, base } = setup();
    // messages are queued only for switched-on channels (app/models/messaging/outbox.server.ts)
    configureSmtp(db, { port: 2525 });
    configureTelegram(db);
    const result = createBooking(context, TEST_CUSTOMER, base());
    expect(result.ok).toBe(true);
    const rows = db.select().from(outbox).all();
    expect(rows.map((r) => [r.channel, r.topic, r.status])).toEqual([
      ['email', 'booking-received', 'pending'],
      ['telegram', 'new-appointment', 'pending'],
    ]);
    expect(rows[0]!.payload).toMatchObject({
      to: 'ayse@example.com',
      customerName: 'Ayşe Kaya',
      date: WEDNESDAY,
      time: '10:00',
      services: ['Klasik Manikür'],
    });
    expect(context.events).toEqual(['appointments-changed']);
    expect(context.outboxKicks).toBe(1);
  });

  it('writes nothing, emits nothing and queues nothing when refused', () => {
    const { db, context, base } = setup();
    const result = createBooking(context, TEST_CUSTOMER, base({ date: '2026-11-30' }));
    expect(result).toMatchObject({ ok: false, status: 400, message: BOOKING_MESSAGES.closedOrPastDate });
    expect(db.select().from(appointments).all()).toEqual([]);
    expect(db.select().from(customers).all()).toEqual([]);
    expect(db.select().from(outbox).all()).toEqual([]);
    expect(context.events).toEqual([]);
    expect(context.outboxKicks).toBe(0);
  });

  it('refuses Monday, past dates, past times and starts that end after 18:00', () => {
    const { context, ids, base } = setup();
    expect(createBooking(context, TEST_CUSTOMER, base({ date: '2026-11-30' }))).toMatchObject({
      message: BOOKING_MESSAGES.closedOrPastDate,
    });
    expect(createBooking(context, TEST_CUSTOMER, base({ date: '2026-11-22' }))).toMatchObject({
      message: BOOKING_MESSAGES.closedOrPastDate,
    });
    expect(createBooking(context, TEST_CUSTOMER, base({ date: '2026-11-24', time: '10:00' }))).toMatchObject({
      message: BOOKING_MESSAGES.pastTime,
    });
    const sixty = ids.service('Kalıcı Oje').id;
    expect(
      createBooking(
        context,
        TEST_CUSTOMER,
        base({ serviceIds: [sixty], teamMemberId: ids.member('Elif Yılmaz').id, time: '17:30' }),
      ),
    ).toMatchObject({
      message: BOOKING_MESSAGES.outsideHours,
    });
    expect(createBooking(context, TEST_CUSTOMER, base({ date: '2026-11-29', time: '10:30' }))).toMatchObject({
      message: BOOKING_MESSAGES.outsideHours,
    });
    expect(createBooking(context, TEST_CUSTOMER, base({ time: '10:15' }))).toMatchObject({
      message: BOOKING_MESSAGES.notASlot,
    });
  });

  it('accepts 17:30 for a 30-minute service', () => {
    const { context, ids, base } = setup();
    const result = createBooking(
      context,
      TEST_CUSTOMER,
      base({ serviceIds: [ids.service('Erkek Manikür').id], time: '17:30' }),
    );
    expect(result).toMatchObject({ ok: true, appointment: { time: '17:30', durationMinutes: 30 } });
  });

  it('refuses mixed categories with the current and the new category', () => {
    const { context, ids, base } = setup();
    const result = createBooking(
      context,
      TEST_CUSTOMER,
      base({ serviceIds: [ids.service('Klasik Manikür').id, ids.service('Klasik Pedikür').id] }),
    );
    expect(result).toMatchObject({ ok: false, status: 400, message: categoryLockMessage(['Manikür'], ['Pedikür']) });
  });

  it('refuses a member who does not serve the category, and unknown or inactive items', () => {
    const { db, context, ids, base } = setup();
    expect(createBooking(context, TEST_CUSTOMER, base({ teamMemberId: ids.member('Merve Demir').id }))).toMatchObject({
      message: BOOKING_MESSAGES.memberUnavailable,
    });
    expect(createBooking(context, TEST_CUSTOMER, base({ teamMemberId: 999 }))).toMatchObject({
      message: BOOKING_MESSAGES.memberUnavailable,
    });
    expect(createBooking(context, TEST_CUSTOMER, base({ serviceIds: [999] }))).toMatchObject({
      message: BOOKING_MESSAGES.itemUnavailable,
    });
    db.update(services)
      .set({ isActive: false })
      .where(eq(services.id, ids.service('Klasik Manikür').id))
      .run();
    expect(createBooking(context, TEST_CUSTOMER, base())).toMatchObject({ message: BOOKING_MESSAGES.itemUnavailable });
    db.update(services)
      .set({ isActive: true })
      .where(eq(services.id, ids.service('Klasik Manikür').id))
      .run();
    // a member linked to no category serves everything
    expect(createBooking(context, TEST_CUSTOMER, base({ teamMemberId: ids.member('Ayşe Çelik').id }))).toMatchObject({
      ok: true,
    });
  });

  it('refuses the slot when the capacity is reached (capacity 1)', () => {
    const { db, context, base } = setup();
    expect(createBooking(context, TEST_CUSTOMER, base())).toMatchObject({ ok: true });
    const second = createBooking(
      context,
      TEST_CUSTOMER,
      base({ customerEmail: 'baska@example.com', customerPhone: '05329998877' }),
    );
    expect(second).toMatchObject({ ok: false, status: 409, message: slotTakenMessage('10:00') });
    // 10:30 overlaps the 45-minute 10:00 appointment by exactly 15 minutes: allowed
    expect(
      createBooking(
        context,
        TEST_CUSTOMER,
        base({ time: '10:30', customerEmail: 'baska@example.com', customerPhone: '05329998877' }),
      ),
    ).toMatchObject({ ok: true });
    expect(db.select().from(appointments).all()).toHaveLength(2);
  });

  it('takes three bookings of one slot with capacity 3, not four', () => {
    const { db, context, base } = setup();
    setCapacity(db, 3);
    const results = [1, 2, 3, 4].map((n) =>
      createBooking(
        context,
        TEST_CUSTOMER,
        base({ customerEmail: `musteri${n}@example.com`, customerPhone: `0532000000${n}` }),
      ),
    );
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false]);
    expect(results[3]).toMatchObject({ status: 409 });
  });

  it('lets a cancelled appointment free its slot', () => {
    const { db, context, base } = setup();
    const first = createBooking(context, TEST_CUSTOMER, base());
    if (!first.ok) throw new Error('first booking failed');
    db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, first.appointment.id)).run();
    expect(createBooking(context, TEST_CUSTOMER, base({ customerEmail: 'baska@example.com' }))).toMatchObject({
      ok: true,
    });
  });
});

describe('one-time token', () => {
  it('answers a resubmit with the same appointment and writes it once', () => {
    const { db, context, base } = setup();
    configureSmtp(db, { port: 2525 });
    configureTelegram(db);
    // the key comes with the fingerprint of its request (requestHash; docs/decisions/0334)
    const first = createBooking(
      context,
      TEST_CUSTOMER,
      base({ idempotencyKey: 'form-token-123456', idempotencyHash: 'the-same-request' }),
    );
    const again = createBooking(
      context,
      TEST_CUSTOMER,
      base({ idempotencyKey: 'form-token-123456', idempotencyHash: 'the-same-request' }),
    );
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(again.created).toBe(false);
    expect(again.appointment.id).toBe(first.appointment.id);
    expect(db.select().from(appointments).all()).toHaveLength(1);
    expect(db.select().from(outbox).all()).toHaveLength(2);
    expect(context.events).toEqual(['appointments-changed']);
    expect(context.outboxKicks).toBe(1);
    // the same key with another request answers nothing of the first
    expect(
      createBooking(
        context,
        TEST_CUSTOMER,
        base({ idempotencyKey: 'form-token-123456', idempotencyHash: 'another-request', customerName: 'Başka Biri' }),
      ),
    ).toEqual({ ok: false, status: 422, message: IDEMPOTENCY_MISMATCH, field: undefined });
    expect(createBooking(context, TEST_CUSTOMER, base({ idempotencyKey: 'form-token-123456' }))).toMatchObject({
      ok: false,
      status: 422,
    });
  });
  it('books again with a new token', () => {
    const { db, context, base } = setup();
    createBooking(context, TEST_CUSTOMER, base({ idempotencyKey: 'form-token-aaaaaaaa' }));
    const other = createBooking(context, TEST_CUSTOMER, base({ idempotencyKey: 'form-token-bbbbbbbb', time: '11:00' }));
    expect(other).toMatchObject({ ok: true, created: true });
    expect(db.select().from(appointments).all()).toHaveLength(2);
  });
});

describe('customers', () => {
  it('are created once and found again by e-mail, however it is typed', () => {
    const { db, context, base } = setup();
    const a = createBooking(context, TEST_CUSTOMER, base());
    const b = createBooking(context, TEST_CUSTOMER, base({ customerEmail: ' AYSE@Example.com ', time: '11:00' }));
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(b.appointment.customerId).toBe(a.appointment.customerId);
    expect(db.select().from(customers).all()).toEqual([
      expect.objectContaining({ name: 'Ayşe Kaya', email: 'ayse@example.com', phone: '05321234567' }),
    ]);
  });
  it("someone else's phone with another e-mail is another customer (matched on e-mail AND phone)", () => {
    const { db, context, base } = setup();
    // four bookings linked by phone or e-mail are one person for the fair-use rule (0333); its limit is not what this is about
    writeSetting(db, TEST_ACTOR, 'maxOpenAppointments', 10);
    const a = createBooking(context, TEST_CUSTOMER, base());
    const b = createBooking(
      context,
      TEST_CUSTOMER,
      base({
        customerName: 'Başka Biri',
        customerEmail: 'baska@example.com',
        customerPhone: '532 123 45 67',
        time: '11:00',
      }),
    );
    const c = createBooking(
      context,
      TEST_CUSTOMER,
      base({
        customerName: 'Başka Biri',
        customerEmail: 'ayse@example.com',
        customerPhone: '0555 999 88 77',
        time: '12:00',
      }),
    );
    if (!a.ok || !b.ok || !c.ok) throw new Error('booking failed');
    expect(new Set([a.appointment.customerId, b.appointment.customerId, c.appointment.customerId]).size).toBe(3);
    expect(db.select().from(customers).where(eq(customers.id, a.appointment.customerId!)).get()).toMatchObject({
      name: 'Ayşe Kaya',
      email: 'ayse@example.com',
      phone: '05321234567',
    });
    // the same person again, typed differently: the same customer
    const d = createBooking(
      context,
      TEST_CUSTOMER,
      base({ customerEmail: 'AYSE@example.com', customerPhone: '532 123 45 67', time: '13:00' }),
    );
    if (!d.ok) throw new Error('booking failed');
    expect(d.appointment.customerId).toBe(a.appointment.customerId);
  });
  it('a missing phone or e-mail matches only a missing one; the record is never changed', () => {
    const { db } = setup();
    const created = upsertCustomer(db, { name: 'Elif', email: 'elif@example.com', phone: null });
    expect(created.created).toBe(true);
    expect(upsertCustomer(db, { name: 'Elif K.', email: 'ELIF@example.com', phone: null })).toEqual({
      id: created.id,
      created: false,
    });
    const other = upsertCustomer(db, { name: 'Başka İsim', email: 'elif@example.com', phone: '0532 111 22 33' });
    expect(other.created).toBe(true);
    expect(db.select().from(customers).where(eq(customers.id, created.id)).get()).toMatchObject({
      name: 'Elif',
      phone: null,
    });
  });
});

describe("'Fark etmez' (any member)", () => {
  it('gives the start to the first free member; when nobody is free and one was only taken, the answer is full (409), not the last one’s day off', () => {
    const { db, context, ids, base } = setup();
    const oje = ids.service('Kalıcı Oje').id;
    const any = (email: string) =>
      createBooking(
        context,
        TEST_CUSTOMER,
        base({
          serviceIds: [oje],
          teamMemberId: null,
          time: '11:00',
          customerEmail: email,
          customerPhone: `0532${email.length}000000`.slice(0, 11),
        }),
      );
    const first = any('bir@example.com');
    expect(first.ok).toBe(true);
    // every other eligible member is off that day: the one free member is taken now
    const members = db
      .select({ id: appointments.teamMemberId })
      .from(appointments)
      .all()
      .map((r) => r.id);
    const others = db
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .all()
      .filter((m) => !members.includes(m.id));
    expect(others.length).toBeGreaterThan(1);
    for (const m of others)
      db.insert(closures)
        .values({ date: WEDNESDAY, startTime: null, endTime: null, teamMemberId: m.id, reason: 'İzin' })
        .run();
    const second = any('iki@example.com');
    expect(second).toMatchObject({ ok: false, status: 409, field: 'time' });
  });
});
