/**
 * A studio server of a spec's own (tests/e2e/README.md, docs/decisions/0300): for a spec that
 * needs the studio shaped in a way the other specs must not see (e.g. a year of history and
 * six more team members for the reports), instead of writing that into the shared e2e
 * database. The server is the same production build as the shared one, with the same e2e
 * admin, on a free port and its own database under .e2e/; it starts once per worker and the
 * spec's `page`, `request` and `baseURL` point at it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { SYSTEM_PROCESSES, systemActor } from '../../app/domain/audit';
import type { WeeklyHours } from '../../app/domain/hours';
import { writeSetting } from '../../app/models/settings/registry.server';
import { openDatabase } from '../../db/client';
import { E2E_ADMIN, E2E_SESSION_SECRET } from '../../playwright.config';
import { startStudio, type StudioProcess } from '../helpers/server-process';
import { E2E_DIR } from './test-data';

export type OwnStudio = { url: string; databasePath: string };

/**
 * `test` for a spec with its own studio: `prepare` runs once on the new database after the
 * demo studio is written (the server is running; write with better-sqlite3, as the shared
 * specs' fixtures do). `env` is added to the server's environment (e.g. `FAKE_NOW`, a fixed
 * business clock: the browser's contexts then take the same time with `clock.setSystemTime`).
 */
export function testWithOwnStudio(
  name: string,
  prepare: (databasePath: string) => void | Promise<void> = () => {},
  env: Record<string, string> = {},
) {
  return base.extend<object, { ownStudio: OwnStudio }>({
    ownStudio: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
      async ({}, use) => {
        const dir = fs.mkdtempSync(path.join(E2E_DIR, `${name}-`));
        const databasePath = path.join(dir, 'studio.db');
        let studio: StudioProcess | undefined;
        try {
          studio = await startStudio(
            {
              DATABASE_PATH: databasePath,
              UPLOADS_DIR: path.join(dir, 'uploads'),
              SESSION_SECRET: E2E_SESSION_SECRET,
              ADMIN_EMAIL: E2E_ADMIN.email,
              ADMIN_PASSWORD: E2E_ADMIN.password,
              ...env,
              // (writing the demo studio takes a while on a busy 2-core machine)
            },
            150_000,
          );
          await prepare(databasePath);
          await use({ url: studio.url, databasePath });
        } finally {
          await studio?.stop();
        }
      },
      { scope: 'worker', timeout: 200_000 },
    ],
    baseURL: async ({ ownStudio }, use) => {
      await use(ownStudio.url);
    },
  });
}

/**
 * Opens the studio 09:00-18:00 on every day of the week, in a spec's own studio: for a spec
 * that works on today's day view, whatever day the run falls on. The demo studio is closed on
 * Mondays (and opens at 11:00 on Sundays), and a closed day shows 'Kapalı' with no timeline:
 * such a spec failed on every Monday. Stored through the settings registry, with its history
 * row, as the set-up would store it.
 */
export function openEveryDay(databasePath: string): void {
  const day = { open: '09:00', close: '18:00' };
  const week: WeeklyHours = { 0: day, 1: day, 2: day, 3: day, 4: day, 5: day, 6: day };
  const db = openDatabase(databasePath, { migrate: false });
  try {
    writeSetting(db, systemActor(SYSTEM_PROCESSES.seed), 'weeklyHours', week);
  } finally {
    db.$client.close();
  }
}
