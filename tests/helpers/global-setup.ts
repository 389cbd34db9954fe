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

/**
 * Runs once per `vitest run`: migrates two template databases that every test copies into
 * its own temporary file (tests/helpers/test-db.ts).
 */
export default async function setup(project: TestProject) {
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

  project.provide('baseEmptyDb', emptyFile);
  project.provide('baseDemoDb', demoFile);
  project.provide('baseDemoUploads', uploads);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
