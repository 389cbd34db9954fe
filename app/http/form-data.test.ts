import { describe, expect, it } from 'vitest';
import { jsonList, truthy } from './form-data';

describe('jsonList and truthy', () => {
  it('reads lists given as arrays or JSON strings', () => {
    expect(jsonList(['a'])).toEqual(['a']);
    expect(jsonList('["a","b"]')).toEqual(['a', 'b']);
    expect(jsonList('bozuk')).toEqual([]);
    expect(jsonList(undefined)).toBeUndefined();
  });
  it('reads booleans', () => {
    expect([true, 'true', '1', 'on', 1].every(truthy)).toBe(true);
    expect([false, 'false', '0', '', null, undefined].some(truthy)).toBe(false);
  });
});
