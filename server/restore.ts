/**
 * Restores for people (docs/decisions/0327): a copy of the database is first made in a new
 * file (from the off-site copy at a point in time, or from a backup file), checked, migrated,
 * cleared of everyone erased since (the erasure log), given ids past every id already handed
 * out, and shown; only then, on confirmation, copied into the live database with SQLite's
 * backup API. The live file is never replaced under a running server or replicator: the
 * backup API writes through SQLite like any other writer, so the running server sees the
 * restored data and Litestream ships it as ordinary changes.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { idSequences, openDatabase, raiseIdSequences } from '../db/client';
import { openErasureLog, type ErasureEntry } from '../app/models/people/erasure-log.server';
import { reapplyErasures } from '../app/models/people/customer-data.server';
import { NOT_REPLICATING } from '../app/domain/replication';

/** deploy/start.sh leaves this file beside the database after restoring it from the copy; the server reads it once. */
export const RESTORED_MARKER_SUFFIX = '.restored-from-replica';

export type LatestBooking = { id: number; customerName: string; date: string; time: string; createdAt: string };
export type DatabaseSummary = { tables: Record<string, number>; latestBooking: LatestBooking | null };

export function countRows(db: Database.Database): Record<string, number> {
  const names = db
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%' order by name",
    )
    .all() as { name: string }[];
  return Object.fromEntries(
    names.map(({ name }) => [name, (db.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n]),
  );
}

/** What a database holds, in a few lines: row counts and the latest booking made. */
export function summarizeDatabase(file: string): DatabaseSummary {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const latest = db
      .prepare(
        'select id, customer_name as customerName, date, time, created_at as createdAt from appointments order by created_at desc, id desc limit 1',
      )
      .get() as (Omit<LatestBooking, 'createdAt'> & { createdAt: number }) | undefined;
    return {
      tables: countRows(db),
      latestBooking: latest ? { ...latest, createdAt: new Date(latest.createdAt).toISOString() } : null,
    };
  } finally {
    db.close();
  }
}

export function integrityOf(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return String(db.pragma('integrity_check', { simple: true }));
  } finally {
    db.close();
  }
}

export type PreparedCopy = { file: string; summary: DatabaseSummary; erasedAgain: number };

/**
 * Makes a restored copy ready to go live: integrity checked (throws otherwise), migrated to
 * the running code's schema, everyone in the erasure log erased again, and every id counter
 * moved past the live database's (so a booking made after the restore point, now gone, never
 * shares its number with a new one).
 */
export function prepareRestoredCopy(options: {
  file: string;
  liveDatabasePath: string;
  erasureLogPath: string;
  secretsKey: string;
  migrationsFolder?: string;
  extraErasures?: ErasureEntry[];
}): PreparedCopy {
  const check = integrityOf(options.file);
  if (check !== 'ok')
    throw new Error(`Geri yüklenen kopya bozuk (integrity_check: ${check}); canlı veritabanına dokunulmadı.`);
  const db = openDatabase(options.file, { migrationsFolder: options.migrationsFolder });
  const log = openErasureLog(options.erasureLogPath);
  let erasedAgain = 0;
  try {
    for (const entry of options.extraErasures ?? []) log.record(entry);
    erasedAgain = reapplyErasures({
      db,
      emit: () => {},
      erasureLog: log,
      now: () => new Date(),
      config: { secretsKey: options.secretsKey },
      replication: NOT_REPLICATING,
    });
    if (fs.existsSync(options.liveDatabasePath)) {
      const live = new Database(options.liveDatabasePath, { readonly: true, fileMustExist: true });
      try {
        raiseIdSequences(db.$client, { floors: idSequences(live) });
      } finally {
        live.close();
      }
    }
    db.$client.pragma('journal_mode = DELETE'); // one self-contained file
  } finally {
    log.close();
    db.$client.close();
  }
  return { file: options.file, summary: summarizeDatabase(options.file), erasedAgain };
}

/** Copies a prepared copy into the live database through SQLite's backup API (safe while the server and Litestream run). */
export async function swapIn(copyFile: string, liveDatabasePath: string): Promise<void> {
  const source = new Database(copyFile, { readonly: true, fileMustExist: true });
  try {
    fs.mkdirSync(path.dirname(path.resolve(liveDatabasePath)), { recursive: true });
    await source.backup(liveDatabasePath);
  } finally {
    source.close();
  }
}

export type LitestreamCall = { bin: string; config: string; env: NodeJS.ProcessEnv };

/**
 * `litestream restore` of the database at `databasePath` (as named in the config) into a new
 * file, to the latest state or to the last state at or before `at`. Throws with Litestream's
 * own words when it fails.
 */
export function restoreFromReplica(
  call: LitestreamCall,
  databasePath: string,
  output: string,
  at?: Date,
): { ms: number } {
  const args = [
    'restore',
    '-config',
    call.config,
    '-o',
    output,
    ...(at ? ['-timestamp', at.toISOString().replace(/\.\d{3}Z$/, 'Z')] : []),
    databasePath,
  ];
  const started = Date.now();
  const result = spawnSync(call.bin, args, { env: call.env, encoding: 'utf8' });
  if (result.error) throw new Error(`litestream çalıştırılamadı (${call.bin}): ${result.error.message}`);
  if (result.status !== 0 || !fs.existsSync(output)) {
    const words = `${result.stderr}${result.stdout}`.trim().split('\n').slice(-3).join('\n');
    throw new Error(`Uzak kopyadan geri yükleme başarısız (litestream restore, çıkış ${result.status}):\n${words}`);
  }
  return { ms: Date.now() - started };
}
