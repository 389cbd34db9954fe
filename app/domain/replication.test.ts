import { describe, expect, it } from 'vitest';
import {
  alertTransition,
  copyWarningText,
  durationText,
  lastCopyText,
  newTrack,
  parseLitestreamMetrics,
  parseRestoreTime,
  replicationStatus,
  trackLook,
  type DbPositions,
} from './replication';

const METRICS = `# HELP litestream_shadow_wal_index The current shadow WAL index
# TYPE litestream_shadow_wal_index gauge
litestream_db_size{db="/data/studio.db"} 16384
litestream_replica_wal_index{db="/data/studio.db",name="s3"} 0
litestream_replica_wal_offset{db="/data/studio.db",name="s3"} 222512
litestream_shadow_wal_index{db="/data/studio.db"} 0
litestream_shadow_wal_size{db="/data/studio.db"} 243112
litestream_shadow_wal_index{db="/data/erasures.db"} 2
litestream_shadow_wal_size{db="/data/erasures.db"} 4152
litestream_replica_wal_index{db="/data/erasures.db",name="s3"} 2
litestream_replica_wal_offset{db="/data/erasures.db",name="s3"} 4152
litestream_sync_count{db="/data/studio.db"} 3
`;

const at = (index: number, offset: number) => ({ index, offset });
const look = (shadow: [number, number], replica: [number, number] | null): DbPositions => ({
  shadow: at(...shadow),
  replicas: replica ? { s3: at(...replica) } : {},
});

describe('Litestream metrics', () => {
  it('reads the shadow WAL and each replica position per database', () => {
    const dbs = parseLitestreamMetrics(METRICS);
    expect(dbs.get('/data/studio.db')).toEqual({ shadow: at(0, 243112), replicas: { s3: at(0, 222512) } });
    expect(dbs.get('/data/erasures.db')).toEqual({ shadow: at(2, 4152), replicas: { s3: at(2, 4152) } });
  });
  it('ignores a database whose shadow WAL is not reported yet, and garbage', () => {
    expect(parseLitestreamMetrics('litestream_replica_wal_index{db="/x",name="s3"} 1\nnonsense\n').size).toBe(0);
  });
});

describe('how far behind the copy is', () => {
  it('is in sync at once when the replica holds the shadow position', () => {
    const t = trackLook(newTrack(), look([0, 100], [0, 100]), 1000);
    expect(t.syncedAt).toBe(1000);
  });

  it('dates the copy by the last look whose data the replica has reached', () => {
    let t = newTrack();
    t = trackLook(t, look([0, 100], [0, 100]), 1_000);
    t = trackLook(t, look([0, 200], [0, 100]), 2_000); // storage gone
    t = trackLook(t, look([0, 300], [0, 100]), 3_000);
    t = trackLook(t, look([1, 32], [0, 100]), 9_000);
    expect(t.syncedAt).toBe(1_000);
    t = trackLook(t, look([1, 64], [0, 300]), 10_000); // storage back: caught up to the look at 3 s
    expect(t.syncedAt).toBe(3_000);
    t = trackLook(t, look([1, 64], [1, 64]), 11_000);
    expect(t.syncedAt).toBe(11_000);
    expect(t.samples).toHaveLength(1);
  });

  it('starts again when the shadow position goes back (a new generation)', () => {
    let t = trackLook(newTrack(), look([3, 500], [3, 500]), 1_000);
    t = trackLook(t, look([0, 100], [0, 50]), 2_000);
    expect(t.syncedAt).toBe(1_000);
    t = trackLook(t, look([0, 100], [0, 100]), 3_000);
    expect(t.syncedAt).toBe(3_000);
  });

  it('never moves the sync time backwards and keeps a bounded history', () => {
    let t = newTrack();
    for (let i = 0; i < 5000; i++) t = trackLook(t, look([0, i + 1], [0, 0]), i * 1000);
    expect(t.samples.length).toBeLessThanOrEqual(3600);
    expect(t.syncedAt).toBeNull();
  });
});

describe('the state shown', () => {
  const base = { since: 0, alertAfterSeconds: 60 };
  it('in sync: running and at most 3 s behind', () => {
    const s = replicationStatus({ ...base, syncedAt: 10_000, replicator: 'running', now: 12_000 });
    expect(s).toMatchObject({ state: 'in-sync', inSync: true, lagSeconds: 2, warning: false });
    expect(lastCopyText(s)).toBe('Son yedek: 2 saniye önce');
    expect(copyWarningText(s)).toBeNull();
  });
  it('behind: the lag grows; the warning only past the threshold', () => {
    const s = replicationStatus({ ...base, syncedAt: 10_000, replicator: 'running', now: 40_000 });
    expect(s).toMatchObject({ state: 'behind', inSync: false, lagSeconds: 30, warning: false });
    const late = replicationStatus({ ...base, syncedAt: 10_000, replicator: 'running', now: 131_000 });
    expect(late.warning).toBe(true);
    expect(copyWarningText(late)).toMatch(/^Yedek 2 dakika geride/);
    expect(lastCopyText(late)).toBe('Son yedek: 2 dakika önce');
  });
  it('down: warns at once and says the site keeps serving', () => {
    const s = replicationStatus({ ...base, syncedAt: 10_000, replicator: 'down', now: 11_000 });
    expect(s).toMatchObject({ state: 'down', inSync: false, warning: true });
    expect(copyWarningText(s)).toMatch(/Yedekleme durdu.*Site çalışmaya devam ediyor/);
  });
  it('before the first sync the lag counts from the start', () => {
    const s = replicationStatus({ ...base, since: 5_000, syncedAt: null, replicator: 'starting', now: 9_000 });
    expect(s).toMatchObject({ inSync: false, lagSeconds: 4, lastSyncedAt: null });
    expect(lastCopyText(s)).toBe('Son yedek: henüz yok');
  });
});

describe('telling the owner', () => {
  const status = (lagSeconds: number, inSync: boolean) =>
    replicationStatus({
      since: 0,
      syncedAt: 0,
      replicator: 'running',
      now: lagSeconds * 1000,
      alertAfterSeconds: inSync ? 60 : 60,
    });
  it('once when the copy is more than the threshold behind, once when it is back', () => {
    expect(alertTransition(false, status(30, false))).toBeNull();
    expect(alertTransition(false, status(61, false))).toBe('alert');
    expect(alertTransition(true, status(90, false))).toBeNull();
    expect(alertTransition(true, status(1, true))).toBe('recovered');
    expect(alertTransition(false, status(1, true))).toBeNull();
  });
});

describe('words', () => {
  it('durations in whole units', () => {
    expect(durationText(0)).toBe('0 saniye');
    expect(durationText(59.9)).toBe('59 saniye');
    expect(durationText(125)).toBe('2 dakika');
    expect(durationText(7200)).toBe('2 saat');
    expect(durationText(200_000)).toBe('2 gün');
  });
});

describe('restore time', () => {
  const now = new Date('2026-11-25T12:00:00Z'); // 15:00 in Istanbul
  it('reads Istanbul wall time', () => {
    expect(parseRestoreTime('2026-11-25 14:05', now)?.toISOString()).toBe('2026-11-25T11:05:00.000Z');
    expect(parseRestoreTime('2026-11-25 14:05:30', now)?.toISOString()).toBe('2026-11-25T11:05:30.000Z');
    expect(parseRestoreTime('2026-11-25T11:05:00Z', now)?.toISOString()).toBe('2026-11-25T11:05:00.000Z');
  });
  it('refuses other shapes, impossible dates and the future', () => {
    for (const bad of ['dün 14:05', '2026-11-25', '2026-02-30 10:00', '2026-11-25 25:00', '2026-11-25 15:30'])
      expect(parseRestoreTime(bad, now), bad).toBeNull();
  });
});

describe('what erasure means for the copies', () => {
  it('the retention is said in days, in the notice the owner publishes by default too', async () => {
    const { erasureRetentionText, REPLICA_RETENTION_DAYS } = await import('./replication');
    const { defaultNoticeText } = await import('./kvkk');
    expect(erasureRetentionText()).toContain(`en fazla ${REPLICA_RETENTION_DAYS} gün`);
    expect(defaultNoticeText()).toContain(`en fazla ${REPLICA_RETENTION_DAYS} gün daha kalır`);
  });
});
