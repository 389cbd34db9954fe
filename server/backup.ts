import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { readErasureLogFile } from '../app/models/people/erasure-log.server';
import { defaultErasureLogPath } from './config';
import { countRows, prepareRestoredCopy, swapIn, type DatabaseSummary } from './restore';

/**
 * Backups of the studio: one .tar.gz with a consistent copy of the live database (SQLite's
 * online backup API, safe while the server writes), the erasure log and the uploads folder.
 */

function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
    .replace('T', '-');
}

export type BackupResult = { file: string; bytes: number; tables: Record<string, number> };

async function onlineCopy(from: string, to: string) {
  const source = new Database(from, { readonly: true, fileMustExist: true });
  source.pragma('busy_timeout = 5000');
  try {
    await source.backup(to);
  } finally {
    source.close();
  }
  const copy = new Database(to);
  copy.pragma('journal_mode = DELETE');
  return copy;
}

export async function createBackup(options: {
  databasePath: string;
  uploadsDir: string;
  outDir: string;
  erasureLogPath?: string;
  now?: Date;
}): Promise<BackupResult> {
  if (!fs.existsSync(options.databasePath)) throw new Error(`Veritabanı bulunamadı: ${options.databasePath}`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-backup-'));
  try {
    const copy = await onlineCopy(options.databasePath, path.join(work, 'studio.db'));
    const tables = countRows(copy);
    copy.close();
    const members = ['studio.db', 'uploads'];
    const erasureLog = options.erasureLogPath ?? defaultErasureLogPath(options.databasePath);
    if (fs.existsSync(erasureLog)) {
      (await onlineCopy(erasureLog, path.join(work, 'erasures.db'))).close();
      members.push('erasures.db');
    }
    if (fs.existsSync(options.uploadsDir))
      fs.cpSync(options.uploadsDir, path.join(work, 'uploads'), { recursive: true });
    else fs.mkdirSync(path.join(work, 'uploads'));
    fs.mkdirSync(options.outDir, { recursive: true });
    const file = path.join(path.resolve(options.outDir), `studio-${stamp(options.now ?? new Date())}.tar.gz`);
    execFileSync('tar', ['-czf', file, '-C', work, ...members], { stdio: ['ignore', 'ignore', 'pipe'] });
    return { file, bytes: fs.statSync(file).size, tables };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** `secretsKey`: the studio's SECRETS_KEY (an erasure applied again hashes the phone of her opt-outs and codes with it). */
export type RestoreOptions = {
  file: string;
  databasePath: string;
  uploadsDir: string;
  secretsKey: string;
  erasureLogPath?: string;
  migrationsFolder?: string;
  now?: Date;
};

/** A backup unpacked and made ready (server/restore.ts prepareRestoredCopy), not yet live. */
export type StagedRestore = {
  summary: DatabaseSummary;
  erasedAgain: number;
  copyFile: string;
  apply(): Promise<void>;
  discard(): void;
};

/**
 * Unpacks a backup and prepares its database beside the live one: integrity checked first,
 * migrated, erasures since the backup (the live log plus the backup's own) applied again, id
 * counters past the live database's. `apply` copies it into the live database with the online
 * backup API (a running server sees the restored data) and replaces the uploads (the previous
 * folder is kept beside it as uploads.before-restore-*).
 */
export async function stageBackup(options: RestoreOptions): Promise<StagedRestore> {
  if (!fs.existsSync(options.file)) throw new Error(`Yedek dosyası bulunamadı: ${options.file}`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-restore-'));
  const discard = () => fs.rmSync(work, { recursive: true, force: true });
  try {
    execFileSync('tar', ['-xzf', path.resolve(options.file), '-C', work, '--no-same-owner'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const dbFile = path.join(work, 'studio.db');
    if (!fs.existsSync(dbFile)) throw new Error('Yedek içinde studio.db yok');
    const prepared = prepareRestoredCopy({
      file: dbFile,
      liveDatabasePath: options.databasePath,
      erasureLogPath: options.erasureLogPath ?? defaultErasureLogPath(options.databasePath),
      migrationsFolder: options.migrationsFolder,
      secretsKey: options.secretsKey,
      extraErasures: readErasureLogFile(path.join(work, 'erasures.db')),
    });
    return {
      summary: prepared.summary,
      erasedAgain: prepared.erasedAgain,
      copyFile: dbFile,
      discard,
      async apply() {
        await swapIn(dbFile, options.databasePath);
        const uploads = path.join(work, 'uploads');
        if (fs.existsSync(uploads)) {
          if (fs.existsSync(options.uploadsDir))
            fs.renameSync(
              options.uploadsDir,
              `${options.uploadsDir}.before-restore-${stamp(options.now ?? new Date())}`,
            );
          fs.cpSync(uploads, options.uploadsDir, { recursive: true });
        }
      },
    };
  } catch (error) {
    discard();
    throw error;
  }
}

/** Stages and applies a backup in one go. */
export async function restoreBackup(options: RestoreOptions): Promise<{ tables: Record<string, number> }> {
  const staged = await stageBackup(options);
  try {
    await staged.apply();
    return { tables: staged.summary.tables };
  } finally {
    staged.discard();
  }
}
