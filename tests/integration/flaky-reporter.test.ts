import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestCase, TestResult } from '@playwright/test/reporter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FlakyReporter, { formatTally, tally, type FlakyRecord } from '../e2e/flaky-reporter';

/** The flake finder's counting (npm run test:flaky, docs/decisions/0302). */

function testCase(title: string, line: number, repeat = 0): TestCase {
  return {
    title,
    location: { file: path.join(process.cwd(), 'tests/e2e/a.spec.ts'), line, column: 3 },
    titlePath: () => ['', 'chromium', 'a.spec.ts', 'grup', title],
    expectedStatus: 'passed',
    repeatEachIndex: repeat,
  } as unknown as TestCase;
}

function result(status: TestResult['status'], message?: string): TestResult {
  return {
    status,
    errors: message ? [{ message }] : [],
    error: message ? { message } : undefined,
  } as unknown as TestResult;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('flaky reporter', () => {
  it('counts the copies of one test together and lists each test that failed at least once, most failures first', () => {
    const records: FlakyRecord[] = [
      { test: 'a.spec.ts:3 › x', status: 'passed', ok: true },
      { test: 'a.spec.ts:3 › x', status: 'failed', ok: false, error: 'failed: expected 7 got 9' },
      { test: 'a.spec.ts:3 › x', status: 'failed', ok: false, error: 'failed: expected 7 got 9' },
      { test: 'a.spec.ts:9 › y', status: 'timedOut', ok: false, error: 'timedOut: waitForResponse' },
      { test: 'a.spec.ts:9 › y', status: 'passed', ok: true },
      { test: 'a.spec.ts:9 › y', status: 'passed', ok: true },
      { test: 'b.spec.ts:1 › z', status: 'passed', ok: true },
    ];
    const summary = tally(records);
    expect(summary).toMatchObject({ tests: 3, runs: 7 });
    expect(summary.failed).toEqual([
      { test: 'a.spec.ts:3 › x', runs: 3, failures: 2, errors: ['failed: expected 7 got 9'] },
      { test: 'a.spec.ts:9 › y', runs: 3, failures: 1, errors: ['timedOut: waitForResponse'] },
    ]);
    const text = formatTally(summary);
    expect(text).toContain('3 tests, 7 runs, 2 failed at least once');
    expect(text).toContain('2/3 failed  a.spec.ts:3 › x');
    expect(text).toContain('1/3 failed  a.spec.ts:9 › y');
    expect(text).not.toContain('b.spec.ts');
  });

  it('says so when nothing failed', () => {
    expect(formatTally(tally([{ test: 't', status: 'passed', ok: true }]))).toContain(
      '1 tests, 1 runs, 0 failed at least once',
    );
  });

  it('adds every run of a test to the FLAKY_RESULTS file, repeats under one name, skipped tests left out', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'flaky-test-')), 'r.jsonl');
    fs.writeFileSync(file, '{"test":"earlier run","status":"passed","ok":true}\n');
    vi.stubEnv('FLAKY_RESULTS', file);
    const reporter = new FlakyReporter();
    reporter.onTestEnd(testCase('kayar', 12, 0), result('passed'));
    reporter.onTestEnd(
      testCase('kayar', 12, 1),
      result('failed', '\u001b[31mError: expect(locator).toHaveText\u001b[39m\n\nExpected: "7"'),
    );
    reporter.onTestEnd(testCase('atlanan', 20), result('skipped'));
    reporter.onEnd({ status: 'failed' } as never);
    const lines = fs
      .readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as FlakyRecord);
    expect(lines).toHaveLength(3);
    expect(lines.slice(1)).toEqual([
      { test: 'tests/e2e/a.spec.ts:12 › grup › kayar', status: 'passed', ok: true },
      {
        test: 'tests/e2e/a.spec.ts:12 › grup › kayar',
        status: 'failed',
        ok: false,
        error: 'failed: Error: expect(locator).toHaveText',
      },
    ]);
    expect(tally(lines).failed.map((t) => [t.test, t.failures, t.runs])).toEqual([
      ['tests/e2e/a.spec.ts:12 › grup › kayar', 1, 2],
    ]);
  });

  it('prints the summary itself when used as a plain reporter', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const reporter = new FlakyReporter();
    reporter.onTestEnd(testCase('kayar', 12, 0), result('timedOut', 'Test timeout of 60000ms exceeded.'));
    reporter.onEnd({ status: 'failed' } as never);
    expect(log.mock.calls.flat().join('\n')).toContain('1/1 failed  tests/e2e/a.spec.ts:12 › grup › kayar');
  });
});
