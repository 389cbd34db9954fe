// Restores for people (README "Restoring"; docs/decisions/0327):
//
//   npm run restore -- --at "2026-11-25 14:05"   the off-site copy as it was then (Istanbul time)
//   npm run restore -- FILE.tar.gz               a backup made by `npm run backup`
//
// Either way the data is first restored to a NEW file beside the database, checked
// (integrity_check), migrated, cleared of everyone erased since (the erasure log), and shown
// (latest booking, row counts next to today's). Only when you answer "evet" (or pass --yes)
// is it copied into the live database with SQLite's backup API, which is safe while the
// server and Litestream run; the live database is first copied aside
// (studio.db.before-restore-*.db). Anything else leaves the live database untouched.
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { openDatabase } from '../db/client';
import { formatTurkishDateTime } from '../app/domain/clock';
import { parseRestoreTime, RESTORE_TIME_MESSAGE } from '../app/domain/replication';
import { restoreMissingPictures } from '../app/models/content/picture-copies.server';
import { stageBackup } from '../server/backup';
import { defaultLitestreamBin, loadConfig } from '../server/config';
import { createObjectStore } from '../server/object-store';
import {
  prepareRestoredCopy,
  restoreFromReplica,
  summarizeDatabase,
  swapIn,
  type DatabaseSummary,
} from '../server/restore';

const USAGE =
  'Kullanım: npm run restore -- --at "2026-11-25 14:05" [--yes]   ya da   npm run restore -- <yedek-dosyası.tar.gz> [--yes]';
const out = (line = '') => console.log(line ? `[restore] ${line}` : '');

function fail(message: string, code = 1): never {
  console.error(`[restore] ${message}`);
  process.exit(code);
}

const args = process.argv.slice(2);
const yes = args.includes('--yes');
const atIndex = args.indexOf('--at');
const atText = atIndex >= 0 ? args[atIndex + 1] : undefined;
const file = args.find((a, i) => !a.startsWith('--') && !(atIndex >= 0 && i === atIndex + 1));
if (atIndex >= 0 && !atText) fail(`${USAGE}\n${RESTORE_TIME_MESSAGE}`, 2);
if (atIndex < 0 && !file) fail(USAGE, 2);

const config = loadConfig();
const migrationsFolder = path.resolve('db/migrations');
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');

function show(summary: DatabaseSummary, live: DatabaseSummary | null, erasedAgain: number) {
  out('Bütünlük denetimi (integrity_check): ok');
  out(`Silme kaydından yeniden silinen müşteri: ${erasedAgain}`);
  const b = summary.latestBooking;
  out(
    b
      ? `Son alınan randevu: #${b.id} ${b.customerName}, ${b.date} ${b.time} (alındığı an: ${formatTurkishDateTime(new Date(b.createdAt))})`
      : 'Son alınan randevu: yok',
  );
  const names = ['appointments', 'customers', 'services', 'team_members', 'gallery_images', 'surveys', 'outbox'].filter(
    (t) => t in summary.tables,
  );
  out(`${'tablo'.padEnd(18)}${'geri yüklenen'.padStart(14)}${'şu an'.padStart(10)}`);
  for (const t of names)
    out(`${t.padEnd(18)}${String(summary.tables[t]).padStart(14)}${String(live?.tables[t] ?? '-').padStart(10)}`);
}

async function confirmed(): Promise<boolean> {
  if (yes) return true;
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const answer = await new Promise<string>((resolve) => {
    rl.question('Canlı veritabanının yerine bu kopya konulsun mu? (evet/hayır) ', resolve);
    rl.once('close', () => resolve(''));
  });
  rl.close();
  return /^(e|evet|y|yes)$/i.test(answer.trim());
}

/** The live database copied aside first: a restore can itself be undone. */
async function keepLiveAside(): Promise<string | null> {
  if (!fs.existsSync(config.databasePath)) return null;
  const aside = `${config.databasePath}.before-restore-${stamp}.db`;
  const Database = (await import('better-sqlite3')).default;
  const live = new Database(config.databasePath, { readonly: true, fileMustExist: true });
  try {
    await live.backup(aside);
  } finally {
    live.close();
  }
  return aside;
}

async function bringPicturesBack() {
  if (!config.replication) return;
  const store = createObjectStore(config.replication.bucket);
  const db = openDatabase(config.databasePath, { migrate: false });
  try {
    const back = await restoreMissingPictures(db, store, config.uploadsDir);
    out(
      `Resimler: ${back.restored} dosya uzak kopyadan geri getirildi${back.missing.length ? `, ${back.missing.length} dosya kopyada yok` : ''}`,
    );
  } catch (error) {
    out(`Resimler geri getirilemedi (sunucunun düzenli eşitlemesi yeniden dener): ${String(error)}`);
  } finally {
    db.$client.close();
    store.close();
  }
}

const live = fs.existsSync(config.databasePath) ? summarizeDatabase(config.databasePath) : null;

if (atText !== undefined) {
  const at = parseRestoreTime(atText, new Date());
  if (!at) fail(RESTORE_TIME_MESSAGE, 2);
  if (!config.replication)
    fail(
      'Uzak kopya ayarlı değil (BUCKET_NAME, AWS_ENDPOINT_URL_S3, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION): zamana göre geri yükleme yapılamaz. Yedek dosyası için: npm run restore -- <dosya>',
    );
  const copy = `${config.databasePath}.restore-${stamp}.db`;
  const call = {
    bin: process.env.LITESTREAM_BIN ?? defaultLitestreamBin(),
    config: path.resolve(process.env.LITESTREAM_CONFIG ?? 'deploy/litestream.yml'),
    env: {
      ...process.env,
      DATABASE_PATH: config.databasePath,
      ERASURE_LOG_PATH: config.erasureLogPath,
      LITESTREAM_ADDR: '127.0.0.1:0',
    },
  };
  let ms: number;
  try {
    ms = restoreFromReplica(call, config.databasePath, copy, at).ms;
  } catch (error) {
    fail((error as Error).message);
  }
  out(`Uzak kopyadan ${formatTurkishDateTime(at)} (İstanbul) anına geri yüklendi: ${copy} (${ms} ms)`);
  let prepared: Awaited<ReturnType<typeof prepareRestoredCopy>>;
  try {
    prepared = prepareRestoredCopy({
      file: copy,
      liveDatabasePath: config.databasePath,
      erasureLogPath: config.erasureLogPath,
      secretsKey: config.secretsKey,
      migrationsFolder,
    });
  } catch (error) {
    fail((error as Error).message);
  }
  show(prepared.summary, live, prepared.erasedAgain);
  if (!(await confirmed())) {
    out(`Onay verilmedi: canlı veritabanına dokunulmadı. Geri yüklenen kopya incelemek için duruyor: ${copy}`);
    process.exit(3);
  }
  const aside = await keepLiveAside();
  await swapIn(copy, config.databasePath);
  fs.rmSync(copy, { force: true });
  out(`Geri yüklendi: ${config.databasePath}${aside ? ` (önceki hali: ${aside})` : ''}`);
  await bringPicturesBack();
} else {
  let staged: Awaited<ReturnType<typeof stageBackup>>;
  try {
    staged = await stageBackup({
      file: file!,
      databasePath: config.databasePath,
      uploadsDir: config.uploadsDir,
      secretsKey: config.secretsKey,
      erasureLogPath: config.erasureLogPath,
      migrationsFolder,
    });
  } catch (error) {
    fail((error as Error).message);
  }
  out(`Yedek dosyası açıldı: ${file}`);
  show(staged.summary, live, staged.erasedAgain);
  if (!(await confirmed())) {
    staged.discard();
    out('Onay verilmedi: canlı veritabanına dokunulmadı.');
    process.exit(3);
  }
  const aside = await keepLiveAside();
  try {
    await staged.apply();
  } finally {
    staged.discard();
  }
  out(`${file} -> ${config.databasePath}${aside ? ` (önceki hali: ${aside})` : ''}`);
  out(
    `satırlar: ${Object.entries(staged.summary.tables)
      .map(([t, n]) => `${t}=${n}`)
      .join(' ')}`,
  );
}
