/**
 * Sign-in throttling that fits a shared studio Wi-Fi (issue 26 item 5,
 * docs/decisions/0353-sign-in-throttling-per-pair.md). Failures are counted for two keys:
 *
 * - the PAIR (the e-mail typed, from this IP): after PAIR_MAX wrong passwords within the
 *   window, that e-mail waits from that IP (a guesser cannot keep guessing one account);
 * - the IP (wrong passwords for any e-mail from it): after IP_MAX, the IP is "noisy" and each
 *   e-mail gets only ONE more wrong try from it (NOISY_PAIR_MAX) before its pair waits.
 *
 * Nothing ever blocks a correct password for an account that has not failed itself from that
 * IP: guests typing wrong passwords on the studio's one public IP do not lock the owner out.
 * Pure: counts and times in, a decision out.
 */

export const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** wrong passwords per e-mail from one IP within the window */
export const PAIR_MAX = 5;
/** wrong passwords from one IP (any e-mail) within the window before it is noisy */
export const IP_MAX = 20;
/** from a noisy IP: wrong passwords per e-mail before that pair waits */
export const NOISY_PAIR_MAX = 1;

/** A counter as stored: how many failures since the first one of the window. */
export type FailureCount = { failures: number; firstAt: Date } | null;

/** A counter still inside its window at `now` (else none). */
export function liveCount(count: FailureCount, now: Date, windowMs = SIGN_IN_WINDOW_MS): FailureCount {
  return count && now.getTime() - count.firstAt.getTime() < windowMs ? count : null;
}

/** The pair's allowance given the IP's count: PAIR_MAX, or NOISY_PAIR_MAX once the IP is noisy. */
export function pairAllowance(ip: FailureCount, now: Date): number {
  return (liveCount(ip, now)?.failures ?? 0) >= IP_MAX ? NOISY_PAIR_MAX : PAIR_MAX;
}

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Before the password is checked: may this e-mail try from this IP now? Refused only when the
 * PAIR has used its allowance; the IP alone never refuses.
 */
export function signInAllowed(counts: { pair: FailureCount; ip: FailureCount }, now: Date): ThrottleDecision {
  const pair = liveCount(counts.pair, now);
  if (!pair || pair.failures < pairAllowance(counts.ip, now)) return { allowed: true };
  // the pair may try again when its window ends, or (held back only because the IP is noisy)
  // when the IP's window ends, whichever is first
  const ip = liveCount(counts.ip, now);
  const pairEnd = pair.firstAt.getTime() + SIGN_IN_WINDOW_MS;
  const until = pair.failures < PAIR_MAX && ip ? Math.min(pairEnd, ip.firstAt.getTime() + SIGN_IN_WINDOW_MS) : pairEnd;
  return { allowed: false, retryAfterMs: Math.max(1000, until - now.getTime()) };
}

/** A counter after one more failure at `now`. */
export function afterFailure(count: FailureCount, now: Date): { failures: number; firstAt: Date } {
  const live = liveCount(count, now);
  return live ? { failures: live.failures + 1, firstAt: live.firstAt } : { failures: 1, firstAt: now };
}

/** The stored keys of the two counters. */
export function throttleKeys(email: string, ip: string): { pair: string; ip: string } {
  const address = ip || 'unknown';
  return { pair: `pair:${email.trim().toLowerCase()}\n${address}`, ip: `ip:${address}` };
}
