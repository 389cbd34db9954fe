import { describe, expect, it } from 'vitest';
import { phoneKey, samePhone } from './phone-key';

describe('phoneKey', () => {
  it('is one key for the ways one Turkish number is written', () => {
    for (const v of [
      '0532 123 45 67',
      '05321234567',
      '+90 532 123 45 67',
      '+90 (532) 123 45 67',
      '90 532 123 45 67',
      '0090 532 123 45 67',
      '532 123 45 67',
      '(0532) 123-45-67',
      '0532.123.45.67',
    ]) {
      expect(phoneKey(v), v).toBe('05321234567');
    }
  });
  it('keeps other digits as they are, and has no key for nothing', () => {
    expect(phoneKey('12')).toBe('12');
    expect(phoneKey('')).toBeNull();
    expect(phoneKey(null)).toBeNull();
    expect(phoneKey('abc')).toBeNull();
  });
  it('samePhone never matches two missing phones', () => {
    expect(samePhone('+90 532 123 45 67', '0532 123 4567')).toBe(true);
    expect(samePhone('0532 123 45 67', '0532 123 45 68')).toBe(false);
    expect(samePhone(null, null)).toBe(false);
  });
});
