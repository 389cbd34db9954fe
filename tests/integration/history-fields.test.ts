/**
 * One list of the fields an appointment's history compares: the writes that read the whole
 * appointment (with its lines) and those that read its row alone name the same fields, so a
 * 'Geldi' mark or a cancellation reason is compared whichever write came first.
 */
import { describe, expect, it } from 'vitest';
import { createBooking } from '../../app/models/appointments/booking.server';
import { appointmentHistoryFields, appointmentRowHistoryFields } from '../../app/models/appointments/json.server';
import { readAppointment } from '../../app/models/appointments/queries.server';
import { createTestContext, createTestDb, TEST_CUSTOMER } from '../helpers/test-db';
import { CUSTOMER, demoIds } from './booking-fixtures';

describe("an appointment's history fields", () => {
  it('the whole appointment names every field of the row, the lines besides', () => {
    const { db } = createTestDb();
    const context = createTestContext(db);
    const ids = demoIds(db);
    const booked = createBooking(context, TEST_CUSTOMER, {
      ...CUSTOMER,
      serviceIds: [ids.service('Kalıcı Oje').id],
      packageIds: [],
      teamMemberId: ids.member('Elif Yılmaz').id,
      date: '2026-11-26',
      time: '14:00',
      notes: null,
      consent: null,
      source: 'web',
    });
    if (!booked.ok) throw new Error(booked.message);
    const a = readAppointment(db, booked.appointment.id);
    if (!a) throw new Error('the booking was not written');
    const whole = appointmentHistoryFields(a);
    const row = appointmentRowHistoryFields(a, a.teamMember?.name ?? null);
    expect(whole).toMatchObject(row);
    expect(Object.keys(whole).sort()).toEqual([...Object.keys(row), 'packages', 'services'].sort());
    expect(whole).toMatchObject({ arrived: false, cancelReason: null, teamMember: 'Elif Yılmaz' });
  });
});
