/**
 * The production server on a fresh demo studio with a known owner account, for the benches
 * that weigh or score the admin screens signed in (bench/page-weight.ts,
 * bench/lighthouse-admin.ts): one set-up, so both measure the same thing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signInOverHttp } from '../tests/helpers/admin';
import { startStudio } from '../tests/helpers/server-process';

/** The owner account the bench's studio is created with. */
export const BENCH_ADMIN = { email: 'bench@studio.test', password: 'bench-sifre-123' };

export type BenchStudio = {
  url: string;
  databasePath: string;
  /** a session cookie of the owner (`Cookie` header value), signed in through the sign-in form */
  signIn: () => Promise<string>;
  stop: () => Promise<void>;
};

/** Starts the built server (BENCH_PORT, else a free port) on a demo studio in a temporary folder. */
export async function startBenchStudio(env: Record<string, string> = {}, timeoutMs = 180_000): Promise<BenchStudio> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-'));
  const databasePath = path.join(dir, 'studio.db');
  console.log('starting the production server on a fresh demo studio...');
  const studio = await startStudio(
    {
      DATABASE_PATH: databasePath,
      UPLOADS_DIR: path.join(dir, 'uploads'),
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ...(process.env.BENCH_PORT ? { PORT: process.env.BENCH_PORT } : {}),
      ...env,
    },
    timeoutMs,
  );
  return {
    url: studio.url,
    databasePath,
    signIn: () => signInOverHttp(studio.url, BENCH_ADMIN.email, BENCH_ADMIN.password),
    stop: async () => {
      await studio.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
