import { describe, expect, it } from 'vitest';
import { isReminderDue, reminderDateAt, reminderDedupeKey } from './reminders';
import { parseSetting } from './settings';

const parseReminderTelegram = (text: string | undefined) => parseSetting('reminderTelegram', text);

const at = (iso: string) => new Date(iso);
const tomorrow = { id: 5, date: '2026-11-25', time: '14:00', status: 'confirmed' };

describe('reminders', () => {
  it('are due on the day before, from 10:00 Istanbul time until midnight', () => {
    expect(reminderDateAt(at('2026-11-24T09:59:00+03:00'))).toBeNull();
    expect(reminderDateAt(at('2026-11-24T10:00:00+03:00'))).toBe('2026-11-25');
    expect(reminderDateAt(at('2026-11-24T23:59:00+03:00'))).toBe('2026-11-25');
    // 22:30 UTC on the 24th is already the 25th in Istanbul
    expect(reminderDateAt(at('2026-11-24T22:30:00Z'))).toBeNull();
    expect(reminderDateAt(at('2026-11-25T07:00:00Z'))).toBe('2026-11-26');
  });

  it('only for confirmed appointments of tomorrow', () => {
    const now = at('2026-11-24T12:00:00+03:00');
    expect(isReminderDue(tomorrow, now)).toBe(true);
    expect(isReminderDue({ ...tomorrow, status: 'pending' }, now)).toBe(false);
    expect(isReminderDue({ ...tomorrow, status: 'cancelled' }, now)).toBe(false);
    expect(isReminderDue({ ...tomorrow, status: 'completed' }, now)).toBe(false);
    expect(isReminderDue({ ...tomorrow, date: '2026-11-24' }, now)).toBe(false);
    expect(isReminderDue({ ...tomorrow, date: '2026-11-26' }, now)).toBe(false);
    expect(isReminderDue(tomorrow, at('2026-11-24T08:00:00+03:00'))).toBe(false);
  });

  it('have one key per appointment, channel and start (a moved appointment gets a new one)', () => {
    expect(reminderDedupeKey('email', tomorrow)).toBe('reminder:email:5:2026-11-25T14:00');
    expect(reminderDedupeKey('telegram', tomorrow)).toBe('reminder:telegram:5:2026-11-25T14:00');
    expect(reminderDedupeKey('email', { ...tomorrow, time: '15:00' })).not.toBe(reminderDedupeKey('email', tomorrow));
  });

  it('the studio Telegram reminder is off unless turned on', () => {
    expect(parseReminderTelegram(undefined)).toBe(false);
    expect(parseReminderTelegram('false')).toBe(false);
    expect(parseReminderTelegram('true')).toBe(true);
  });
});
