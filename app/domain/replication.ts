/**
 * The continuous off-site copy (docs/decisions/0320–0323): how far behind the copy is, when
 * the owner is told, the words the dashboard and the messages use, and the numbers the
 * deploy files must agree with. Pure: the server feeds it Litestream's metrics and the clock.
 */
import { formatTurkishDateTime, instantOf, isValidDate, isValidTime } from './clock';

/** Litestream ships the WAL at least this often (deploy/litestream.yml `sync-interval`). */
export const SYNC_INTERVAL_SECONDS = 1;
/** How long the copy keeps history (deploy/litestream.yml `retention`; pictures in the bucket too). */
export const REPLICA_RETENTION_DAYS = 7;
/** Copy at most this far behind counts as "in sync" (a sync interval, a metrics scrape and a margin). */
export const IN_SYNC_SECONDS = 3;
/** Default of REPLICATION_ALERT_AFTER_SECONDS: the dashboard warns and the owner is told past this. */
export const DEFAULT_ALERT_AFTER_SECONDS = 60;
/** Replicator metrics unanswered this long: it counts as down (not just starting). */
export const DOWN_AFTER_SECONDS = 5;
/**
 * After the database comes back from the copy, every table's next id jumps by this much, so a
 * booking acknowledged in the last second before the disk was lost (and missing from the
 * copy) never shares its number with a new one (docs/decisions/0322).
 */
export const RESTORE_ID_GAP = 1000;

// ---------------------------------------------------------------------------------------------
// Positions from Litestream 0.3's Prometheus metrics
// ---------------------------------------------------------------------------------------------

/** A place in a database's WAL history: WAL index, then byte offset inside it. */
export type WalPosition = { index: number; offset: number };

/** One database as the metrics show it: its shadow WAL (what Litestream holds) and each replica's position. */
export type DbPositions = { shadow: WalPosition; replicas: Record<string, WalPosition> };

const METRIC_LINE = /^(litestream_[a-z_]+)\{([^}]*)\}\s+(\S+)$/;

function labels(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) out[m[1]!] = m[2]!;
  return out;
}

/**
 * Reads `litestream_shadow_wal_index/size` and `litestream_replica_wal_index/offset` from the
 * metrics text, by database path. Litestream's metrics carry no timestamps: in sync means the
 * replica's position has reached the shadow WAL's.
 */
export function parseLitestreamMetrics(text: string): Map<string, DbPositions> {
  const dbs = new Map<string, DbPositions>();
  const entry = (db: string) => {
    let e = dbs.get(db);
    if (!e) {
      e = { shadow: { index: -1, offset: -1 }, replicas: {} };
      dbs.set(db, e);
    }
    return e;
  };
  for (const line of text.split('\n')) {
    const m = METRIC_LINE.exec(line.trim());
    if (!m) continue;
    const [, name, labelText, raw] = m;
    const value = Number(raw);
    if (!Number.isFinite(value)) continue;
    const l = labels(labelText!);
    if (!l.db) continue;
    if (name === 'litestream_shadow_wal_index') entry(l.db).shadow.index = value;
    else if (name === 'litestream_shadow_wal_size') entry(l.db).shadow.offset = value;
    else if ((name === 'litestream_replica_wal_index' || name === 'litestream_replica_wal_offset') && l.name) {
      const replicas = entry(l.db).replicas;
      const r = replicas[l.name] ?? { index: -1, offset: -1 };
      replicas[l.name] = r;
      if (name === 'litestream_replica_wal_index') r.index = value;
      else r.offset = value;
    }
  }
  for (const [db, e] of dbs) if (e.shadow.index < 0 || e.shadow.offset < 0) dbs.delete(db);
  return dbs;
}

export function comparePositions(a: WalPosition, b: WalPosition): number {
  return a.index - b.index || a.offset - b.offset;
}

/** The position every replica of the database has reached (the least of them); null: none reported yet. */
export function replicatedPosition(db: DbPositions): WalPosition | null {
  const all = Object.values(db.replicas).filter((r) => r.index >= 0 && r.offset >= 0);
  if (!all.length) return null;
  return all.reduce((least, r) => (comparePositions(r, least) < 0 ? r : least));
}

// ---------------------------------------------------------------------------------------------
// Lag: when did the copy last hold everything the database held?
// ---------------------------------------------------------------------------------------------

/** What one database's copy is known to hold: `syncedAt` = the latest instant (ms) whose data the copy has. */
export type CopyTrack = { samples: { at: number; shadow: WalPosition }[]; syncedAt: number | null };

export const MAX_TRACK_SAMPLES = 3600;

export function newTrack(): CopyTrack {
  return { samples: [], syncedAt: null };
}

/**
 * One look at the metrics at `at` (ms). The shadow WAL's position at each look is remembered;
 * the copy holds everything of a look once its replica position reaches that look's shadow
 * position, so `syncedAt` is the latest such look. A shadow position that went backwards (a
 * new generation after a restart) starts the remembered looks again.
 */
export function trackLook(track: CopyTrack, db: DbPositions, at: number): CopyTrack {
  const last = track.samples[track.samples.length - 1];
  let samples = last && comparePositions(db.shadow, last.shadow) < 0 ? [] : [...track.samples];
  samples.push({ at, shadow: db.shadow });
  const replica = replicatedPosition(db);
  let syncedAt = track.syncedAt;
  if (replica) {
    let reached = -1;
    for (let i = samples.length - 1; i >= 0; i--) {
      if (comparePositions(replica, samples[i]!.shadow) >= 0) {
        reached = i;
        break;
      }
    }
    if (reached >= 0) {
      syncedAt = Math.max(syncedAt ?? 0, samples[reached]!.at);
      samples = samples.slice(reached);
    }
  }
  if (samples.length > MAX_TRACK_SAMPLES) samples = samples.slice(samples.length - MAX_TRACK_SAMPLES);
  return { samples, syncedAt };
}

// ---------------------------------------------------------------------------------------------
// The state shown on /healthz and the dashboard
// ---------------------------------------------------------------------------------------------

export type ReplicatorState = 'starting' | 'running' | 'down';

export type ReplicationStatus =
  | { enabled: false }
  | {
      enabled: true;
      /** in-sync: the copy is at most IN_SYNC_SECONDS behind; behind; down: the replicator is not running or not answering */
      state: 'in-sync' | 'behind' | 'down';
      inSync: boolean;
      /** seconds since the last instant whose data the copy holds */
      lagSeconds: number;
      /** that instant (ISO); null before the copy held anything */
      lastSyncedAt: string | null;
      replicator: ReplicatorState;

      /** the dashboard's warning: the copy is more than the alert threshold behind, or the replicator is down */
      warning: boolean;
      alertAfterSeconds: number;
    };

/** The state without the off-site copy (no bucket set up, or before it starts). */
export const NOT_REPLICATING = (): ReplicationStatus => ({ enabled: false });

export function replicationStatus(input: {
  /** the least `syncedAt` over the replicated databases (ms); null: not yet */
  syncedAt: number | null;
  /** when the monitor started (ms): the lag before the first sync counts from here */
  since: number;
  replicator: ReplicatorState;
  now: number;
  alertAfterSeconds: number;
}): Extract<ReplicationStatus, { enabled: true }> {
  const from = input.syncedAt ?? input.since;
  const lagSeconds = Math.max(0, Math.round((input.now - from) / 100) / 10);
  const inSync = input.replicator === 'running' && input.syncedAt !== null && lagSeconds <= IN_SYNC_SECONDS;
  const state = input.replicator === 'down' ? 'down' : inSync ? 'in-sync' : 'behind';
  return {
    enabled: true,
    state,
    inSync,
    lagSeconds,
    lastSyncedAt: input.syncedAt === null ? null : new Date(input.syncedAt).toISOString(),
    replicator: input.replicator,
    warning: state === 'down' || lagSeconds > input.alertAfterSeconds,
    alertAfterSeconds: input.alertAfterSeconds,
  };
}

/** The owner's messages: 'alert' once when the copy falls behind the threshold, 'recovered' once when it is back in sync. */
export type AlertEvent = 'alert' | 'recovered';

/**
 * What to tell the owner now, given whether she was already told of a problem. A short
 * replicator restart does not page her: only a copy more than the threshold behind does
 * (the lag keeps growing while the replicator is down).
 */
export function alertTransition(
  alerted: boolean,
  status: Extract<ReplicationStatus, { enabled: true }>,
): AlertEvent | null {
  if (!alerted && status.lagSeconds > status.alertAfterSeconds) return 'alert';
  if (alerted && status.inSync) return 'recovered';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Words
// ---------------------------------------------------------------------------------------------

/** '3 saniye', '2 dakika', '5 saat', '1 gün' (whole units, rounded down). */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s} saniye`;
  if (s < 3600) return `${Math.floor(s / 60)} dakika`;
  if (s < 86_400) return `${Math.floor(s / 3600)} saat`;
  return `${Math.floor(s / 86_400)} gün`;
}

/** The dashboard's line: 'Son yedek: 3 saniye önce'. */
export function lastCopyText(status: Extract<ReplicationStatus, { enabled: true }>): string {
  if (status.lastSyncedAt === null) return 'Son yedek: henüz yok';
  return `Son yedek: ${durationText(status.lagSeconds)} önce`;
}

/** The dashboard's warning, or null when there is nothing to warn about. */
export function copyWarningText(status: Extract<ReplicationStatus, { enabled: true }>): string | null {
  if (!status.warning) return null;
  if (status.state === 'down')
    return 'Yedekleme durdu: son değişiklikler şu an yalnızca bu sunucunun diskinde. Site çalışmaya devam ediyor; yedekleme kendiliğinden yeniden başlatılıyor.';
  return `Yedek ${durationText(status.lagSeconds)} geride: son değişiklikler henüz uzak kopyaya ulaşmadı. Site çalışmaya devam ediyor.`;
}

export const REPLICATION_OFF_TEXT =
  'Sürekli uzak yedekleme kapalı: veriler yalnızca bu sunucuda duruyor. Açılması için siteyi kuran kişiye başvurun.';

/** The owner's Telegram message / e-mail text for an alert or a recovery. */
export function replicationMessage(event: AlertEvent, lagSeconds: number, at: Date): { subject: string; text: string } {
  if (event === 'alert') {
    return {
      subject: 'Yedekleme geride kaldı',
      text: `⚠️ Sheva Nail Art: uzak yedek ${durationText(lagSeconds)} geride (${formatTurkishDateTime(at)}). Site çalışıyor; sorun sürerse son randevular yalnızca sunucunun diskinde kalır. Düzelince ayrıca haber verilecek.`,
    };
  }
  return {
    subject: 'Yedekleme yeniden güncel',
    text: `✅ Sheva Nail Art: uzak yedek yeniden güncel (${formatTurkishDateTime(at)}). Bir şey yapmanız gerekmiyor.`,
  };
}

/** How long an erased customer can remain in the copies (README, the KVKK screens). */
export function erasureRetentionText(): string {
  return `Silinen veriler, sürekli yedeğin geçmişinde en fazla ${REPLICA_RETENTION_DAYS} gün daha kalır ve bu süre dolunca kendiliğinden silinir; bu süre içinde geçmiş bir ana dönülse bile silme işlemleri yeniden uygulanır.`;
}

// ---------------------------------------------------------------------------------------------
// Restore to a point in time
// ---------------------------------------------------------------------------------------------

export const RESTORE_TIME_MESSAGE =
  'Zaman "YYYY-AA-GG SS:DD" biçiminde olmalı (İstanbul saati), ör. "2026-11-25 14:05".';

/**
 * `--at "2026-11-25 14:05"` (Istanbul wall time, seconds optional) or an ISO instant with an
 * offset; null when it is neither, or in the future.
 */
export function parseRestoreTime(value: string, now: Date): Date | null {
  const text = value.trim();
  const wall = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::(\d{2}))?$/.exec(text);
  let at: Date;
  if (wall) {
    if (!isValidDate(wall[1]) || !isValidTime(wall[2])) return null;
    at = new Date(instantOf(wall[1]!, wall[2]!).getTime() + Number(wall[3] ?? 0) * 1000);
  } else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) {
    at = new Date(text);
  } else return null;
  if (Number.isNaN(at.getTime()) || at.getTime() > now.getTime()) return null;
  return at;
}

/** What the dashboard shows of the copy: its line ('Son yedek: 3 saniye önce') and a warning, if any. */
export type BackupView = { enabled: boolean; line: string; warning: string | null };

export function backupView(status: ReplicationStatus): BackupView {
  if (!status.enabled) return { enabled: false, line: REPLICATION_OFF_TEXT, warning: null };
  return { enabled: true, line: lastCopyText(status), warning: copyWarningText(status) };
}
