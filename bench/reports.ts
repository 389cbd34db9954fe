/**
 * Benchmark: a year's report (issue 19; npm run bench:reports, which builds first).
 *
 * Two studios in one run, each on the production server (server.ts against build/):
 *   big   - 20,000 appointments in the last 365 days (about 55 a day, 6 members, 4,000
 *           customers, service and package lines, a survey with three ratings for every
 *           fifth completed appointment);
 *   small - 200 appointments over the same year.
 * For each it prints the median server time of GET /admin/reports for the whole year grouped
 * by month (the document over loopback with an admin session: SQL, the calendar's open
 * minutes, the tables, the SVG charts and the HTML), and of the report's data alone
 * (readReportData + buildReport in this process, on the same file). Target: the big studio's
 * page within 200 ms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../db/client';
import { addDays, istanbulToday } from '../app/domain/clock';
import { reportFor } from '../app/models/studio/reports.server';
import { signInOverHttp } from '../tests/helpers/admin';
import { startStudio, type StudioProcess } from '../tests/helpers/server-process';
import { DAYS, seedReportStudio } from './reports-seed';

const ADMIN = { email: 'bench@studio.test', password: 'bench-sifre-1' };
const BIG = 20_000;
const SMALL = 200;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WARMUP = 3;
const TARGET_MS = 200;

const today = istanbulToday(new Date());
const from = addDays(today, -(DAYS - 1));
const search = `?period=range&from=${from}&to=${today}&by=month`;

type Studio = { name: string; total: number; dir: string; dbPath: string; server: StudioProcess; cookie: string };

async function open(name: string, total: number): Promise<Studio> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `studio-bench-reports-${name}-`));
  const dbPath = path.join(dir, 'studio.db');
  const server = await startStudio({
    DATABASE_PATH: dbPath,
    UPLOADS_DIR: path.join(dir, 'uploads'),
    SEED_DEMO: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
  });
  seedReportStudio(dbPath, total, today);
  const cookie = await signInOverHttp(server.url, ADMIN.email, ADMIN.password);
  return { name, total, dir, dbPath, server, cookie };
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

async function page(studio: Studio): Promise<{ ms: number; bytes: number }> {
  const t = performance.now();
  const res = await fetch(`${studio.server.url}/admin/reports${search}`, {
    headers: { Cookie: studio.cookie, 'Accept-Encoding': 'identity' },
  });
  const body = await res.arrayBuffer();
  const ms = performance.now() - t;
  if (res.status !== 200) throw new Error(`${studio.name}: ${res.status}`);
  return { ms, bytes: body.byteLength };
}

function dataTime(studio: Studio): { ms: number; revenue: number } {
  const db = openDatabase(studio.dbPath, { migrate: false });
  try {
    const params = new URLSearchParams(search.slice(1));
    const times: number[] = [];
    let revenue = 0;
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const t = performance.now();
      const r = reportFor(db, params, today);
      const ms = performance.now() - t;
      if (!r.ok) throw new Error(r.message);
      revenue = r.report.summary.revenueKurus;
      if (i >= WARMUP) times.push(ms);
    }
    return { ms: median(times), revenue };
  } finally {
    db.$client.close();
  }
}

async function main() {
  console.log(`Reports: a year (${from} - ${today}) by month, ${SMALL} vs ${BIG} appointments (median of ${RUNS})`);
  const studios = [await open('small', SMALL), await open('big', BIG)];
  try {
    for (const s of studios) for (let i = 0; i < WARMUP; i++) await page(s);
    const times: number[][] = [[], []];
    const bytes = [0, 0];
    for (let i = 0; i < RUNS; i++) {
      for (const [k, s] of studios.entries()) {
        const r = await page(s);
        times[k]!.push(r.ms);
        bytes[k] = r.bytes;
      }
    }
    const data = studios.map(dataTime);
    const f = (n: number) => `${n.toFixed(1)} ms`.padStart(12);
    console.log(`${'figure'.padEnd(44)}${String(SMALL).padStart(12)}${String(BIG).padStart(12)}`);
    console.log(
      `${'GET /admin/reports (a year): server time'.padEnd(44)}${f(median(times[0]!))}${f(median(times[1]!))}`,
    );
    console.log(`${'  of which the data (SQL + tables)'.padEnd(44)}${f(data[0]!.ms)}${f(data[1]!.ms)}`);
    console.log(`${'  HTML'.padEnd(44)}${`${bytes[0]} B`.padStart(12)}${`${bytes[1]} B`.padStart(12)}`);
    console.log(
      `${'  revenue of the year'.padEnd(44)}${String(data[0]!.revenue / 100).padStart(12)}${String(data[1]!.revenue / 100).padStart(12)}`,
    );
    const ok = median(times[1]!) <= TARGET_MS;
    console.log(
      ok
        ? `The ${BIG}-appointment year is within ${TARGET_MS} ms.`
        : `The ${BIG}-appointment year is OVER ${TARGET_MS} ms.`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    for (const s of studios) {
      await s.server.stop();
      fs.rmSync(s.dir, { recursive: true, force: true });
    }
  }
}

await main();
