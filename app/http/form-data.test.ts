import { describe, expect, it } from 'vitest';
import { jsonList, toFormData, truthy } from './form-data';

describe('toFormData', () => {
  it('writes values the way a form sends them', () => {
    const form = toFormData({ name: 'A', price: 350.5, isActive: true, isPopular: false, notes: null, services: [3, 1], statsData: [{ title: 'T', value: '5' }] });
    expect([...form.entries()]).toEqual([
      ['name', 'A'],
      ['price', '350.5'],
      ['isActive', 'on'],
      ['services[0]', '3'],
      ['services[1]', '1'],
      ['statsData[0].title', 'T'],
      ['statsData[0].value', '5'],
    ]);
  });
});

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
