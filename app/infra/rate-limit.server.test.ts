import { describe, expect, it } from 'vitest';
import { FailureCounter } from './rate-limit.server';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 7, 0) + minutes * 60_000);

describe('FailureCounter', () => {
  it('blocks a key after max failures until the window that began with the first failure ends', () => {
    const counter = new FailureCounter({ max: 3, windowMs: 15 * 60_000 });
    counter.fail('a', at(0));
    counter.fail('a', at(1));
    expect(counter.retryAfterMs('a', at(2))).toBe(0);
    counter.fail('a', at(2));
    expect(counter.retryAfterMs('a', at(2))).toBe(13 * 60_000);
    expect(counter.retryAfterMs('b', at(2))).toBe(0);
    expect(counter.retryAfterMs('a', at(14))).toBe(60_000);
    expect(counter.retryAfterMs('a', at(15))).toBe(0);
    counter.fail('a', at(15));
    expect(counter.retryAfterMs('a', at(15))).toBe(0);
  });

  it('forgets a key on reset', () => {
    const counter = new FailureCounter({ max: 1, windowMs: 60_000 });
    counter.fail('a', at(0));
    expect(counter.retryAfterMs('a', at(0))).toBeGreaterThan(0);
    counter.reset('a');
    expect(counter.retryAfterMs('a', at(0))).toBe(0);
  });

  it('stays bounded in memory under many keys', () => {
    const counter = new FailureCounter({ max: 1, windowMs: 60_000, maxKeys: 100 });
    for (let i = 0; i < 1000; i++) counter.fail(`ip-${i}`, at(0));
    expect((counter as unknown as { entries: Map<string, unknown> }).entries.size).toBeLessThanOrEqual(100);
    expect(counter.retryAfterMs('ip-999', at(0))).toBeGreaterThan(0);
  });
});
