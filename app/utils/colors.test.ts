import { describe, expect, it } from 'vitest';
import { colorOr, hexToRgb, readableTextOn } from './colors';

describe('home settings colours', () => {
  it('reads 3- and 6-digit hex', () => {
    expect(hexToRgb('#1f2937')).toEqual([31, 41, 55]);
    expect(hexToRgb('fff')).toEqual([255, 255, 255]);
    expect(hexToRgb('red')).toBeNull();
    expect(colorOr('nope', '#000000')).toBe('#000000');
    expect(colorOr('abcdef', '#000000')).toBe('#abcdef');
  });

  it('picks light text on dark colours and dark text on light ones', () => {
    expect(readableTextOn('#1f2937')).toBe('#fafaf9');
    expect(readableTextOn('#000000')).toBe('#fafaf9');
    expect(readableTextOn('#f5e6ea')).toBe('#0c0a09');
    expect(readableTextOn('#ffff00')).toBe('#0c0a09');
    expect(readableTextOn('bogus')).toBe('#fafaf9');
  });
});
