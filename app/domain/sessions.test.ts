import { describe, expect, it } from 'vitest';
import { DEFAULT_IDLE_HOURS, deviceOf, isIdleExpired } from './sessions';
import { parseSetting, storedTextProblem } from './settings';

const parseIdleHours = (text: string | undefined) => parseSetting('sessionIdleHours', text);
const isValidIdleHours = (hours: number) => storedTextProblem('session_idle_timeout_hours', String(hours)) === null;

describe('session idle timeout', () => {
  it('reads the setting, falling back to 12 hours', () => {
    expect(parseIdleHours(undefined)).toBe(DEFAULT_IDLE_HOURS);
    expect(DEFAULT_IDLE_HOURS).toBe(12);
    expect(parseIdleHours('3')).toBe(3);
    expect(parseIdleHours('0')).toBe(12);
    expect(parseIdleHours('abc')).toBe(12);
    expect(isValidIdleHours(336)).toBe(true);
    expect(isValidIdleHours(337)).toBe(false);
  });
  it('a session times out only after the idle hours have passed', () => {
    const last = new Date('2026-11-24T10:00:00Z');
    expect(isIdleExpired(last, new Date('2026-11-24T22:00:00Z'), 12)).toBe(false);
    expect(isIdleExpired(last, new Date('2026-11-24T22:00:01Z'), 12)).toBe(true);
  });
});

describe('device names', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      'Chrome · Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari · iPhone',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Gecko/20100101 Firefox/128.0', 'Firefox · Mac'],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36 EdgA/131.0',
      'Edge · Android',
    ],
    ['curl/8.5.0', 'curl'],
    ['node', 'API istemcisi (node)'],
    ['', 'Bilinmeyen cihaz'],
  ])('%s', (ua, name) => expect(deviceOf(ua)).toBe(name));
});
