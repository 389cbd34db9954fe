import { describe, expect, it } from 'vitest';
import {
  dailyCapValueSchema,
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
