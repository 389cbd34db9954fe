/**
 * Lighthouse on the desk's screens (issue #39): /admin, /admin/appointments and
 * /admin/reports, signed in as the owner, mobile (Lighthouse's default: a Moto G Power on
 * simulated slow 4G, 4x CPU slowdown), performance only, median of LH_RUNS runs (default 3).
 * Targets: score >= 95 and first contentful paint <= 1.5 s.
 *
 *   npm run bench:lighthouse                       # builds, starts the production server on a fresh demo DB
 *   LH_BASE=http://127.0.0.1:3604 LH_EMAIL=… LH_PASSWORD=… tsx bench/lighthouse-admin.ts
 *                                                  # against a server already running (e.g. an older build)
 *   LH_PAGES=/admin/reports ...                    # some screens only
 *   LH_SAVE=/tmp/lh ...                            # keep each run's JSON report there
 *
 * The machine's load changes the result (Lighthouse scales what it observes): the table
 * prints its CPU benchmark index per run and the load average, so two runs can be compared.
 * Lighthouse runs Debian's Chromium through CHROME_PATH (default /usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signInOverHttp } from '../tests/helpers/admin';
import { ROOT } from '../tests/helpers/server-process';
import { seedFullDay } from './full-day';
import { BENCH_ADMIN, type BenchStudio, startBenchStudio } from './signed-in-studio';

const PAGES = process.env.LH_PAGES?.split(',') ?? ['/admin', '/admin/appointments', '/admin/reports'];
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const TARGET_SCORE = 95;
const TARGET_FCP_MS = 1500;
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync';

type Run = { score: number; fcp: number; lcp: number; tbt: number; si: number; bytes: number; benchmarkIndex: number };

function lighthouse(url: string, cookie: string): Promise<Run> {
  const cli = path.join(ROOT, 'node_modules/lighthouse/cli/index.js');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--only-categories=performance',
        `--chrome-flags=${CHROME_FLAGS}`,
        `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited ${code}: ${err.slice(-2000)}`));
      const lhr = JSON.parse(out);
      // LH_SAVE=dir keeps each run's report (to read its audits: render-blocking, request chains)
      if (process.env.LH_SAVE) {
        fs.mkdirSync(process.env.LH_SAVE, { recursive: true });
        const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
        fs.writeFileSync(path.join(process.env.LH_SAVE, name), out);
      }
      if (lhr.finalDisplayedUrl && !lhr.finalDisplayedUrl.startsWith(url))
        return reject(new Error(`${url} ended at ${lhr.finalDisplayedUrl} (not signed in?)`));
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      resolve({
        score: Math.round(lhr.categories.performance.score * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        si: audit('speed-index'),
        bytes: audit('total-byte-weight'),
        benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
      });
    });
  });
}

async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (error) {
      if (i >= attempts) throw error;
      console.log(`  (lighthouse failed, trying again: ${String(error).split('\n')[0]?.slice(0, 120)})`);
    }
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function main() {
  // a server already running (LH_BASE, signed in with LH_EMAIL/LH_PASSWORD), else the bench's own
  const external = process.env.LH_BASE;
  const studio: BenchStudio | null = external ? null : await startBenchStudio();
  // the desk's screens as the desk has them: a full working day booked (its list, its counters)
  if (studio) seedFullDay(studio.databasePath);
  const base = external ?? studio!.url;
  let failed = false;
  try {
    const cookie = studio
      ? await studio.signIn()
      : await signInOverHttp(
          base,
          process.env.LH_EMAIL ?? BENCH_ADMIN.email,
          process.env.LH_PASSWORD ?? BENCH_ADMIN.password,
        );
    const version = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
    ).version;
    console.log(`machine: ${os.cpus().length} CPUs, load average ${load()}`);
    console.log(
      `Lighthouse ${version}, mobile (simulated slow 4G, 4x CPU), signed in as the owner, median of ${RUNS}; targets score >= ${TARGET_SCORE}, FCP <= ${TARGET_FCP_MS / 1000} s`,
    );
    console.log(`${'screen'.padEnd(22)}score  runs        FCP      LCP      TBT      SI       bytes     CPU index`);
    for (const page of PAGES) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await withRetries(() => lighthouse(base + page, cookie)));
      const score = median(runs.map((r) => r.score));
      const fcp = median(runs.map((r) => r.fcp));
      const mid = runs.find((r) => r.score === score)!;
      const ok = score >= TARGET_SCORE && fcp <= TARGET_FCP_MS;
      failed ||= !ok;
      console.log(
        `${page.padEnd(22)}${String(score).padEnd(7)}${runs
          .map((r) => r.score)
          .join(',')
          .padEnd(
            12,
          )}${`${(fcp / 1000).toFixed(2)} s`.padEnd(9)}${`${(mid.lcp / 1000).toFixed(2)} s`.padEnd(9)}${`${Math.round(mid.tbt)} ms`.padEnd(9)}${`${(mid.si / 1000).toFixed(2)} s`.padEnd(9)}${`${(mid.bytes / 1024).toFixed(0)} KB`.padEnd(10)}${runs.map((r) => r.benchmarkIndex).join(',')}${ok ? '' : '  BELOW TARGET'}`,
      );
    }
    console.log(`load average at the end: ${load()}`);
  } finally {
    await studio?.stop();
  }
  if (failed) process.exitCode = 1;
}

await main();
