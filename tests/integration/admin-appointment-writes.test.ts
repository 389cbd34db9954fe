import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { appointmentServices, appointments, customers, outbox, services, surveys, teamMembers } from '../../db/schema';
import { addClosure } from '../../app/models/studio/calendar.server';
import { adminAppointmentSchema, type AdminAppointmentInput } from '../../app/domain/admin-appointment-rules';
import { BOOKING_MESSAGES } from '../../app/domain/booking-rules';
import { getAdminAppointment } from '../../app/models/appointments/lists.server';
import { logger } from '../../app/infra/logger.server';
import {
  changeAppointmentStatus,
  createAdminAppointment,
  deleteAdminAppointment,
  moveAppointment,
  updateAdminAppointment,
} from '../../app/models/appointments/writes.server';
import { insertTestAppointment } from '../helpers/appointments';
import { createTestContext, createTestDb, TEST_ACTOR } from '../helpers/test-db';
import { demoIds } from './booking-fixtures';
import { configureSmtp, configureTelegram } from './messaging/fixtures';

// The test context's "now" is Tuesday 2026-11-24 10:00 (Istanbul).
const WEDNESDAY = '2026-11-25';

/** Zeynep Kaya (the setup's member) */
const member0 = (ids: ReturnType<typeof demoIds>) => ids.member('Zeynep Kaya').id;

function setup() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const ids = demoIds(db);
  const member = ids.member('Zeynep Kaya').id;
  const input = (over: Record<string, unknown> = {}): AdminAppointmentInput =>
    adminAppointmentSchema.parse({
      customerName: 'Ayşe Kaya',
      customerEmail: 'AYSE@example.com',
      customerPhone: '532 123 45 67',
      teamMemberId: member,
      serviceIds: [ids.service('Klasik Manikür').id],
      date: WEDNESDAY,
      time: '10:00',
      ...over,
    });
  /** an appointment of the member written directly (60 minutes unless said otherwise) */
  const existing = (
    time: string,
    status: 'pending' | 'confirmed' | 'completed' | 'cancelled',
    over: Partial<typeof appointments.$inferInsert> = {},
  ) =>
    insertTestAppointment(db, {
      customerName: `Var Olan ${time}`,
      teamMemberId: member,
      date: WEDNESDAY,
      time,
      status,
      durationMinutes: 60,
      ...over,
    });
  return { db, context, ids, member, input, existing };
}

describe('admin create', () => {
  it('writes lines, price and duration from the database, upserts the customer and emits once', () => {
    const { db, context, ids, input } = setup();
    const result = createAdminAppointment(
      context,
      TEST_ACTOR,
      input({ serviceIds: [ids.service('Klasik Manikür').id, ids.service('Parafin Bakımı').id], status: 'confirmed' }),
      { userId: null, source: 'admin' },
    );
    expect(result).toMatchObject({ ok: true, changed: true });
    if (!result.ok) return;
    const a = getAdminAppointment(db, result.id)!;
    expect(a).toMatchObject({
      status: 'confirmed',
      customerEmail: 'ayse@example.com',
      customerPhone: '05321234567',
      serviceNames: ['Klasik Manikür', 'Parafin Bakımı'],
      totalPriceKurus: 35_000 + 25_000,
      durationMinutes: 45 + 30,
      customDuration: null,
      source: 'admin',
    });
    expect(db.select().from(customers).where(eq(customers.email, 'ayse@example.com')).get()?.id).toBe(a.customerId);
    expect(context.events).toEqual(['appointments-changed']);
  });

  it('keeps an explicit total price and a custom duration', () => {
    const { db, context, input } = setup();
    const result = createAdminAppointment(context, TEST_ACTOR, input({ totalPrice: '999,50', customDuration: 25 }));
    expect(result.ok && getAdminAppointment(db, result.id)).toMatchObject({
      totalPriceKurus: 99_950,
      customDuration: 25,
      durationMinutes: 45,
    });
  });

  it('without services lasts 60 minutes, costs nothing and shows "Bilinmeyen Hizmet"', () => {
    const { db, context, input } = setup();
    const result = createAdminAppointment(context, TEST_ACTOR, input({ serviceIds: [] }));
    expect(result.ok && getAdminAppointment(db, result.id)).toMatchObject({
      durationMinutes: 60,
      totalPriceKurus: 0,
      service: 'Bilinmeyen Hizmet',
    });
  });

  it('refuses an unknown service, an inactive member, a past date, a Monday and a start outside the hours', () => {
    const { db, context, ids, input } = setup();
    expect(createAdminAppointment(context, TEST_ACTOR, input({ serviceIds: [999] }))).toMatchObject({
      ok: false,
      status: 400,
      message: BOOKING_MESSAGES.itemUnavailable,
      field: 'serviceIds',
    });
    expect(createAdminAppointment(context, TEST_ACTOR, input({ teamMemberId: 999 }))).toMatchObject({
      ok: false,
      field: 'teamMemberId',
    });
    expect(createAdminAppointment(context, TEST_ACTOR, input({ date: '2026-11-23' }))).toMatchObject({
      ok: false,
      message: BOOKING_MESSAGES.closedOrPastDate,
      field: 'date',
    });
    expect(createAdminAppointment(context, TEST_ACTOR, input({ date: '2026-11-30' }))).toMatchObject({
      ok: false,
      field: 'date',
    });
    expect(createAdminAppointment(context, TEST_ACTOR, input({ time: '08:30' }))).toMatchObject({
      ok: false,
      message: BOOKING_MESSAGES.outsideHours,
      field: 'time',
    });
    db.update(services)
      .set({ isActive: false })
      .where(eq(services.id, ids.service('Klasik Manikür').id))
      .run();
    expect(createAdminAppointment(context, TEST_ACTOR, input())).toMatchObject({ ok: false, field: 'serviceIds' });
    expect(db.select().from(appointments).all()).toEqual([]);
    expect(context.events).toEqual([]);
  });
});

describe('the create/edit conflict check', () => {
  it('more than 15 minutes of overlap with a pending or confirmed appointment of the member is a conflict', () => {
    const { context, input, existing } = setup();
    existing('10:00', 'pending');
    // 45-minute manicure: 10:45 touches 15 minutes of nothing (10:45-11:00 is 15 minutes: allowed)
    expect(createAdminAppointment(context, TEST_ACTOR, input({ time: '10:45' })).ok).toBe(true);
    const blocked = createAdminAppointment(context, TEST_ACTOR, input({ time: '09:30' })); // 09:30-10:15: 15 minutes: allowed
    expect(blocked.ok).toBe(true);
    const conflict = createAdminAppointment(context, TEST_ACTOR, input({ time: '09:31', customDuration: 45 })); // 16 minutes
    expect(conflict).toMatchObject({
      ok: false,
      kind: 'conflict',
      status: 409,
      message: 'Bu tarih ve saatte 2 randevu çakışması bulunuyor.',
    });
    if (conflict.ok || conflict.kind !== 'conflict') return;
    expect(
      conflict.conflicts.map((c) => [c.customerName, c.startTime, c.endTime, c.duration, c.overlapMinutes]),
    ).toEqual([
      ['Ayşe Kaya', '09:30', '10:15', 45, 44],
      ['Var Olan 10:00', '10:00', '11:00', 60, 16],
    ]);
  });

  it('cancelled and completed appointments and other members do not count; a cancelled new one is not checked', () => {
    const { context, ids, input, existing } = setup();
    existing('10:00', 'cancelled');
    existing('10:00', 'completed');
    insertTestAppointment(context.db, {
      teamMemberId: ids.member('Elif Yılmaz').id,
      date: WEDNESDAY,
      time: '10:00',
      status: 'confirmed',
    });
    expect(createAdminAppointment(context, TEST_ACTOR, input()).ok).toBe(true);
    expect(createAdminAppointment(context, TEST_ACTOR, input({ status: 'cancelled' })).ok).toBe(true);
  });

  it('"Yine de Devam Et" (override) saves despite the conflict', () => {
    const { db, context, input, existing } = setup();
    existing('10:00', 'confirmed');
    expect(createAdminAppointment(context, TEST_ACTOR, input()).ok).toBe(false);
    expect(context.events).toEqual([]);
    const saved = createAdminAppointment(context, TEST_ACTOR, input({ override: true }));
    expect(saved.ok).toBe(true);
    expect(db.select().from(appointments).all()).toHaveLength(2);
    expect(context.events).toEqual(['appointments-changed']);
  });
});

describe('admin edit', () => {
  it('excludes the edited appointment and checks again only when the schedule changes', () => {
    const { db, context, input, existing } = setup();
    const created = createAdminAppointment(context, TEST_ACTOR, input({ time: '10:00' }));
    if (!created.ok) throw new Error('setup');
    expect(updateAdminAppointment(context, TEST_ACTOR, created.id, input({ time: '10:30' })).ok).toBe(true); // overlaps only itself
    existing('11:00', 'pending'); // an overridden neighbour
    expect(
      updateAdminAppointment(context, TEST_ACTOR, created.id, input({ time: '10:30', notes: 'Yalnızca not' })).ok,
    ).toBe(true); // same schedule: no check
    expect(updateAdminAppointment(context, TEST_ACTOR, created.id, input({ time: '10:45' }))).toMatchObject({
      ok: false,
      kind: 'conflict',
    });
    expect(getAdminAppointment(db, created.id)).toMatchObject({ time: '10:30', notes: 'Yalnızca not' });
  });

  it('keeps the lines of a service that is no longer offered, and replaces them when the services change', () => {
    const { db, context, ids, input } = setup();
    const manicure = ids.service('Klasik Manikür').id;
    const created = createAdminAppointment(context, TEST_ACTOR, input());
    if (!created.ok) throw new Error('setup');
    db.update(services).set({ isActive: false, priceKurus: 1 }).where(eq(services.id, manicure)).run();
    expect(updateAdminAppointment(context, TEST_ACTOR, created.id, input({ notes: 'fiyat aynı kalmalı' })).ok).toBe(
      true,
    );
    expect(getAdminAppointment(db, created.id)).toMatchObject({ serviceIds: [manicure], totalPriceKurus: 35_000 });

    const gel = ids.service('Kalıcı Oje').id;
    expect(updateAdminAppointment(context, TEST_ACTOR, created.id, input({ serviceIds: [manicure, gel] })).ok).toBe(
      true,
    );
    expect(
      db
        .select()
        .from(appointmentServices)
        .where(eq(appointmentServices.appointmentId, created.id))
        .all()
        .map((l) => [l.serviceId, l.priceKurus]),
    ).toEqual([
      [manicure, 35_000],
      [gel, 45_000],
    ]);
    expect(getAdminAppointment(db, created.id)).toMatchObject({ totalPriceKurus: 80_000, durationMinutes: 105 });
  });

  it('may keep a past date, may not move into the past, and answers 404 for a missing appointment', () => {
    const { db, context, input, member } = setup();
    const past = insertTestAppointment(db, {
      teamMemberId: member,
      date: '2026-11-20',
      time: '10:00',
      status: 'completed',
    });
    expect(
      updateAdminAppointment(
        context,
        TEST_ACTOR,
        past,
        input({ date: '2026-11-20', time: '10:00', status: 'completed', notes: 'geçmiş' }),
      ).ok,
    ).toBe(true);
    expect(
      updateAdminAppointment(context, TEST_ACTOR, past, input({ date: '2026-11-19', status: 'completed' })),
    ).toMatchObject({ ok: false, field: 'date' });
    expect(updateAdminAppointment(context, TEST_ACTOR, 9999, input())).toMatchObject({
      ok: false,
      kind: 'not-found',
      status: 404,
    });
  });
});

describe('status changes', () => {
  it('confirming checks only confirmed appointments; "Yine de Onayla" overrides', () => {
    const { db, context, existing } = setup();
    const pendingNeighbour = existing('09:30', 'pending');
    const target = existing('10:00', 'pending');
    expect(changeAppointmentStatus(context, TEST_ACTOR, target, 'confirmed')).toMatchObject({
      ok: true,
      changed: true,
    }); // the pending neighbour does not count
    expect(changeAppointmentStatus(context, TEST_ACTOR, pendingNeighbour, 'confirmed')).toMatchObject({
      ok: false,
      kind: 'conflict',
      status: 409,
    });
    expect(db.select().from(appointments).where(eq(appointments.id, pendingNeighbour)).get()?.status).toBe('pending');
    expect(
      changeAppointmentStatus(context, TEST_ACTOR, pendingNeighbour, 'confirmed', { override: true }),
    ).toMatchObject({ ok: true, changed: true });
    expect(context.events).toEqual(['appointments-changed', 'appointments-changed']);
  });

  it('any status to any other, without a check; the same status is no change and no event', () => {
    const { context, existing } = setup();
    existing('10:00', 'confirmed');
    const id = existing('10:00', 'cancelled');
    expect(changeAppointmentStatus(context, TEST_ACTOR, id, 'completed')).toMatchObject({ ok: true, changed: true });
    expect(changeAppointmentStatus(context, TEST_ACTOR, id, 'pending')).toMatchObject({ ok: true, changed: true });
    expect(changeAppointmentStatus(context, TEST_ACTOR, id, 'pending')).toMatchObject({ ok: true, changed: false });
    expect(context.events).toHaveLength(2);
    expect(changeAppointmentStatus(context, TEST_ACTOR, 9999, 'pending')).toMatchObject({ ok: false, status: 404 });
  });

  it('a conflict check that fails counts as no conflict', () => {
    const { db, context, existing } = setup();
    existing('10:00', 'confirmed');
    const id = existing('10:00', 'pending');
    // the check reads the services of the day's appointments: without that table it throws
    db.$client.pragma('foreign_keys = OFF');
    db.$client.exec('DROP TABLE appointment_services');
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => {});
    try {
      expect(changeAppointmentStatus(context, TEST_ACTOR, id, 'confirmed')).toMatchObject({ ok: true, changed: true });
      expect(errors).toHaveBeenCalledTimes(1);
    } finally {
      errors.mockRestore();
    }
    expect(db.select().from(appointments).where(eq(appointments.id, id)).get()?.status).toBe('confirmed');
  });
});

describe('status notifications', () => {
  it('every status change queues its messages in the same transaction and wakes the outbox', () => {
    const { db, context, input, existing } = setup();
    configureSmtp(db, { port: 2525 }); // only queued: nothing is sent in this test
    configureTelegram(db);
    const topics = () =>
      db
        .select()
        .from(outbox)
        .all()
        .map((r) => `${r.channel}:${r.topic}`);
    const created = createAdminAppointment(context, TEST_ACTOR, input({ status: 'confirmed' })); // created as confirmed: a change from pending
    expect(created).toMatchObject({ ok: true, queued: 2 });
    expect(topics()).toEqual(['email:appointment-confirmed', 'telegram:status-changed']);
    expect(context.outboxKicks).toBe(1);

    const id = existing('15:00', 'pending', { customerEmail: 'var@example.com' });
    changeAppointmentStatus(context, TEST_ACTOR, id, 'completed');
    expect(db.select().from(surveys).where(eq(surveys.appointmentId, id)).get()).toBeTruthy();
    expect(topics().slice(2)).toEqual(['email:survey-invitation', 'telegram:status-changed']);
    expect(moveAppointment(context, TEST_ACTOR, id, { time: '16:00' })).toMatchObject({ ok: true, queued: 0 }); // a move is not a status change
    expect(createAdminAppointment(context, TEST_ACTOR, input({ time: '12:00', status: 'pending' }))).toMatchObject({
      ok: true,
      queued: 0,
    }); // created pending (chosen)
    expect(context.outboxKicks).toBe(2);
    // issue 27: a desk booking without a chosen status is confirmed, and its confirmation is queued
    expect(createAdminAppointment(context, TEST_ACTOR, input({ time: '13:30' }))).toMatchObject({
      ok: true,
      queued: 2,
    });
    expect(context.outboxKicks).toBe(3);
  });
});

describe('moving (drag and drop, move form)', () => {
  it('refuses a slot a pending or confirmed appointment holds, with the spec message', () => {
    const { db, context, existing } = setup();
    const moving = existing('10:00', 'confirmed');
    existing('13:00', 'pending');
    const refused = moveAppointment(context, TEST_ACTOR, moving, { time: '12:30' });
    expect(refused).toMatchObject({
      ok: false,
      kind: 'conflict',
      status: 409,
      message: 'Bu saatte başka bir randevu bulunuyor. Lütfen farklı bir saat seçin.',
    });
    expect(db.select().from(appointments).where(eq(appointments.id, moving)).get()?.time).toBe('10:00');
    expect(context.events).toEqual([]);
  });

  it('moves to a free slot (its own old place does not count) and to another date', () => {
    const { db, context, existing } = setup();
    const moving = existing('10:00', 'confirmed');
    existing('13:00', 'cancelled');
    expect(moveAppointment(context, TEST_ACTOR, moving, { time: '10:30' })).toMatchObject({ ok: true, changed: true });
    expect(moveAppointment(context, TEST_ACTOR, moving, { time: '12:15' })).toMatchObject({ ok: true }); // 12:15-13:15 over a cancelled one
    expect(moveAppointment(context, TEST_ACTOR, moving, { date: '2026-11-26', time: '09:00' })).toMatchObject({
      ok: true,
    });
    expect(db.select().from(appointments).where(eq(appointments.id, moving)).get()).toMatchObject({
      date: '2026-11-26',
      time: '09:00',
    });
    expect(moveAppointment(context, TEST_ACTOR, moving, { date: '2026-11-26', time: '09:00' })).toMatchObject({
      ok: true,
      changed: false,
    });
    expect(context.events).toHaveLength(3);
  });

  it('uses the appointment custom duration and refuses a closed day', () => {
    const { context, existing } = setup();
    const moving = existing('10:00', 'confirmed', { customDuration: 120 });
    existing('14:00', 'confirmed');
    expect(moveAppointment(context, TEST_ACTOR, moving, { time: '12:30' })).toMatchObject({
      ok: false,
      kind: 'conflict',
    }); // 12:30-14:30
    expect(moveAppointment(context, TEST_ACTOR, moving, { time: '12:15' })).toMatchObject({ ok: true }); // 12:15-14:15: 15 minutes
    expect(moveAppointment(context, TEST_ACTOR, moving, { date: '2026-11-30', time: '10:00' })).toMatchObject({
      ok: false,
      field: 'date',
    });
  });

  it("moves to another member's column with that member's appointments and closures checked; an inactive member is refused", () => {
    const { db, context, ids, existing } = setup();
    const other = ids.member('Elif Yılmaz').id;
    const moving = existing('10:00', 'confirmed');
    insertTestAppointment(db, {
      customerName: 'Elif Bekleyen',
      teamMemberId: other,
      date: WEDNESDAY,
      time: '13:00',
      status: 'pending',
      durationMinutes: 60,
    });
    // the same time, another member: held by nobody there -> moves, and the row changes member
    expect(moveAppointment(context, TEST_ACTOR, moving, { time: '10:00', teamMemberId: other })).toMatchObject({
      ok: true,
      changed: true,
    });
    expect(db.select().from(appointments).where(eq(appointments.id, moving)).get()).toMatchObject({
      teamMemberId: other,
      time: '10:00',
    });
    // the target member's pending appointment holds 13:00
    expect(moveAppointment(context, TEST_ACTOR, moving, { time: '12:30', teamMemberId: other })).toMatchObject({
      ok: false,
      kind: 'conflict',
      message: BOOKING_MESSAGES.dragBlocked,
    });
    // the target member's closure counts even at an unchanged time
    const heard = context.events.length;
    addClosure(context, TEST_ACTOR, {
      date: WEDNESDAY,
      startTime: '09:00',
      endTime: '12:00',
      teamMemberId: member0(ids),
      reason: 'Doktor',
    });
    // the model announces the closure after its commit (docs/decisions/0516)
    expect(context.events.slice(heard)).toEqual(['appointments-changed']);
    expect(moveAppointment(context, TEST_ACTOR, moving, { time: '10:00', teamMemberId: member0(ids) })).toMatchObject({
      ok: false,
      kind: 'invalid',
      field: 'time',
    });
    // an inactive member takes no appointment
    db.update(teamMembers)
      .set({ isActive: false })
      .where(eq(teamMembers.id, ids.member('Merve Demir').id))
      .run();
    expect(
      moveAppointment(context, TEST_ACTOR, moving, { time: '10:00', teamMemberId: ids.member('Merve Demir').id }),
    ).toMatchObject({ ok: false, field: 'teamMemberId' });
    expect(db.select().from(appointments).where(eq(appointments.id, moving)).get()).toMatchObject({
      teamMemberId: other,
      time: '10:00',
    });
  });
});

describe('delete', () => {
  it('removes the appointment and its lines, emits, and answers 404 the second time', () => {
    const { db, context, input } = setup();
    const created = createAdminAppointment(context, TEST_ACTOR, input());
    if (!created.ok) throw new Error('setup');
    expect(deleteAdminAppointment(context, TEST_ACTOR, created.id)).toMatchObject({ ok: true, changed: true });
    expect(db.select().from(appointments).all()).toEqual([]);
    expect(db.select().from(appointmentServices).all()).toEqual([]);
    expect(deleteAdminAppointment(context, TEST_ACTOR, created.id)).toMatchObject({ ok: false, status: 404 });
    expect(context.events).toEqual(['appointments-changed', 'appointments-changed']);
  });
});
