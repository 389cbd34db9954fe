import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../db/client';
import { ensureBaseRows, seedIfEmpty } from '../../server/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a migrated database with only the base rows (settings, home settings, questions) */
    baseEmptyDb: string;
    /** a migrated database with the demo studio */
    baseDemoDb: string;
    /** the uploads folder the demo database refers to */
    baseDemoUploads: string;
  }
}

type Templates = { dir: string; emptyFile: string; demoFile: string; uploads: string };

/** Shared by the projects of one `vitest run` (unit and integration): the templates are made once. */
const shared = globalThis as { studioTemplates?: { made: Promise<Templates>; users: number } };

async function makeTemplates(): Promise<Templates> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-test-base-'));
  const emptyFile = path.join(dir, 'empty.db');
  const demoFile = path.join(dir, 'demo.db');
  const uploads = path.join(dir, 'uploads');

  const empty = openDatabase(emptyFile);
  ensureBaseRows(empty);
  empty.$client.pragma('wal_checkpoint(TRUNCATE)');
  empty.$client.close();

  const demo = openDatabase(demoFile);
  await seedIfEmpty(demo, { uploadsDir: uploads }); // its log lines: the logger is silent under vitest
  demo.$client.pragma('wal_checkpoint(TRUNCATE)');
  demo.$client.close();
  return { dir, emptyFile, demoFile, uploads };
}

/**
 * Runs before the tests of each project that has them: migrates two template databases that
 * every test copies into its own temporary file (tests/helpers/test-db.ts). The demo studio's
 * pictures take most of it, so when the unit and integration projects run together the second
 * project gets the first one's templates.
 */
export default async function setup(project: TestProject) {
  shared.studioTemplates ??= { made: makeTemplates(), users: 0 };
  const mine = shared.studioTemplates;
  mine.users++;
  const { dir, emptyFile, demoFile, uploads } = await mine.made;
  project.provide('baseEmptyDb', emptyFile);
  project.provide('baseDemoDb', demoFile);
  project.provide('baseDemoUploads', uploads);
  return () => {
    if (--mine.users > 0) return;
    if (shared.studioTemplates === mine) shared.studioTemplates = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
