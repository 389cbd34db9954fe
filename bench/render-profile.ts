/**
 * The CPU cost of one server render, without HTTP: React Router's request handler from the
 * production build called in a loop on the demo studio. Prints ms per render per page;
 * run under `node --cpu-prof` to see where the time goes (docs/decisions/0142).
 *
 *   npx react-router build && npx tsx bench/render-profile.ts [/services /contact ...]
 *   RENDERS=300 node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/render-profile.ts /services
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { openDatabase } from '../db/client';
import { ensureBaseRows, seedIfEmpty } from '../server/seed';
import type { RequestContext } from '../app/infra/app-context';
import { ROOT } from '../tests/helpers/server-process';
import { openErasureLog } from '../app/models/people/erasure-log.server';
import { NO_PICTURE_COPIES } from '../app/models/content/picture-copies.server';

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/services', '/contact'];
const renders = Number(process.env.RENDERS ?? 200);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-render-'));
const db = openDatabase(path.join(dir, 'studio.db'));
ensureBaseRows(db);
await seedIfEmpty(db, { uploadsDir: path.join(dir, 'uploads') });

const build = (await import(pathToFileURL(path.join(ROOT, 'build/server/index.js')).href)) as ServerBuild;
const handle = createRequestHandler(build, 'production');
const context: RequestContext = {
  db,
  now: () => new Date(),
  emit: () => {},
  kickOutbox: () => {},
  erasureLog: openErasureLog(':memory:'),
  pictures: NO_PICTURE_COPIES,
  replication: () => ({ enabled: false }),
  config: {
    uploadsDir: path.join(dir, 'uploads'),
    sessionSecret: 'p'.repeat(40),
    secretsKey: 'p'.repeat(40),
    rateLimits: false,
    production: true,
    telegramApiRoot: 'http://127.0.0.1:9',
  },
  clientIp: '127.0.0.1',
  cspNonce: 'bm9uY2Vub25jZW5vbmNl',
};

async function render(page: string) {
  const response = await handle(new Request(`http://localhost${page}`), context);
  if (response.status !== 200) throw new Error(`${page}: ${response.status}`);
  return (await response.text()).length;
}

try {
  for (const page of pages) {
    for (let i = 0; i < 20; i++) await render(page); // warm-up
    const started = performance.now();
    let bytes = 0;
    for (let i = 0; i < renders; i++) bytes = await render(page);
    const ms = (performance.now() - started) / renders;
    console.log(
      `${page.padEnd(10)} ${ms.toFixed(2)} ms per render (${renders} renders, ${(bytes / 1024).toFixed(1)} KB)`,
    );
  }
} finally {
  db.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
