import { describe, expect, it } from 'vitest';
import { formatKurus, kurusToLira, liraToKurus, kurusToLiraText } from './money';

describe('money', () => {
  it('formats kuruş as Turkish lira', () => {
    expect(formatKurus(125000)).toBe('₺1.250,00');
    expect(formatKurus(35050)).toBe('₺350,50');
  });
  it('converts lira from the API and forms to kuruş', () => {
    expect(liraToKurus(350)).toBe(35000);
    expect(liraToKurus(0.1 + 0.2)).toBe(30);
    expect(liraToKurus('350,50')).toBe(35050);
    expect(liraToKurus('1.250,00')).toBe(125000);
    expect(liraToKurus('99.9')).toBe(9990);
    expect(liraToKurus('₺ 45')).toBe(4500);
  });
  it('refuses what is not an amount', () => {
    for (const bad of [-1, Number.NaN, Infinity, 'abc', '', '1.2.3', null, undefined, {}, '12.345']) {
      expect(liraToKurus(bad)).toBeNull();
    }
  });
  it('gives lira back as a decimal number', () => {
    expect(kurusToLira(35050)).toBe(350.5);
  });
});

describe('kurusToLiraText', () => {
  it('writes lira with two decimals, with a dot or the Turkish comma', () => {
    expect(kurusToLiraText(125050)).toBe('1250.50');
    expect(kurusToLiraText(35000)).toBe('350.00');
    expect(kurusToLiraText(35000, ',')).toBe('350,00');
  });
});
