/**
 * A Playwright reporter for finding flaky tests (`npm run test:flaky`, scripts/test-flaky.ts):
 * counts each test's runs and failures across `--repeat-each` copies (and across separate
 * runs when FLAKY_RESULTS names a file to add them to) and prints every test that failed at
 * least once. Use it beside another reporter: `--reporter=list,./tests/e2e/flaky-reporter.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** One line of FLAKY_RESULTS: a test (without its repeat number) and how one run of it ended. */
export type FlakyRecord = { test: string; status: TestResult['status']; ok: boolean; error?: string };

export type FlakyTally = { test: string; runs: number; failures: number; errors: string[] };

/** The tests that failed at least once, most failures first, from the records of any number of runs. */
export function tally(records: readonly FlakyRecord[]): { tests: number; runs: number; failed: FlakyTally[] } {
  const byTest = new Map<string, FlakyTally>();
  for (const r of records) {
    const t = byTest.get(r.test) ?? { test: r.test, runs: 0, failures: 0, errors: [] };
    t.runs++;
    if (!r.ok) {
      t.failures++;
      if (r.error && !t.errors.includes(r.error)) t.errors.push(r.error);
    }
    byTest.set(r.test, t);
  }
  const failed = [...byTest.values()]
    .filter((t) => t.failures > 0)
    .sort((a, b) => b.failures - a.failures || a.test.localeCompare(b.test));
  return { tests: byTest.size, runs: records.length, failed };
}

/** The summary printed at the end. */
export function formatTally(result: ReturnType<typeof tally>): string {
  const lines = [
    `\nflaky finder: ${result.tests} tests, ${result.runs} runs, ${result.failed.length} failed at least once`,
  ];
  for (const t of result.failed) {
    lines.push(`  ${t.failures}/${t.runs} failed  ${t.test}`);
    for (const e of t.errors.slice(0, 3)) lines.push(`      ${e}`);
  }
  return lines.join('\n');
}

function firstLine(result: TestResult): string | undefined {
  const message = result.errors[0]?.message ?? result.error?.message;
  return (
    message
      // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's colour codes
      ?.replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .find((l) => l.trim())
      ?.trim()
      .slice(0, 160)
  );
}

export default class FlakyReporter implements Reporter {
  private records: FlakyRecord[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'skipped') return;
    const file = path.relative(process.cwd(), test.location.file);
    // titlePath: '', project, file, describes…, title
    const name = `${file}:${test.location.line} › ${test.titlePath().slice(3).join(' › ')}`;
    const ok = result.status === test.expectedStatus;
    this.records.push({
      test: name,
      status: result.status,
      ok,
      error: ok ? undefined : `${result.status}: ${firstLine(result) ?? ''}`,
    });
  }

  onEnd(_result: FullResult) {
    const file = process.env.FLAKY_RESULTS;
    if (file) fs.appendFileSync(file, this.records.map((r) => `${JSON.stringify(r)}\n`).join(''));
    else console.log(formatTally(tally(this.records)));
  }

  printsToStdio() {
    return !process.env.FLAKY_RESULTS;
  }
}
