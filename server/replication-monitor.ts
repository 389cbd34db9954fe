/**
 * Watches the off-site copy (docs/decisions/0323): once a second it reads Litestream 0.3's
 * Prometheus metrics (replica WAL index/offset against the shadow WAL index/size; they carry
 * no timestamps, so the server remembers when each shadow position was seen), and derives the
 * state /healthz and the dashboard show. While the copy is behind it writes a heartbeat (so
 * Litestream retries as soon as the storage answers again), and it tells the owner once when
 * the copy passes the alert threshold and once when it is back.
 */
import path from 'node:path';
import type { Db } from '../db/client';
import {
  alertTransition,
  DOWN_AFTER_SECONDS,
  newTrack,
  parseLitestreamMetrics,
  replicationStatus,
  trackLook,
  type CopyTrack,
  type ReplicationStatus,
  type ReplicatorState,
} from '../app/domain/replication';
import { isAlerted, noteReplicationStatus, writeHeartbeat } from '../app/models/studio/replication.server';

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
  /** after a message to the owner was queued (server.ts kicks the outbox) */
  onQueued?: () => void;
  log: { info: (m: string) => void; warn: (m: string) => void; error: (m: string) => void };
};

/** Heartbeats while behind: often at first, then rarer (each one adds a page to the WAL). */
export function heartbeatEveryMs(lagSeconds: number): number {
  return Math.min(30_000, Math.max(2_000, lagSeconds * 100));
}

export function createReplicationMonitor(options: ReplicationMonitorOptions): ReplicationMonitor {
  const now = options.now ?? Date.now;
  const since = now();
  const tracks = new Map<string, CopyTrack>(options.databases.map((db) => [path.resolve(db), newTrack()]));
  let answeredAt: number | null = null;
  let lastHeartbeat = 0;
  let alerted = isAlerted(options.db);
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let lastState: EnabledStatus['state'] | undefined;

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
    return replicationStatus({ syncedAt, since, replicator: replicator(at), now: at, alertAfterSeconds: options.alertAfterSeconds });
  }

  async function tick() {
    const at = now();
    try {
      const dbs = new Map([...parseLitestreamMetrics(await options.fetchMetrics())].map(([name, positions]) => [path.resolve(name), positions]));
      answeredAt = at;
      for (const [name, track] of tracks) {
        const positions = dbs.get(name);
        if (positions) tracks.set(name, trackLook(track, positions, at));
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
      if (!current.inSync && current.replicator === 'running' && current.lagSeconds > 2 && at - lastHeartbeat >= heartbeatEveryMs(current.lagSeconds)) {
        writeHeartbeat(options.db, new Date(at));
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
