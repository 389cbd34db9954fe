/**
 * The built server for one test file (needs `react-router build`); bench scripts start theirs
 * with startStudio (server-process.ts), which does not need vitest.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startStudio, type StudioProcess } from './server-process';

/** The running server of a test file (useStudio): its address, its folder (database `studio.db`, `uploads/`) and its output. */
export type UsedStudio = { readonly url: string; readonly dir: string; output: () => string };

/**
 * Call at the top of a test file: the production server on a fresh temporary folder (database
 * and uploads), started before the file's tests and stopped, its folder removed, after them.
 * `env` adds to the folder's paths (seed, admin account, session secret, clock).
 */
export function useStudio(prefix: string, env: Record<string, string>, startTimeoutMs = 60_000): UsedStudio {
  let studio: StudioProcess | undefined;
  let dir = '';
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    studio = await startStudio(
      {
        DATABASE_PATH: path.join(dir, 'studio.db'),
        UPLOADS_DIR: path.join(dir, 'uploads'),
        ...env,
      },
      startTimeoutMs,
    );
  }, startTimeoutMs + 60_000);
  afterAll(async () => {
    await studio?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    get url() {
      return studio!.url;
    },
    get dir() {
      return dir;
    },
    output: () => studio?.output() ?? '',
  };
}
