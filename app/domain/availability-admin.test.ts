import { describe, expect, it } from 'vitest';
import {
  daySlotsWithConflicts,
  findConflicts,
  CONFIRMATION_CONFLICT_STATUSES,
  type BookedAppointment,
} from './availability';

const DATE = '2026-11-25'; // a Wednesday
const NOW = new Date('2026-11-20T08:00:00+03:00');
const booked = (
  id: number,
  time: string,
  durationMinutes: number,
  status: BookedAppointment['status'] = 'pending',
): BookedAppointment => ({
  id,
  date: DATE,
  time,
  durationMinutes,
  status,
  customerName: `Müşteri ${id}`,
  service: 'Kalıcı Oje',
});

describe('the admin conflict rules at the edges', () => {
  it('15 minutes of overlap is allowed, 16 is a conflict', () => {
    const existing = [booked(1, '10:00', 60)];
    expect(findConflicts({ date: DATE, time: '10:45', durationMinutes: 60 }, existing)).toEqual([]);
    expect(findConflicts({ date: DATE, time: '10:44', durationMinutes: 60 }, existing)).toHaveLength(1);
    expect(findConflicts({ date: DATE, time: '09:15', durationMinutes: 60 }, existing)).toEqual([]);
    expect(findConflicts({ date: DATE, time: '09:16', durationMinutes: 60 }, existing)[0]).toMatchObject({
      overlapMinutes: 16,
      startTime: '10:00',
      endTime: '11:00',
      duration: 60,
      customerName: 'Müşteri 1',
    });
  });

  it('pending and confirmed count for saving and moving; only confirmed when confirming; the edited one never', () => {
    const existing = [
      booked(1, '10:00', 60, 'pending'),
      booked(2, '10:00', 60, 'confirmed'),
      booked(3, '10:00', 60, 'cancelled'),
      booked(4, '10:00', 60, 'completed'),
    ];
    const candidate = { date: DATE, time: '10:00', durationMinutes: 60 };
    expect(findConflicts(candidate, existing).map((c) => c.appointmentId)).toEqual([1, 2]);
    expect(
      findConflicts(candidate, existing, { statuses: CONFIRMATION_CONFLICT_STATUSES }).map((c) => c.appointmentId),
    ).toEqual([2]);
    expect(findConflicts(candidate, existing, { excludeId: 2 }).map((c) => c.appointmentId)).toEqual([1]);
  });
});

describe('the admin time-slot dialog', () => {
  it('names who holds each slot, and leaves the edited appointment out', () => {
    const day = [booked(1, '10:00', 60), booked(2, '14:00', 30, 'confirmed')];
    const slots = daySlotsWithConflicts({ date: DATE, durationMinutes: 60, now: NOW, capacity: 1, appointments: day });
    const at = (time: string) => slots.find((s) => s.time === time)!;
    expect(at('09:00')).toEqual({ time: '09:00', available: true, conflictInfo: null });
    expect(at('09:30')).toEqual({
      time: '09:30',
      available: false,
      conflictInfo: { customerName: 'Müşteri 1', service: 'Kalıcı Oje', duration: 60 },
    });
    expect(at('13:30').conflictInfo).toMatchObject({ customerName: 'Müşteri 2', duration: 30 });
    expect(at('17:30')).toMatchObject({ available: false, conflictInfo: null }); // would end after 18:00

    const editing = daySlotsWithConflicts({
      date: DATE,
      durationMinutes: 60,
      now: NOW,
      capacity: 1,
      appointments: day,
      excludeId: 1,
    });
    expect(editing.find((s) => s.time === '10:00')).toEqual({ time: '10:00', available: true, conflictInfo: null });
  });

  it('with capacity 2 a held slot stays available but still says who holds it', () => {
    const slots = daySlotsWithConflicts({
      date: DATE,
      durationMinutes: 60,
      now: NOW,
      capacity: 2,
      appointments: [booked(1, '10:00', 60)],
    });
    expect(slots.find((s) => s.time === '10:00')).toMatchObject({
      available: true,
      conflictInfo: { customerName: 'Müşteri 1' },
    });
  });
});
