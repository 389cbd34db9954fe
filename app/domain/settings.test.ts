import { describe, expect, it } from 'vitest';
import { CAPACITY_MESSAGE, CAPACITY_SETTING_KEY, capacitySchema } from './capacity';
import {
  BOOLEAN_SETTING_MESSAGE,
  parseSetting,
  serializeSetting,
  SETTINGS,
  settingOfKey,
  storedTextProblem,
  WEEKLY_HOURS_SETTING_MESSAGE,
} from './settings';

describe('the settings registry', () => {
  it('writes each key once', () => {
    const keys = Object.values(SETTINGS).map((d) => d.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(settingOfKey(CAPACITY_SETTING_KEY)).toBe(SETTINGS.capacityPerSlot);
    expect(settingOfKey('theme')).toBeUndefined();
  });

  it('reads the capacity with one rule: 1-10, anything else is the default 1', () => {
    expect(parseSetting('capacityPerSlot', '3')).toBe(3);
    expect(parseSetting('capacityPerSlot', ' 10 ')).toBe(10);
    for (const stored of ['15', '12', '0', 'abc', '2.5', '3.0', '', null, undefined])
      expect(parseSetting('capacityPerSlot', stored), String(stored)).toBe(1);
  });

  it('checks a value to store with the same parser the readers use', () => {
    expect(storedTextProblem(CAPACITY_SETTING_KEY, '4')).toBeNull();
    for (const bad of ['15', '0', '2.5', '3.0', 'true', ''])
      expect(storedTextProblem(CAPACITY_SETTING_KEY, bad), bad).toBe(CAPACITY_MESSAGE);
    // the settings screen's form takes the same values
    expect(capacitySchema.safeParse({ capacity: '4' }).data).toEqual({ capacity: 4 });
    expect(capacitySchema.safeParse({ capacity: '15' }).success).toBe(false);
    expect(storedTextProblem(SETTINGS.reminderTelegram.key, 'evet')).toBe(BOOLEAN_SETTING_MESSAGE);
    expect(storedTextProblem(SETTINGS.weeklyHours.key, '{}')).toBe(WEEKLY_HOURS_SETTING_MESSAGE);
    expect(storedTextProblem('theme', 'koyu')).toBeNull();
  });

  it('stores what it reads back', () => {
    for (const name of Object.keys(SETTINGS) as (keyof typeof SETTINGS)[]) {
      const d = SETTINGS[name];
      expect(parseSetting(name, serializeSetting(name, d.defaultValue as never)), name).toEqual(d.defaultValue);
    }
  });
});
