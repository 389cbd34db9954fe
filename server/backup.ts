import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * Backups of the studio: one .tar.gz with a consistent copy of the live database (SQLite's
 * online backup API, safe while the server writes) and the uploads folder.
 */

function stamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z').replace('T', '-');
}

export type BackupResult = { file: string; bytes: number; tables: Record<string, number> };

export async function createBackup(options: { databasePath: string; uploadsDir: string; outDir: string; now?: Date }): Promise<BackupResult> {
  if (!fs.existsSync(options.databasePath)) throw new Error(`Veritabanı bulunamadı: ${options.databasePath}`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-backup-'));
  try {
    const source = new Database(options.databasePath, { readonly: true, fileMustExist: true });
    source.pragma('busy_timeout = 5000');
    try {
      await source.backup(path.join(work, 'studio.db'));
    } finally {
      source.close();
    }
    const copy = new Database(path.join(work, 'studio.db'));
    copy.pragma('journal_mode = DELETE');
    const tables = countRows(copy);
    copy.close();
    if (fs.existsSync(options.uploadsDir)) fs.cpSync(options.uploadsDir, path.join(work, 'uploads'), { recursive: true });
    else fs.mkdirSync(path.join(work, 'uploads'));
    fs.mkdirSync(options.outDir, { recursive: true });
    const file = path.join(path.resolve(options.outDir), `studio-${stamp(options.now ?? new Date())}.tar.gz`);
    execFileSync('tar', ['-czf', file, '-C', work, 'studio.db', 'uploads'], { stdio: ['ignore', 'ignore', 'pipe'] });
    return { file, bytes: fs.statSync(file).size, tables };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Puts a backup back: checks its integrity first, then copies it into the live database with
 * the online backup API (a running server sees the restored data) and replaces the uploads
 * (the previous folder is kept beside it as uploads.before-restore-*).
 */
export async function restoreBackup(options: { file: string; databasePath: string; uploadsDir: string; now?: Date }): Promise<{ tables: Record<string, number> }> {
  if (!fs.existsSync(options.file)) throw new Error(`Yedek dosyası bulunamadı: ${options.file}`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-restore-'));
  try {
    execFileSync('tar', ['-xzf', path.resolve(options.file), '-C', work, '--no-same-owner'], { stdio: ['ignore', 'ignore', 'pipe'] });
    const dbFile = path.join(work, 'studio.db');
    if (!fs.existsSync(dbFile)) throw new Error('Yedek içinde studio.db yok');
    const backup = new Database(dbFile, { fileMustExist: true });
    let tables: Record<string, number>;
    try {
      const check = backup.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new Error(`Yedek bozuk: ${String(check)}`);
      tables = countRows(backup);
      fs.mkdirSync(path.dirname(path.resolve(options.databasePath)), { recursive: true });
      await backup.backup(options.databasePath);
    } finally {
      backup.close();
    }
    const uploads = path.join(work, 'uploads');
    if (fs.existsSync(uploads)) {
      if (fs.existsSync(options.uploadsDir)) fs.renameSync(options.uploadsDir, `${options.uploadsDir}.before-restore-${stamp(options.now ?? new Date())}`);
      fs.cpSync(uploads, options.uploadsDir, { recursive: true });
    }
    return { tables };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

function countRows(db: Database.Database): Record<string, number> {
  const names = db
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%' order by name")
    .all() as { name: string }[];
  return Object.fromEntries(names.map(({ name }) => [name, (db.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n]));
}
