import { describe, expect, it } from 'vitest';
import { dueReminder, reminderDates, reminderDayWord, reminderDedupeKey } from './reminders';
import { parseSetting } from './settings';

const at = (iso: string) => new Date(iso);
const appointment = { id: 5, date: '2026-11-25', time: '14:00', status: 'confirmed' };

describe('reminders', () => {
  it('the 24-hour one is due from 24 h to 2 h before the start, the 2-hour one from 2 h to the start', () => {
    expect(dueReminder(appointment, at('2026-11-24T13:59:00+03:00'))).toBeNull();
    expect(dueReminder(appointment, at('2026-11-24T14:00:00+03:00'))).toBe('24h');
    expect(dueReminder(appointment, at('2026-11-25T11:59:00+03:00'))).toBe('24h');
    expect(dueReminder(appointment, at('2026-11-25T12:00:00+03:00'))).toBe('2h');
    expect(dueReminder(appointment, at('2026-11-25T13:59:00+03:00'))).toBe('2h');
    expect(dueReminder(appointment, at('2026-11-25T14:00:00+03:00'))).toBeNull();
  });

  it('only for confirmed appointments, and only the switched-on reminders', () => {
    const now = at('2026-11-24T20:00:00+03:00');
    for (const status of ['pending', 'cancelled', 'completed'])
      expect(dueReminder({ ...appointment, status }, now)).toBeNull();
    expect(dueReminder(appointment, now, { '24h': false, '2h': true })).toBeNull();
    expect(dueReminder(appointment, at('2026-11-25T13:00:00+03:00'), { '24h': true, '2h': false })).toBeNull();
  });

  it('an appointment confirmed at 23:55 for 09:00 next morning is due its 24-hour reminder at once', () => {
    expect(dueReminder({ ...appointment, time: '09:00' }, at('2026-11-24T23:55:00+03:00'))).toBe('24h');
    expect(reminderDates(at('2026-11-24T23:55:00+03:00'))).toEqual({ from: '2026-11-24', to: '2026-11-25' });
  });

  it('have one key per lead, channel and start (a moved appointment gets new ones; the 24-hour key is the old one)', () => {
    expect(reminderDedupeKey('email', appointment)).toBe('reminder:email:5:2026-11-25T14:00');
    expect(reminderDedupeKey('sms', appointment, '2h')).toBe('reminder-2h:sms:5:2026-11-25T14:00');
    expect(reminderDedupeKey('email', { ...appointment, time: '15:00' })).not.toBe(
      reminderDedupeKey('email', appointment),
    );
  });

  it('say today or tomorrow', () => {
    expect(reminderDayWord('2026-11-25', at('2026-11-24T23:55:00+03:00'))).toBe('yarın');
    expect(reminderDayWord('2026-11-25', at('2026-11-24T21:05:00Z'))).toBe('bugün');
    expect(reminderDayWord('2026-11-27', at('2026-11-24T12:00:00+03:00'))).toBeNull();
  });

  it('the studio Telegram reminder is off unless turned on; the customer reminders are on unless turned off', () => {
    expect(parseSetting('reminderTelegram', undefined)).toBe(false);
    expect(parseSetting('reminderTelegram', 'true')).toBe(true);
    expect(parseSetting('reminder24h', undefined)).toBe(true);
    expect(parseSetting('reminder2h', undefined)).toBe(true);
    expect(parseSetting('reminder2h', 'false')).toBe(false);
  });
});
