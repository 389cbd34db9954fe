/**
 * How a browser test gets data that is its own (tests/e2e/README.md, docs/decisions/0300).
 *
 * All specs share one studio server and its database (.e2e/, made fresh by every
 * `playwright test`), and the server runs on the real clock. A test that books, closes or
 * fills a day therefore takes that day with one of the helpers below: each date is handed out
 * once per run (a lease file in .e2e/day-leases/, created with O_EXCL, so two workers, a
 * restarted worker after a failure and `--repeat-each` copies never get the same date), and
 * the dates are chosen by their weekday, so nothing depends on today's date, the weekday or
 * the hour the suite runs at.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';

/** The e2e server's folder (playwright.config.ts: DATABASE_PATH=.e2e/studio.db, removed at every start). */
export const E2E_DIR = path.resolve('.e2e');
const LEASES = path.join(E2E_DIR, 'day-leases');

const DAY_MS = 86_400_000;
/** Istanbul is UTC+3 all year. */
const ISTANBUL_MS = 3 * 3_600_000;

/** Today in Istanbul (UTC+3) plus `days` (YYYY-MM-DD). For reading; to write on a day, lease it. */
export function istanbulDate(days = 0): string {
  return new Date(Date.now() + ISTANBUL_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** `date` plus `days` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Tuesday to Saturday: open 09:00-18:00 in the demo studio (Sunday opens at 11:00, Monday is closed). */
export const FULL_DAYS: readonly number[] = [2, 3, 4, 5, 6];

/**
 * The public booking window the near days stay inside: from 3 days ahead (today's and
 * tomorrow's remaining hours depend on the time of day, and 'the earliest free time' of the
 * wizard lies on today or the next open day, at most 2 days ahead after Sunday's closing) to
 * 57 days ahead (the 60-day horizon, app/domain/availability.ts, with room for midnight).
 * Days 3-13 (the wizard's 14-day strip) are kept for tests that ask for them (`within`); the
 * others start at day 14.
 */
const NEAR = { from: 3, stripEnd: 13, to: 57 };
/** Admin writes (the admin API takes any date): beyond the public horizon, so no wizard test ever sees them. */
const FAR = { from: 100, to: 1400 };

type LeaseOptions = {
  /** allowed weekdays of the first day (default Tuesday to Saturday) */
  weekdays?: readonly number[];
  /** days ahead of today, inclusive */
  from: number;
  to: number;
  /** consecutive days taken together (default 1) */
  count?: number;
};

function holder(): string {
  try {
    const info = test.info();
    return `${info.titlePath.join(' › ')} (repeat ${info.repeatEachIndex}, retry ${info.retry})\n`;
  } catch {
    return 'outside a test\n';
  }
}

/** Takes `date` for this run if nobody has it (atomic: O_EXCL). */
function take(date: string, who: string): boolean {
  try {
    fs.writeFileSync(path.join(LEASES, date), who, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Leases the first `count` consecutive free dates whose first day is one of `weekdays`,
 * `from` to `to` days ahead, and returns them. Throws when the window is used up (e.g. by a
 * large `--repeat-each`): a clear message instead of two tests on one day.
 */
export function leaseDays(options: LeaseOptions): string[] {
  if (!fs.existsSync(E2E_DIR))
    throw new Error(`${E2E_DIR} does not exist: leases are taken while the e2e server (playwright.config.ts) runs`);
  fs.mkdirSync(LEASES, { recursive: true });
  const weekdays = options.weekdays ?? FULL_DAYS;
  const count = options.count ?? 1;
  const who = holder();
  for (let ahead = options.from; ahead + count - 1 <= options.to; ahead++) {
    const first = istanbulDate(ahead);
    if (!weekdays.includes(weekdayOf(first))) continue;
    const days = Array.from({ length: count }, (_, i) => addDays(first, i));
    const taken: string[] = [];
    for (const day of days) {
      if (!take(day, who)) break;
      taken.push(day);
    }
    if (taken.length === count) return days;
    // a partial run stays leased (unused): cheaper than giving days back under a race
  }
  throw new Error(
    `no free day left ${options.from}-${options.to} days ahead (weekdays ${weekdays.join(',')}, ${count} in a row): see ${LEASES}`,
  );
}

/**
 * A Tuesday-to-Saturday date 100+ days ahead that no other test of this run has: for data
 * written through the admin API or the database (beyond the 60-day public booking horizon).
 */
export function freshWeekday(): string {
  return leaseDays({ ...FAR })[0]!;
}

/**
 * A date inside the public booking horizon that no other test of this run has, for tests that
 * book through the wizard or the public API: 14 to 57 days ahead, or 3 to `within` days ahead
 * when the test needs one of the first days (13: on the wizard's 14-day strip; 12: inside a
 * 14-day cut-off).
 */
export function bookableDay(options: { weekdays?: readonly number[]; within?: number } = {}): string {
  if (options.within !== undefined && options.within > NEAR.stripEnd)
    throw new Error(`within: at most ${NEAR.stripEnd} (later days: leave it out)`);
  const window =
    options.within !== undefined ? { from: NEAR.from, to: options.within } : { from: NEAR.stripEnd + 1, to: NEAR.to };
  return leaseDays({ ...window, weekdays: options.weekdays })[0]!;
}

/** `count` consecutive dates 14 to 57 days ahead, the first one of `weekdays`, none held by another test. */
export function bookableDays(count: number, options: { weekdays?: readonly number[] } = {}): string[] {
  return leaseDays({ from: NEAR.stripEnd + 1, to: NEAR.to, weekdays: options.weekdays, count });
}

/** A short word of letters that differs per test, per `--repeat-each` copy and per retry. */
function testWord(): string {
  let seed: string;
  try {
    const info = test.info();
    // testId is '<file hash>-<test hash>': the whole of it, or every test of a file shares a word
    seed = `${info.testId}:${info.repeatEachIndex}:${info.retry}`;
  } catch {
    seed = `${process.pid}:${Date.now()}:${Math.random()}`;
  }
  const hex = crypto.createHash('sha256').update(seed).digest('hex').slice(0, 8);
  // no i/I (Turkish case rules give İ/ı), no l/o (read as 1/0)
  return [...hex].map((c) => 'abcdefghjkmnprst'[parseInt(c, 16)]!).join('');
}

/**
 * A capitalised word of letters of this test alone: a search for it (`?q=`) lists only this
 * test's rows. Letters only, so it passes as part of a person's name, needs no escaping in a
 * URL and survives the fixtures' e-mail made from the name.
 */
export function uniqueWord(): string {
  const word = testWord();
  return `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}

/** `base` and this test's word (uniqueWord): a name no other test, copy or retry uses. */
export function uniqueName(base: string): string {
  return `${base} ${uniqueWord()}`;
}

/** An e-mail address of this test alone (`local.word@example.com`), e.g. for the rows a booking makes. */
export function uniqueEmail(local: string): string {
  return `${local}.${testWord()}@example.com`;
}
