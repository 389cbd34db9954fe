import { describe, expect, it } from 'vitest';
import {
  rateLimitAddress,
  checkCode,
  codeRefusalMessage,
  codeSchema,
  codeSmsText,
  maySendCode,
  PHONE_CODE_TEXTS,
  proofValid,
} from './phone-verification';

const now = new Date('2026-11-24T10:00:00Z');
const state = (over: Partial<Parameters<typeof checkCode>[0]> = {}) => ({
  attempts: 0,
  expiresAt: new Date(now.getTime() + 60_000),
  verifiedAt: null,
  usedAt: null,
  ...over,
});

describe('one-time codes', () => {
  it('are 6 digits as typed (spaces ignored)', () => {
    expect(codeSchema.parse(' 123 456 ')).toBe('123456');
    expect(codeSchema.safeParse('12345').error?.issues[0]?.message).toBe(PHONE_CODE_TEXTS.invalidFormat);
    expect(codeSchema.safeParse('').error?.issues[0]?.message).toBe(PHONE_CODE_TEXTS.codeRequired);
  });
  it('five tries, then none; an expired or used code never passes', () => {
    expect(checkCode(state(), true, now)).toEqual({ ok: true });
    expect(checkCode(state(), false, now)).toEqual({ ok: false, reason: 'wrong', attemptsLeft: 4 });
    expect(checkCode(state({ attempts: 4 }), false, now)).toEqual({ ok: false, reason: 'exhausted', attemptsLeft: 0 });
    expect(checkCode(state({ attempts: 5 }), true, now)).toMatchObject({ ok: false, reason: 'exhausted' });
    expect(checkCode(state({ expiresAt: now }), true, now)).toMatchObject({ ok: false, reason: 'expired' });
    expect(checkCode(state({ usedAt: now, verifiedAt: now }), true, now)).toMatchObject({ ok: false, reason: 'used' });
    expect(codeRefusalMessage({ ok: false, reason: 'wrong', attemptsLeft: 2 })).toBe(
      'Doğrulama kodu hatalı. Kalan deneme hakkı: 2.',
    );
  });
  it('limits per phone (3 an hour, 6 a day) and per IP (10 an hour)', () => {
    expect(maySendCode({ phoneLastHour: 2, phoneLastDay: 5, ipLastHour: 9 })).toBe(true);
    expect(maySendCode({ phoneLastHour: 3, phoneLastDay: 3, ipLastHour: 0 })).toBe(false);
    expect(maySendCode({ phoneLastHour: 0, phoneLastDay: 6, ipLastHour: 0 })).toBe(false);
    expect(maySendCode({ phoneLastHour: 0, phoneLastDay: 0, ipLastHour: 10 })).toBe(false);
  });
  it('a proof is good for one booking within 30 minutes', () => {
    expect(proofValid({ verifiedAt: now, usedAt: null }, new Date(now.getTime() + 29 * 60_000))).toBe(true);
    expect(proofValid({ verifiedAt: now, usedAt: null }, new Date(now.getTime() + 31 * 60_000))).toBe(false);
    expect(proofValid({ verifiedAt: now, usedAt: now }, now)).toBe(false);
    expect(proofValid({ verifiedAt: null, usedAt: null }, now)).toBe(false);
  });
  it('the SMS carries the studio name and the code, nothing typed', () => {
    expect(codeSmsText('042917')).toBe(
      'Sheva Nail Art Studio doğrulama kodunuz: 042917\nKod 10 dakika geçerlidir. Bu kodu kimseyle paylaşmayın.',
    );
  });
});

describe('rateLimitAddress (issue 37)', () => {
  it('keeps IPv4, groups IPv6 by its /64', () => {
    expect(rateLimitAddress('198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitAddress('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitAddress('2001:0db8:0001:0002:ffff:0:0:99')).toBe('2001:db8:1:2::/64');
    expect(rateLimitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });
});
