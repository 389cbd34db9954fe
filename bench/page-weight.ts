/**
 * Page budget of the public site (issues #3 and #13): for every public page, the gzip bytes
 * of a first load's HTML + CSS + JS (photos excluded; budget 60 KB) and the Lighthouse mobile
 * performance score (target >= 98, median of LH_RUNS runs, default 3), heaviest first.
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
import { signInOverHttp } from '../tests/helpers/admin';
import { ROOT, startStudio } from '../tests/helpers/server-process';
import { bookFirstFreeTime, walkWizardTo } from '../tests/helpers/wizard-walk';

const ONLY = process.env.BENCH_PAGES?.split(',') ?? null;
const ADMIN = { email: 'bench@studio.test', password: 'bench-sifre-123' };
/** known to the bench, so it can sign the booked appointment's opt-out link like a message does */
const SESSION_SECRET = 'bench-page-weight-session-secret';
const BUDGET_BYTES = 60 * 1024;
const TARGET_SCORE = 98;
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync';

/** Bytes on the wire (gzip as the server sends it) of one GET. */
function wireBytes(
  url: string,
  cookie?: string,
): Promise<{ status: number; bytes: number; body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            bytes: raw.length,
            body: raw,
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
          });
        });
      })
      .on('error', reject);
  });
}

/** A page to weigh: its label in the tables, its address, the customer's cookie it needs, the status it answers. */
type Page = { label: string; path: string; cookie?: string; status?: number };

/** Every public page, with what the booking steps, the customer's page and the survey need. */
async function publicPages(base: string, databasePath: string): Promise<Page[]> {
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
  const admin = await signInOverHttp(base, ADMIN.email, ADMIN.password);
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

async function pageWeight(base: string, page: Page) {
  const html = await wireBytes(base + page.path, page.cookie);
  if (html.status !== (page.status ?? 200)) throw new Error(`${page.label}: HTTP ${html.status}`);
  const source = (html.encoding === 'gzip' ? zlib.gunzipSync(html.body) : html.body).toString('utf8');
  const assets = new Set<string>();
  // the stylesheet, module scripts and the preloaded brand typeface (woff2: sent as is)
  for (const m of source.matchAll(/<link\b[^>]*rel="(?:stylesheet|modulepreload|preload)"[^>]*>/g)) {
    if (/rel="preload"/.test(m[0]) && !/as="font"/.test(m[0])) continue;
    const href = m[0].match(/href="([^"]+)"/)?.[1];
    if (href) assets.add(href);
  }
  for (const m of source.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) assets.add(m[1]!);
  let css = 0;
  let js = 0;
  let font = 0;
  for (const a of assets) {
    const r = await wireBytes(new URL(a, base).toString());
    if (r.status !== 200) throw new Error(`${a}: HTTP ${r.status}`);
    if (/\.css(\?|$)/.test(a)) css += r.bytes;
    else if (/\.woff2(\?|$)/.test(a)) font += r.bytes;
    else js += r.bytes;
  }
  return {
    html: html.bytes,
    css,
    js,
    font,
    total: html.bytes + css + js + font,
    encoding: html.encoding,
    assets: [...assets],
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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
/** width of the page column */
const W = 17;

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-'));
  console.log('starting the production server on a fresh demo studio...');
  const studio = await startStudio(
    {
      DATABASE_PATH: path.join(dir, 'studio.db'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SESSION_SECRET,
    },
    120_000,
  );
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
    const pages = (await publicPages(studio.url, path.join(dir, 'studio.db'))).filter(
      (p) => !ONLY || ONLY.includes(p.label),
    );
    const weights = await Promise.all(pages.map(async (p) => ({ page: p, w: await pageWeight(studio.url, p) })));
    weights.sort((a, b) => b.w.total - a.w.total);
    console.log(
      `\nFirst load, gzip on the wire (HTML + CSS + JS + the preloaded typeface, photos excluded), budget ${kb(BUDGET_BYTES)}, heaviest first:`,
    );
    console.log(`${'page'.padEnd(W)} HTML       CSS        JS         font       total      `);
    for (const { page, w } of weights) {
      const ok = w.total <= BUDGET_BYTES;
      failed ||= !ok;
      console.log(
        `${page.label.padEnd(W)} ${kb(w.html).padEnd(10)} ${kb(w.css).padEnd(10)} ${kb(w.js).padEnd(10)} ${kb(w.font).padEnd(10)} ${kb(w.total).padEnd(10)} ${ok ? 'ok' : 'OVER BUDGET'}${w.encoding === 'gzip' ? '' : ` (HTML sent as ${w.encoding})`}`,
      );
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
    await studio.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

await main();
