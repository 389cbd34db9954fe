import { describe, expect, it } from 'vitest';
import { personalInfoSchema, bookingRequestSchema, BOOKING_MESSAGES } from './booking-rules';
import { waitlistJoinSchema } from './waitlist';
import {
  canonicalPhone,
  formatPhone,
  isValidPhone,
  nationalDigits,
  phoneSearchKey,
  samePhone,
  storedPhone,
} from './phone';

describe('canonicalPhone: one rule for every number people and phones write', () => {
  // issue 30 item 2: autofill and contact cards give +90; each of these was refused with '10 veya 11 haneli'
  it.each([
    '+90 532 123 45 67',
    '+905321234567',
    '+90 (532) 123 45 67',
    '90 532 123 45 67',
    '905321234567',
    '0090 532 123 45 67',
    '0532 123 45 67',
    '05321234567',
    '0532.123.45.67',
    '0532-123-45-67',
    '(0532) 123-45-67',
    '0 (532) 123 45 67',
    '532 123 45 67',
    '5321234567',
    ' +90\u00a0532 123 4567 ',
    '+90 (0532) 123 45 67',
  ])('%s is 05321234567', (written) => {
    expect(canonicalPhone(written)).toBe('05321234567');
    expect(isValidPhone(written)).toBe(true);
  });

  it('landlines and other area codes keep their own digits', () => {
    expect(canonicalPhone('+90 332 555 12 34')).toBe('03325551234');
    expect(canonicalPhone('(0332) 555-1234')).toBe('03325551234');
    expect(canonicalPhone('0850 123 45 67')).toBe('08501234567');
  });

  it('a number of another country, written with + or 00, is kept in E.164', () => {
    expect(canonicalPhone('+49 151 2345 6789')).toBe('+4915123456789');
    expect(canonicalPhone('0049 151 2345 6789')).toBe('+4915123456789');
    expect(canonicalPhone('+44 7911 123456')).toBe('+447911123456');
  });

  it.each([
    ['too short', '532 123 45 6'],
    ['too long', '0532 123 45 678'],
    ['12 digits not starting with 90', '123456789012'],
    ['a national number starting with 1', '0132 123 45 67'],
    ['letters', '0532 ABC 45 67'],
    ['a plus in the middle', '0532+1234567'],
    ['+90 with too few digits', '+90 532 123'],
    ['a foreign number too short', '+49 12'],
    ['empty', '   '],
    ['nothing', null],
  ])('%s is not a phone', (_why, written) => {
    expect(canonicalPhone(written)).toBeNull();
  });

  it('is idempotent: the canonical form reads as itself (stored rows stay as they are)', () => {
    for (const v of ['05321234567', '03325551234', '+4915123456789']) expect(canonicalPhone(v)).toBe(v);
    expect(storedPhone('05321234567')).toBe('05321234567');
    // a row written before the rule that is no phone keeps its text
    expect(storedPhone('0532123456')).toBe('0532123456');
  });

  it('samePhone compares canonical forms', () => {
    expect(samePhone('+90 532 123 45 67', '0532 123 45 67')).toBe(true);
    expect(samePhone('0532 123 45 67', '0532 123 45 68')).toBe(false);
    expect(samePhone('123', '123')).toBe(false);
  });

  it('formatPhone reads a Turkish number out in groups', () => {
    expect(formatPhone('+905321234567')).toBe('0532 123 45 67');
    expect(formatPhone('+4915123456789')).toBe('+4915123456789');
    expect(formatPhone('abc')).toBe('abc');
  });

  it('searching: a piece of a number finds the stored one however the piece is written', () => {
    const stored = nationalDigits('05321234567');
    for (const needle of ['+90 532', '0532 123', '532 12', '905321234567', '+90 (532) 123 45 67', '45 67']) {
      expect(stored.includes(phoneSearchKey(needle)!), needle).toBe(true);
    }
    expect(phoneSearchKey('05')).toBeNull();
  });
});

describe('the forms use the rule', () => {
  const person = { customerName: 'Ayşe Kaya', customerEmail: 'ayse@example.com', kvkkConsent: 'on' };
  it('step 1 of the wizard accepts +90 and refuses a short number with the spec message', () => {
    expect(personalInfoSchema.safeParse({ ...person, customerPhone: '+90 532 123 45 67' }).success).toBe(true);
    const refused = personalInfoSchema.safeParse({ ...person, customerPhone: '+90 532 123' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(BOOKING_MESSAGES.invalidPhone);
  });
  it('the API and the waitlist accept +90', () => {
    expect(
      bookingRequestSchema.safeParse({
        customerName: 'A',
        customerEmail: 'a@b.co',
        customerPhone: '+905321234567',
        teamMemberId: 1,
        date: '2030-01-02',
        time: '10:00',
        serviceIds: [1],
      }).success,
    ).toBe(true);
    expect(
      waitlistJoinSchema.safeParse({
        customerName: 'A',
        customerEmail: 'a@b.co',
        customerPhone: '90 532 123 45 67',
        date: '2030-01-02',
        serviceIds: '1',
        teamMemberId: 'any',
        consent: 'on',
      }).success,
    ).toBe(true);
  });
});
