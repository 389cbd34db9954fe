import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_KIND_DAILY_LIMIT,
  capRefusal,
  dailyCapValueSchema,
  OWED_DAILY_CEILING,
  defuseTypedText,
  movedMessageDueAt,
  MOVED_MESSAGE_GAP_MS,
  recipientKey,
  withinDailyCap,
} from './message-limits';

describe('message limits', () => {
  it('one recipient key for one address or phone, however written', () => {
    expect(recipientKey('email', ' Ayse@Example.com ')).toBe('email:ayse@example.com');
    expect(recipientKey('sms', '0532 123 45 67')).toBe('phone:05321234567');
    expect(recipientKey('whatsapp', '+90 (532) 123 45 67')).toBe('phone:05321234567');
    expect(recipientKey('telegram', 'x')).toBeNull();
    expect(recipientKey('email', 'not-an-address')).toBeNull();
  });
  it('the daily cap lets the fifth message through and stops the sixth', () => {
    expect(withinDailyCap(4, 5)).toBe(true);
    expect(withinDailyCap(5, 5)).toBe(false);
    expect(dailyCapValueSchema.parse('5')).toBe(5);
    expect(dailyCapValueSchema.safeParse('0').success).toBe(false);
    expect(dailyCapValueSchema.safeParse('51').success).toBe(false);
  });
  it("a 'moved' message waits 10 minutes after the last one sent", () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(movedMessageDueAt(null, now)).toEqual(now);
    expect(movedMessageDueAt(new Date(now.getTime() - 3 * 60_000), now)).toEqual(new Date(now.getTime() + 7 * 60_000));
    expect(movedMessageDueAt(new Date(now.getTime() - MOVED_MESSAGE_GAP_MS - 1), now)).toEqual(now);
  });
  it('typed text reads the same but is no address or link for a mail program', () => {
    const defused = defuseTypedText('evil.example/odeme https://x.y a@b.c');
    expect(defused.replace(/\u200B/g, '')).toBe('evil.example/odeme https://x.y a@b.c');
    expect(defused).not.toMatch(/evil\.example|https:\/\/|a@b/);
  });
});

describe('what a customer is owed is not a flood (docs/decisions/0412)', () => {
  it('the messages about her appointment pass the daily cap; other kinds stop at it', () => {
    expect(capRefusal('appointment-cancelled', { toRecipient: 9, sameKind: 0 }, 5)).toBeNull();
    expect(capRefusal('booking-received', { toRecipient: 5, sameKind: 0 }, 5)).toBeNull();
    expect(capRefusal('custom-mail', { toRecipient: 5, sameKind: 0 }, 5)).toContain('Günlük sınır');
    expect(capRefusal('booking-links', { toRecipient: 5, sameKind: 0 }, 5)).toContain('Günlük sınır');
  });
  it('one kind about one appointment goes a few times a day; all of them together stop at a generous ceiling', () => {
    expect(
      capRefusal('appointment-moved', { toRecipient: 3, sameKind: APPOINTMENT_KIND_DAILY_LIMIT - 1 }, 5),
    ).toBeNull();
    expect(capRefusal('appointment-moved', { toRecipient: 3, sameKind: APPOINTMENT_KIND_DAILY_LIMIT }, 5)).toContain(
      'Tekrar sınırı',
    );
    expect(capRefusal('booking-received', { toRecipient: OWED_DAILY_CEILING, sameKind: 0 }, 5)).toContain(
      `son 24 saatte ${OWED_DAILY_CEILING} mesaj`,
    );
    // a studio that sets its cap above the ceiling keeps its own number
    expect(capRefusal('booking-received', { toRecipient: OWED_DAILY_CEILING, sameKind: 0 }, 50)).toBeNull();
  });
});
