/**
 * A small in-memory failure counter: after `max` failures within `windowMs` (counted from
 * the first failure) a key is blocked until that window ends. One process, one counter —
 * enough for one studio on one VM. Time comes from the caller (`context.now()`).
 */
export type FailureCounterOptions = { max: number; windowMs: number; maxKeys?: number };

export class FailureCounter {
  private readonly entries = new Map<string, { count: number; firstAt: number }>();

  constructor(private readonly options: FailureCounterOptions) {}

  /** Milliseconds until the key may try again; 0 when it is not blocked. */
  retryAfterMs(key: string, now: Date): number {
    const entry = this.live(key, now);
    if (!entry || entry.count < this.options.max) return 0;
    return entry.firstAt + this.options.windowMs - now.getTime();
  }

  fail(key: string, now: Date) {
    const entry = this.live(key, now);
    if (entry) entry.count++;
    else {
      this.prune(now);
      this.entries.set(key, { count: 1, firstAt: now.getTime() });
    }
  }

  reset(key: string) {
    this.entries.delete(key);
  }

  private live(key: string, now: Date) {
    const entry = this.entries.get(key);
    if (entry && now.getTime() - entry.firstAt >= this.options.windowMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune(now: Date) {
    if (this.entries.size < (this.options.maxKeys ?? 10_000)) return;
    for (const [key, entry] of this.entries)
      if (now.getTime() - entry.firstAt >= this.options.windowMs) this.entries.delete(key);
    // Still full (an attack from many addresses): forget the oldest half.
    if (this.entries.size >= (this.options.maxKeys ?? 10_000)) {
      let drop = Math.ceil(this.entries.size / 2);
      for (const key of this.entries.keys()) {
        if (drop-- <= 0) break;
        this.entries.delete(key);
      }
    }
  }
}
