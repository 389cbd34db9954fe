import { describe, expect, it } from 'vitest';
import { intParam } from './query';

describe('intParam', () => {
  it('reads whole numbers within bounds', () => {
    expect(intParam('3')).toBe(3);
    expect(intParam(' 12 ', { max: 12 })).toBe(12);
    expect(intParam('0', { min: 0 })).toBe(0);
  });
  it('tells absent from invalid', () => {
    expect(intParam(null)).toBeUndefined();
    expect(intParam('')).toBeUndefined();
    for (const bad of ['0', '-1', '1.5', 'abc', '1e3', '13', '9999999999999999'])
      expect(intParam(bad, { max: 12 })).toBeNull();
  });
});
