/**
 * Throughput and p99 latency of the server-rendered /services and /contact under 50
 * concurrent connections, next to the very same bytes served as a static file by the same
 * process. Prints the figures and the ratio (target: dynamic/static ≥ 0.5).
 *
 *   npm run bench:http            (needs a build: npx react-router build)
 *   BENCH_SECONDS=20 npm run bench:http
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startStudio } from '../tests/helpers/server-process';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

async function run(url: string) {
  const result = await autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'gzip' } });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-'));
const uploadsDir = path.join(dir, 'uploads');
const studio = await startStudio({
  DATABASE_PATH: path.join(dir, 'studio.db'),
  UPLOADS_DIR: uploadsDir,
  RATE_LIMITS: 'off',
  LOG_LEVEL: 'warn',
});
try {
  console.log(
    `http-throughput: ${connections} connections, ${seconds} s per run, ${os.cpus().length} cores, Node ${process.version}`,
  );
  fs.mkdirSync(path.join(uploadsDir, 'bench'), { recursive: true });
  const rows: string[] = [];
  for (const page of ['/services', '/contact']) {
    const html = await (await fetch(studio.url + page)).text();
    const file = `${page.slice(1)}.html`;
    fs.writeFileSync(path.join(uploadsDir, 'bench', file), html);
    await run(studio.url + page); // warm-up
    const dynamic = await run(studio.url + page);
    const staticFile = await run(`${studio.url}/uploads/bench/${file}`);
    const ratio = dynamic.rps / staticFile.rps;
    rows.push(
      `${page.padEnd(10)} rendered: ${dynamic.rps.toFixed(0).padStart(6)} req/s  p50 ${dynamic.p50} ms  p99 ${dynamic.p99} ms  errors ${dynamic.errors}` +
        ` | static same bytes (${(html.length / 1024).toFixed(1)} KB): ${staticFile.rps.toFixed(0).padStart(6)} req/s  p99 ${staticFile.p99} ms | ratio ${ratio.toFixed(2)}`,
    );
  }
  for (const row of rows) console.log(row);
} finally {
  await studio.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
