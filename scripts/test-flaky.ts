/**
 * npm run test:flaky [-- N] [--fresh] [playwright arguments]
 *
 * Runs the browser tests N times (default 3) and prints every test that failed at least once,
 * with how often (tests/e2e/flaky-reporter.ts). By default one Playwright run with
 * `--repeat-each=N`: every test N times against one server, so a test that depends on what
 * ran before it (its own earlier copy included) shows up too. `--fresh` makes it N separate
 * runs instead, each with a new server and database, as N newcomers running `npm test` would.
 * Everything else goes to `playwright test` (spec files, `-g title`, `--workers=2`, ...).
 * Needs a build (`npx react-router build`); uses E2E_PORT like `npm run test:e2e`.
 * Exits 1 when any test failed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatTally, tally, type FlakyRecord } from '../tests/e2e/flaky-reporter';

const args = process.argv.slice(2);
let times = 3;
let fresh = false;
const passOn: string[] = [];
for (const arg of args) {
  if (/^\d+$/.test(arg)) times = Number(arg);
  else if (arg === '--fresh') fresh = true;
  else passOn.push(arg);
}
if (times < 1) throw new Error('N must be at least 1');
if (passOn.some((a) => a.startsWith('--repeat-each') || a.startsWith('--retries'))) {
  console.error('test:flaky sets --repeat-each itself (N) and never retries: leave both out');
  process.exit(2);
}

const chromium = spawnSync('bash', ['scripts/ensure-chromium.sh'], { stdio: 'inherit' });
if (chromium.status !== 0) process.exit(chromium.status ?? 1);

const results = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'flaky-')), 'results.jsonl');
fs.writeFileSync(results, '');
const reporter = ['--reporter=list,./tests/e2e/flaky-reporter.ts'];
const runs = fresh
  ? Array.from({ length: times }, () => [...reporter, ...passOn])
  : [[...reporter, `--repeat-each=${times}`, ...passOn]];

const started = Date.now();
runs.forEach((runArgs, i) => {
  if (fresh) console.log(`\n== run ${i + 1} of ${times} (fresh server and database) ==`);
  spawnSync('npx', ['playwright', 'test', ...runArgs], {
    stdio: 'inherit',
    env: { ...process.env, FLAKY_RESULTS: results },
  });
});

const records = fs
  .readFileSync(results, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as FlakyRecord);
fs.rmSync(path.dirname(results), { recursive: true, force: true });
const summary = tally(records);
console.log(formatTally(summary));
console.log(
  `(${fresh ? `${times} fresh runs` : `--repeat-each=${times}`}, ${Math.round((Date.now() - started) / 1000)} s)`,
);
if (summary.runs === 0) {
  console.error('no test ran: see the output above');
  process.exit(1);
}
process.exit(summary.failed.length > 0 ? 1 : 0);
