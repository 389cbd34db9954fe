/**
 * Watches the off-site copy (docs/decisions/0323): once a second it compares where the
 * replica is (Litestream 0.3's Prometheus metrics, replica WAL index/offset) with where the
 * shadow WAL is (read from Litestream's folder beside the database: the metric
 * `litestream_shadow_wal_size` adds up every shadow WAL file still on disk, so it no longer
 * equals the current file's size after a checkpoint or a restart). The metrics carry no
 * timestamps, so the server remembers when each shadow position was seen, and derives the
 * state /healthz and the dashboard show. While the copy is behind, and once after every
 * (re)start of the replicator, it writes a heartbeat to each replicated database (Litestream
 * retries, and reports a replica's position, only after a change). It tells the owner once
 * when the copy passes the alert threshold and once when it is back.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client';
import {
  alertTransition,
  type WalPosition,
  DOWN_AFTER_SECONDS,
  newTrack,
  parseLitestreamMetrics,
  replicationStatus,
  trackLook,
  type CopyTrack,
  type ReplicationStatus,
  type ReplicatorState,
} from '../app/domain/replication';
import { isAlerted, noteReplicationStatus } from '../app/models/studio/replication.server';

type EnabledStatus = Extract<ReplicationStatus, { enabled: true }>;

export type ReplicationMonitor = {
  status(): EnabledStatus;
  /** one look (tests call it directly) */
  tick(): Promise<void>;
  start(): void;
  stop(): void;
};

export type ReplicationMonitorOptions = {
  db: Db;
  /** the metrics text; throws when the replicator does not answer */
  fetchMetrics: () => Promise<string>;
  /** whether the replicator process runs (false: not started here at all) */
  replicatorAlive: () => boolean;
  /** the databases replicated (absolute paths, as in the metrics' `db` label) */
  databases: string[];
  alertAfterSeconds: number;
  now?: () => number;
  intervalMs?: number;
  /** a small write to every replicated database (server.ts: replication_state and the erasure log) */
  heartbeat: (at: Date) => void;
  /** the shadow WAL position of a database (default: read from Litestream's folder beside it) */
  readShadow?: (database: string) => WalPosition | null;
  /** after a message to the owner was queued (server.ts kicks the outbox) */
  onQueued?: () => void;
  log: { info: (m: string) => void; warn: (m: string) => void; error: (m: string) => void };
};

/** Heartbeats while behind: often at first, then rarer (each one adds a page to the WAL). */
export function heartbeatEveryMs(lagSeconds: number): number {
  return Math.min(30_000, Math.max(2_000, lagSeconds * 100));
}

/**
 * Where Litestream 0.3's shadow WAL of `database` ends: `.{name}-litestream/generation` names
 * the generation, its `wal/` folder holds `{index:08x}.wal` files; the last one's size is the
 * offset. Null before Litestream has written any.
 */
export function shadowPositionOnDisk(database: string): WalPosition | null {
  const dir = path.join(path.dirname(database), `.${path.basename(database)}-litestream`);
  try {
    const generation = fs.readFileSync(path.join(dir, 'generation'), 'utf8').trim();
    if (!/^[0-9a-f]+$/.test(generation)) return null;
    const walDir = path.join(dir, 'generations', generation, 'wal');
    const last = fs
      .readdirSync(walDir)
      .filter((n) => /^[0-9a-f]{8}\.wal$/.test(n))
      .sort()
      .pop();
    if (!last) return null;
    return { index: parseInt(last.slice(0, 8), 16), offset: fs.statSync(path.join(walDir, last)).size };
  } catch {
    return null;
  }
}

export function createReplicationMonitor(options: ReplicationMonitorOptions): ReplicationMonitor {
  const readShadow = options.readShadow ?? shadowPositionOnDisk;
  const now = options.now ?? Date.now;
  const since = now();
  const tracks = new Map<string, CopyTrack>(options.databases.map((db) => [path.resolve(db), newTrack()]));
  let answeredAt: number | null = null;
  let lastHeartbeat = 0;
  let alerted = isAlerted(options.db);
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let lastState: EnabledStatus['state'] | undefined;
  let wasRunning = false;

  function replicator(at: number): ReplicatorState {
    if (!options.replicatorAlive()) return 'down';
    if (answeredAt !== null && at - answeredAt <= DOWN_AFTER_SECONDS * 1000) return 'running';
    if (answeredAt === null && at - since <= DOWN_AFTER_SECONDS * 1000) return 'starting';
    return 'down';
  }

  function status(): EnabledStatus {
    const at = now();
    const synced = [...tracks.values()].map((t) => t.syncedAt);
    const syncedAt = synced.some((s) => s === null) ? null : Math.min(...(synced as number[]));
    return replicationStatus({
      syncedAt,
      since,
      replicator: replicator(at),
      now: at,
      alertAfterSeconds: options.alertAfterSeconds,
    });
  }

  async function tick() {
    const at = now();
    try {
      const dbs = new Map(
        [...parseLitestreamMetrics(await options.fetchMetrics())].map(([name, positions]) => [
          path.resolve(name),
          positions,
        ]),
      );
      answeredAt = at;
      for (const [name, track] of tracks) {
        const shadow = readShadow(name);
        if (shadow) tracks.set(name, trackLook(track, { shadow, replicas: dbs.get(name)?.replicas ?? {} }, at));
      }
    } catch {
      // not answering: the state turns "down" after DOWN_AFTER_SECONDS
    }
    const current = status();
    if (current.state !== lastState) {
      const line = `[replication] ${current.state} (copy ${current.lagSeconds} s behind, replicator ${current.replicator})`;
      if (current.state === 'in-sync') options.log.info(line);
      else options.log.warn(line);
      lastState = current.state;
    }
    try {
      const started = current.replicator === 'running' && !wasRunning;
      wasRunning = current.replicator === 'running';
      if (
        started ||
        (!current.inSync &&
          current.replicator === 'running' &&
          current.lagSeconds > 2 &&
          at - lastHeartbeat >= heartbeatEveryMs(current.lagSeconds))
      ) {
        options.heartbeat(new Date(at));
        lastHeartbeat = at;
      }
      if (alertTransition(alerted, current)) {
        const told = noteReplicationStatus(options.db, current, new Date(at));
        if (told) {
          alerted = told.event === 'alert';
          options.log.warn(`[replication] owner told: ${told.event} (${told.queued} message(s) queued)`);
          if (told.queued) options.onQueued?.();
        }
      }
    } catch (error) {
      options.log.error(`[replication] could not write the replication state: ${String(error)}`);
    }
  }

  function loop() {
    if (running) return;
    running = true;
    void tick().finally(() => {
      running = false;
    });
  }

  return {
    status,
    tick,
    start() {
      if (timer) return;
      loop();
      timer = setInterval(loop, options.intervalMs ?? 1000);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
