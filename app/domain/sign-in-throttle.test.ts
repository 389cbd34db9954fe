import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  IP_MAX,
  PAIR_MAX,
  SIGN_IN_WINDOW_MS,
  signInAllowed,
  throttleKeys,
  type FailureCount,
} from './sign-in-throttle';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 24, 10) + ms);
const times = (n: number, start = at(0)): FailureCount => ({ failures: n, firstAt: start });

describe('sign-in throttling on a shared Wi-Fi', () => {
  it('the IP alone never refuses: a pair that has not failed may try', () => {
    expect(signInAllowed({ pair: null, ip: times(IP_MAX * 5) }, at(1000))).toEqual({ allowed: true });
  });

  it('a pair waits after PAIR_MAX wrong passwords, until its window ends', () => {
    expect(signInAllowed({ pair: times(PAIR_MAX - 1), ip: times(PAIR_MAX - 1) }, at(1000))).toEqual({ allowed: true });
    expect(signInAllowed({ pair: times(PAIR_MAX), ip: times(PAIR_MAX) }, at(60_000))).toEqual({
      allowed: false,
      retryAfterMs: SIGN_IN_WINDOW_MS - 60_000,
    });
    expect(signInAllowed({ pair: times(PAIR_MAX), ip: times(PAIR_MAX) }, at(SIGN_IN_WINDOW_MS))).toEqual({
      allowed: true,
    });
  });

  it('from a noisy IP each e-mail gets one wrong try', () => {
    expect(signInAllowed({ pair: times(1), ip: times(IP_MAX) }, at(1000))).toMatchObject({ allowed: false });
    expect(signInAllowed({ pair: times(1), ip: times(IP_MAX - 1) }, at(1000))).toEqual({ allowed: true });
    // held back only by the noisy IP: free again when the IP's window ends (if that comes first)
    expect(signInAllowed({ pair: times(1, at(10_000)), ip: times(IP_MAX) }, at(20_000))).toEqual({
      allowed: false,
      retryAfterMs: SIGN_IN_WINDOW_MS - 20_000,
    });
  });

  it('counts failures in a window and keys pairs by the e-mail as typed, any case', () => {
    expect(afterFailure(null, at(0))).toEqual({ failures: 1, firstAt: at(0) });
    expect(afterFailure(times(3), at(1000))).toEqual({ failures: 4, firstAt: at(0) });
    expect(afterFailure(times(3), at(SIGN_IN_WINDOW_MS + 1))).toEqual({
      failures: 1,
      firstAt: at(SIGN_IN_WINDOW_MS + 1),
    });
    expect(throttleKeys(' Sahibe@Studio.TEST ', '1.2.3.4')).toEqual({
      pair: 'pair:sahibe@studio.test\n1.2.3.4',
      ip: 'ip:1.2.3.4',
    });
  });
});
