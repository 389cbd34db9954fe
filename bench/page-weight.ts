/**
 * Page budgets (issues #3, #13 and #39): for every public page, the gzip bytes of a first
 * load's HTML + CSS + JS + the preloaded typeface (photos excluded; budget 30 KB) and the
 * Lighthouse mobile performance score (target >= 98, median of LH_RUNS runs, default 3); for
 * every admin screen, signed in as the owner, the same bytes (budget 150 KB), heaviest first.
 * Over budget fails the run. The budget is counted in gzip, as the issues measured it; the
 * Brotli column is the same load as a browser that accepts Brotli (all the studio meets) gets
 * it: the build's .br files (docs/decisions/0540), the HTML compressed per request.
 *
 * The admin screens come from app/routes.ts: every route under /admin whose module has a
 * component (a screen, not a CSV or an action-only URL) is weighed, so a new screen is in the
 * budget the day it is added. Its URL parameters are filled from the demo studio (an
 * appointment, a customer, a team member, a waitlist entry, a sale the bench makes). The
 * demo studio has no appointments of its own, so the bench books a full working day (five
 * for each team member, `seedFullDay`): the appointment screen's list shows them, and that
 * day's day and week views are weighed beside the URL map's screens. The admin screens are
 * weighed a second time after a year of work is written into the same studio (20,000
 * appointments, bench/reports-seed.ts), both tables in one run. A page that
 * hydrates is also opened in Chromium: the scripts its hydration waited for though its HTML
 * does not name them (a server-rendered `React.lazy` view) are part of its first load
 * (bench/hydration-modules.ts, docs/decisions/0548).
 * Lighthouse for the admin screens: bench/lighthouse-admin.ts (npm run bench:lighthouse).
 *
 * Every public page is measured: the catalogue pages, one gallery image, the privacy notice,
 * the booking page's three steps (steps 2 and 3 need a draft: the bench fills the wizard
 * with plain form posts as a customer without JavaScript would and measures with that
 * customer's cookie), the customer's own page of a booking made that way, a survey made
 * by the admin API, and the not-found page.
 *
 *   npm run bench:pages            # builds, starts the production server on a fresh demo DB
 *   LH_RUNS=1 npm run bench:pages  # quicker
 *   SKIP_LIGHTHOUSE=1 ...          # bytes only
 *   BENCH_PAGES=/,/about ...       # some pages only (by their label in the table)
 *   SKIP_ADMIN=1 ...               # public pages only
 *   SKIP_HISTORY=1 ...             # the admin screens once, without the year of history after
 *   BENCH_PORT=3601 ...            # the server's port (default: a free one)
 *   BENCH_FILES=1 ...              # under each page, its files (gzip), heaviest first
 *   BENCH_DUMP=/tmp/pages ...      # writes each page's HTML there (the last table's)
 *
 * Lighthouse runs Debian's Chromium through CHROME_PATH (default /usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import { optOutUrlFor } from '../app/models/messaging/customer-messages.server';
import { istanbulToday } from '../app/domain/clock';
import { openDatabase } from '../db/client';
import { insertTestAppointment } from '../tests/helpers/appointments';
import { ROOT } from '../tests/helpers/server-process';
import { adminScreens, fillPattern } from './admin-screens';
import { benchModulesBeforeHydration, closeHydrationBrowser } from './hydration-modules';
import { seedFullDay } from './full-day';
import { seedReportStudio } from './reports-seed';
import { startBenchStudio } from './signed-in-studio';
import { bookFirstFreeTime, walkWizardTo } from '../tests/helpers/wizard-walk';

const ONLY = process.env.BENCH_PAGES?.split(',') ?? null;
/** known to the bench, so it can sign the booked appointment's opt-out link like a message does */
const SESSION_SECRET = 'bench-page-weight-session-secret';
const BUDGET_BYTES = Number(process.env.PUBLIC_BUDGET_KB ?? 30) * 1024;
const ADMIN_BUDGET_BYTES = Number(process.env.ADMIN_BUDGET_KB ?? 150) * 1024;
const TARGET_SCORE = 98;
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
/** The history of the second admin table: a year of a busy studio's appointments (bench:reports' large studio). */
const HISTORY = 20_000;
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync';

/**
 * Bytes on the wire of one GET, as the server sends them to a client that accepts `accept`:
 * gzip (the budget's measure since issue #3) or Brotli (what today's browsers accept and get).
 */
function wireBytes(
  url: string,
  cookie?: string,
  accept: 'gzip' | 'br' = 'gzip',
): Promise<{ status: number; bytes: number; body: Buffer; encoding: string; location?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': accept, ...(cookie ? { cookie } : {}) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            bytes: raw.length,
            body: raw,
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
            location: res.headers.location,
          });
        });
      })
      .on('error', reject);
  });
}

/** A page to weigh: its label in the tables, its address, the customer's cookie it needs, the status it answers. */
type Page = { label: string; path: string; cookie?: string; status?: number; budget?: number };

/** Every public page, with what the booking steps, the customer's page and the survey need. */
async function publicPages(base: string, databasePath: string, signIn: () => Promise<string>): Promise<Page[]> {
  const gallery = await (await fetch(`${base}/gallery`)).text();
  const image = gallery.match(/href="(\/gallery\/\d+)"/)?.[1];
  if (!image) throw new Error('the demo gallery has no image page');
  const step2 = await walkWizardTo(base, 2);
  const step3 = await walkWizardTo(base, 3);
  const booked = await bookFirstFreeTime(await walkWizardTo(base, 3));
  // the opt-out page of that booking's SMS, as the link in a message opens it
  const db = new Database(databasePath, { readonly: true });
  const last = db.prepare('select id, created_at as createdAt from appointments order by id desc limit 1').get() as {
    id: number;
    createdAt: number;
  };
  db.close();
  const optOut = optOutUrlFor(
    { appointmentId: last.id, createdAt: new Date(last.createdAt) },
    'sms',
    SESSION_SECRET,
    '',
  );
  const admin = await signIn();
  const survey = await fetch(`${base}/api/surveys/create`, {
    method: 'POST',
    headers: { Origin: base, Cookie: admin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ customerName: 'Deneme Müşteri' }),
  });
  if (survey.status !== 201) throw new Error(`survey: HTTP ${survey.status} ${await survey.text()}`);
  const token = ((await survey.json()) as { survey: { token: string } }).survey.token;
  return [
    { label: '/', path: '/' },
    { label: '/services', path: '/services' },
    { label: '/gallery', path: '/gallery' },
    { label: '/gallery/{id}', path: image },
    { label: '/team', path: '/team' },
    { label: '/about', path: '/about' },
    { label: '/kvkk', path: '/kvkk' },
    { label: '/contact', path: '/contact' },
    { label: '/contact?adim=2', path: '/contact?adim=2', cookie: step2.client.cookie() },
    { label: '/contact?adim=3', path: '/contact?adim=3', cookie: step3.client.cookie() },
    { label: '/contact/bekleme-listesi', path: '/contact/bekleme-listesi', cookie: step3.client.cookie() },
    { label: '/randevu/{token}', path: booked },
    { label: '/randevularim', path: '/randevularim' },
    { label: '/bildirim-iptal/{token}', path: optOut },
    { label: '/survey/{token}', path: `/survey/${token}` },
    { label: '404', path: '/olmayan-sayfa', status: 404 },
  ];
}

/**
 * Every admin screen of the URL map (bench/admin-screens.ts), signed in as the owner, its
 * parameters filled from the demo studio; the sign-in page itself signed out.
 */
async function adminPages(base: string, databasePath: string, signIn: () => Promise<string>): Promise<Page[]> {
  const cookie = await signIn();
  const db = new Database(databasePath);
  const one = (sql: string) => (db.prepare(sql).get() as { id: number } | undefined)?.id;
  const appointment = one(
    "select id from appointments where customer_id is not null and status != 'cancelled' order by id limit 1",
  );
  let waitlist = one('select id from waitlist_entries order by id limit 1');
  if (!waitlist) {
    const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    waitlist = Number(
      db
        .prepare(
          'insert into waitlist_entries (date, customer_name, customer_email, consent_at, created_at) values (?, ?, ?, ?, ?)',
        )
        .run(date, 'Bekleyen Müşteri', 'bekleyen@example.com', Date.now(), Date.now()).lastInsertRowid,
    );
  }
  let sale: number | undefined = one('select id from sales order by id limit 1');
  // a sale is taken for a visit of today or before: yesterday's visit, written as a test would
  if (!sale) {
    const drizzleDb = openDatabase(databasePath);
    const yesterday = new Date(Date.now() + 3 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    const visited = insertTestAppointment(drizzleDb, {
      customerId: one('select id from customers order by id limit 1'),
      customerName: 'Dünkü Müşteri',
      teamMemberId: one('select id from team_members order by id limit 1'),
      date: yesterday,
      time: '10:00',
      status: 'confirmed',
      totalPriceKurus: 50_000,
      services: [{ name: 'Manikür', priceKurus: 50_000, durationMinutes: 60 }],
    });
    const res = await fetch(`${base}/api/appointments/${visited}/checkout`, {
      method: 'POST',
      headers: { Origin: base, Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ complete: false }),
    });
    if (!res.ok) throw new Error(`checkout for the sale screens: HTTP ${res.status} ${await res.text()}`);
    sale = one('select id from sales order by id limit 1');
  }
  const fullDay = seedFullDay(databasePath);
  const values = {
    appointments: appointment,
    customers: one('select id from customers order by id limit 1'),
    team: one('select id from team_members order by id limit 1'),
    waitlist,
    sales: sale,
  };
  db.close();
  const strings = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ? String(v) : undefined]));
  const screens: Page[] = adminScreens().map((screen) => {
    const filled = fillPattern(screen.pattern, strings);
    if (!filled) throw new Error(`${screen.pattern}: the demo studio has nothing to open`);
    const signedOut = screen.pattern === '/admin/login';
    return { label: screen.pattern, path: filled, cookie: signedOut ? undefined : cookie, budget: ADMIN_BUDGET_BYTES };
  });
  // the appointment screen's views (its URL without a view is the list or the month calendar,
  // as the width chooses): the desk's day, a full one, and its week
  screens.push(
    {
      label: '/admin/appointments?day={a full day}',
      path: `/admin/appointments?day=${fullDay}`,
      cookie,
      budget: ADMIN_BUDGET_BYTES,
    },
    {
      label: '/admin/appointments?view=week&week={a full day}',
      path: `/admin/appointments?view=week&week=${fullDay}`,
      cookie,
      budget: ADMIN_BUDGET_BYTES,
    },
  );
  return screens;
}

async function pageWeight(base: string, page: Page) {
  let url = base + page.path;
  let html = await wireBytes(url, page.cookie);
  // an admin URL that answers a GET with a redirect (an action-only step) is weighed where it lands
  for (let hops = 0; page.budget && html.status >= 300 && html.status < 400 && html.location && hops < 3; hops++) {
    url = new URL(html.location, base + page.path).toString();
    html = await wireBytes(url, page.cookie);
  }
  if (html.status !== (page.status ?? 200)) throw new Error(`${page.label}: HTTP ${html.status}`);
  const source = (html.encoding === 'gzip' ? zlib.gunzipSync(html.body) : html.body).toString('utf8');
  if (process.env.BENCH_DUMP) {
    fs.mkdirSync(process.env.BENCH_DUMP, { recursive: true });
    fs.writeFileSync(path.join(process.env.BENCH_DUMP, `${page.label.replace(/[^\w-]+/g, '_')}.html`), source);
  }
  const assets = new Set<string>();
  // the stylesheet, module scripts and the preloaded brand typeface (woff2: sent as is)
  for (const m of source.matchAll(/<link\b[^>]*rel="(?:stylesheet|modulepreload|preload)"[^>]*>/g)) {
    if (/rel="preload"/.test(m[0]) && !/as="font"/.test(m[0])) continue;
    const href = m[0].match(/href="([^"]+)"/)?.[1];
    if (href) assets.add(href);
  }
  for (const m of source.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) assets.add(m[1]!);
  // React Router's inline module script imports the manifest and the entry (hydrated pages)
  for (const m of source.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g))
    for (const i of m[1]!.matchAll(/import\s*(?:[^'"]*from\s*)?["'](\/[^"']+\.js)["']/g)) assets.add(i[1]!);
  // and what hydration waited for that the HTML does not name (a server-rendered lazy component)
  const named = assets.size;
  if (/<script\b[^>]*type="module"/.test(source))
    for (const a of await benchModulesBeforeHydration(url, page.cookie)) assets.add(a);
  const lazy = assets.size - named;
  let css = 0;
  let js = 0;
  let font = 0;
  // the same load by a browser that accepts Brotli (every browser the studio meets)
  let brotli = (await wireBytes(url, page.cookie, 'br')).bytes;
  const files: { asset: string; bytes: number }[] = [];
  for (const a of assets) {
    const r = await wireBytes(new URL(a, base).toString());
    if (r.status !== 200) throw new Error(`${a}: HTTP ${r.status}`);
    files.push({ asset: a, bytes: r.bytes });
    if (/\.css(\?|$)/.test(a)) css += r.bytes;
    else if (/\.woff2(\?|$)/.test(a)) font += r.bytes;
    else js += r.bytes;
    brotli += (await wireBytes(new URL(a, base).toString(), undefined, 'br')).bytes;
  }
  return {
    html: html.bytes,
    css,
    js,
    font,
    total: html.bytes + css + js + font,
    brotli,
    encoding: html.encoding,
    assets: [...assets],
    files: files.sort((a, b) => b.bytes - a.bytes),
    lazy,
  };
}

/** benchmarkIndex: Lighthouse's measure of the CPU power it had during the run (higher is faster; a busy machine gives a low one). */
type LhRun = { score: number; fcp: number; lcp: number; tbt: number; cls: number; si: number; benchmarkIndex: number };

function lighthouse(url: string, cookie?: string): Promise<LhRun> {
  const cli = path.join(ROOT, 'node_modules/lighthouse/cli/index.js');
  const headers = cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : [];
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
        ...headers,
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
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      resolve({
        score: Math.round(lhr.categories.performance.score * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        si: audit('speed-index'),
        benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
      });
    });
  });
}

/** Lighthouse sometimes fails to record a trace on a very busy machine (NO_NAVSTART): try again. */
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

/** One at a time: the numbers do not depend on how busy the server is, and the log stays readable. */
async function weighAll(base: string, pages: Page[]) {
  const out: { page: Page; w: Awaited<ReturnType<typeof pageWeight>> }[] = [];
  for (const page of pages) out.push({ page, w: await pageWeight(base, page) });
  return out.sort((a, b) => b.w.total - a.w.total);
}

/** The table, heaviest first; true when a page is over its budget. */
function printWeights(
  title: string,
  weights: { page: Page; w: Awaited<ReturnType<typeof pageWeight>> }[],
  budget: number,
): boolean {
  let over = false;
  const width = Math.max(W, ...weights.map((x) => x.page.label.length + 1));
  console.log(`\n${title}`);
  console.log(`${'page'.padEnd(width)} HTML       CSS        JS         font       total      files  budget    Brotli`);
  for (const { page, w } of weights) {
    const limit = page.budget ?? budget;
    const ok = w.total <= limit;
    over ||= !ok;
    console.log(
      `${page.label.padEnd(width)} ${kb(w.html).padEnd(10)} ${kb(w.css).padEnd(10)} ${kb(w.js).padEnd(10)} ${kb(w.font).padEnd(10)} ${kb(w.total).padEnd(10)} ${`${w.assets.length + 1 - w.lazy}${w.lazy ? `+${w.lazy}` : ''}`.padEnd(6)} ${kb(limit).padEnd(9)} ${kb(w.brotli).padEnd(9)} ${ok ? 'ok' : 'OVER BUDGET'}${w.encoding === 'gzip' ? '' : ` (HTML sent as ${w.encoding})`}`,
    );
    if (process.env.BENCH_FILES)
      for (const f of w.files) console.log(`${''.padEnd(width)} ${kb(f.bytes).padEnd(10)} ${f.asset}`);
  }
  return over;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
/** width of the page column */
const W = 17;

async function main() {
  const studio = await startBenchStudio({ SESSION_SECRET }, 120_000);
  let failed = false;
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.log(
    `machine: ${os.cpus().length} CPUs, load average ${load()} (Lighthouse's simulated throttling scales what it observes: a busy machine lowers the scores)`,
  );
  try {
    const pages = (await publicPages(studio.url, studio.databasePath, studio.signIn)).filter(
      (p) => !ONLY || ONLY.includes(p.label),
    );
    const weights = await weighAll(studio.url, pages);
    failed = printWeights(
      `First load of the public pages, gzip on the wire (HTML + CSS + JS + the preloaded typeface, photos excluded), budget ${kb(BUDGET_BYTES)}, heaviest first; Brotli: the same load as a browser that accepts it gets it:`,
      weights,
      BUDGET_BYTES,
    );
    if (!process.env.SKIP_ADMIN) {
      const admin = (await adminPages(studio.url, studio.databasePath, studio.signIn)).filter(
        (p) => !ONLY || ONLY.includes(p.label),
      );
      const adminWeights = await weighAll(studio.url, admin);
      failed =
        printWeights(
          `First load of every admin screen of app/routes.ts (signed in as the owner; /admin/login signed out), gzip, HTML + CSS + JS + fonts (JS: the modules the HTML names and those hydration waited for, counted after a +), budget ${kb(ADMIN_BUDGET_BYTES)}, heaviest first; Brotli: as a browser gets it:`,
          adminWeights,
          ADMIN_BUDGET_BYTES,
        ) || failed;
      // the same screens after a year of work: the history bench:reports seeds (its 20,000
      // appointments, their customers, sales and surveys), written behind the server's back
      if (!process.env.SKIP_HISTORY) {
        seedReportStudio(studio.databasePath, HISTORY, istanbulToday(new Date()));
        const yearWeights = await weighAll(studio.url, admin);
        failed =
          printWeights(
            `The same admin screens after a year of work (${HISTORY.toLocaleString('en')} appointments more, bench/reports-seed.ts), budget ${kb(ADMIN_BUDGET_BYTES)}, heaviest first:`,
            yearWeights,
            ADMIN_BUDGET_BYTES,
          ) || failed;
      }
    }

    if (process.env.SKIP_LIGHTHOUSE) return;
    const version = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
    ).version;
    console.log(
      `\nLighthouse ${version}, mobile (default config, simulated slow 4G), performance, median of ${RUNS} run(s), target ${TARGET_SCORE}:`,
    );
    console.log(`${'page'.padEnd(W)} score  runs          FCP      LCP      TBT    CLS    SI      CPU index`);
    for (const { page } of weights) {
      if (page.status && page.status !== 200) {
        console.log(
          `${page.label.padEnd(W)} -      (Lighthouse does not score a page answering ${page.status}; weighed above)`,
        );
        continue;
      }
      const runs: LhRun[] = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await withRetries(() => lighthouse(studio.url + page.path, page.cookie)));
      const score = median(runs.map((r) => r.score));
      const mid = runs.find((r) => r.score === score)!;
      failed ||= score < TARGET_SCORE;
      console.log(
        `${page.label.padEnd(W)} ${String(score).padEnd(6)} ${runs
          .map((r) => r.score)
          .join(',')
          .padEnd(
            13,
          )} ${(mid.fcp / 1000).toFixed(2)} s   ${(mid.lcp / 1000).toFixed(2)} s   ${Math.round(mid.tbt)} ms`.padEnd(
          W + 51,
        ) +
          `${mid.cls.toFixed(3)}  ${(mid.si / 1000).toFixed(2)} s  ${runs.map((r) => r.benchmarkIndex).join(',')}${score >= TARGET_SCORE ? '' : '  BELOW TARGET'}`,
      );
    }
    console.log(`\nload average at the end: ${load()}`);
  } finally {
    await closeHydrationBrowser();
    await studio.stop();
    // here, not after the block: SKIP_LIGHTHOUSE returns from inside it
    if (failed) process.exitCode = 1;
  }
}

await main();
