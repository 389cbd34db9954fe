import { describe, expect, it } from 'vitest';
import {
  appointmentDuration,
  DEFAULT_DURATION_MINUTES,
  formatMinutes,
  packageDuration,
  serviceDuration,
  storedDuration,
} from './duration';

describe('durations', () => {
  it('gives a service without a duration 60 minutes', () => {
    expect(serviceDuration(45)).toBe(45);
    expect(serviceDuration(null)).toBe(60);
    expect(serviceDuration(0)).toBe(60);
    expect(serviceDuration(undefined)).toBe(60);
  });
  it('takes a package duration, else the sum of its services', () => {
    expect(packageDuration({ durationMinutes: 180, services: [{ durationMinutes: 60 }] })).toBe(180);
    expect(
      packageDuration({ durationMinutes: null, services: [{ durationMinutes: 45 }, { durationMinutes: 60 }] }),
    ).toBe(105);
    expect(
      packageDuration({ durationMinutes: null, services: [{ durationMinutes: 45 }, { durationMinutes: null }] }),
    ).toBe(105);
    expect(packageDuration({ durationMinutes: null, services: [] })).toBe(DEFAULT_DURATION_MINUTES);
  });
  it('adds services and packages of an appointment', () => {
    expect(
      appointmentDuration({
        services: [{ durationMinutes: 45 }, { durationMinutes: null }],
        packages: [{ durationMinutes: null, services: [{ durationMinutes: 30 }, { durationMinutes: 30 }] }],
      }),
    ).toBe(45 + 60 + 60);
  });
  it('prefers the custom duration', () => {
    expect(appointmentDuration({ customDuration: 20, services: [{ durationMinutes: 120 }] })).toBe(20);
    expect(appointmentDuration({ customDuration: 0, services: [{ durationMinutes: 120 }] })).toBe(120);
    expect(appointmentDuration({ customDuration: null, services: [{ durationMinutes: 120 }] })).toBe(120);
  });
  it('is 60 minutes when nothing is known', () => {
    expect(appointmentDuration({})).toBe(60);
    expect(appointmentDuration({ services: [], packages: [] })).toBe(60);
  });
  it('reads a stored row: custom duration first, then the written duration', () => {
    expect(storedDuration({ customDuration: 90, durationMinutes: 45 })).toBe(90);
    expect(storedDuration({ customDuration: null, durationMinutes: 45 })).toBe(45);
    expect(storedDuration({})).toBe(60);
  });
  it('writes minutes as "dk"', () => {
    expect(formatMinutes(75)).toBe('75 dk');
  });
});
