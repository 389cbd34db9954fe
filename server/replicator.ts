/**
 * Litestream under the server's watch (docs/decisions/0320): `litestream replicate -config
 * deploy/litestream.yml` as a child of this process. If it dies, the site keeps serving, the
 * state says "down", and it is started again (1 s, 2 s, 4 s ... at most 30 s apart). On
 * shutdown the server stops taking writes first, then sends the replicator SIGTERM and waits:
 * Litestream ships what is left before it exits, so a graceful stop loses nothing.
 *
 * The binary is run directly (never the npm wrapper, which loses exit codes and signals).
 */
import { spawn, type ChildProcess } from 'node:child_process';

export type Replicator = {
  start(): void;
  /** true while the child process runs */
  alive(): boolean;
  /** how many times it had to be started again */
  restarts(): number;
  /** SIGTERM, then wait (SIGKILL after `timeoutMs`); no restart afterwards */
  stop(timeoutMs?: number): Promise<void>;
};

type Log = { info: (m: string) => void; warn: (m: string) => void; error: (m: string) => void };

export function createReplicator(options: {
  bin: string;
  config: string;
  env?: NodeJS.ProcessEnv;
  log: Log;
  maxBackoffMs?: number;
}): Replicator {
  let child: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let startedAt = 0;

  function launch() {
    if (stopping) return;
    startedAt = Date.now();
    const proc = spawn(options.bin, ['replicate', '-config', options.config], {
      env: options.env ?? process.env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child = proc;
    proc.on('error', (error) => options.log.error(`[replication] litestream could not start: ${error.message}`));
    proc.on('exit', (code, signal) => {
      if (child === proc) child = undefined;
      if (stopping) return;
      // a run that lasted a minute was healthy: the next failure starts the backoff again
      failures = Date.now() - startedAt > 60_000 ? 1 : failures + 1;
      const wait = Math.min(options.maxBackoffMs ?? 30_000, 1000 * 2 ** (failures - 1));
      options.log.error(
        `[replication] litestream stopped (${signal ?? `exit ${code}`}): the site keeps serving without the off-site copy; starting it again in ${wait / 1000} s`,
      );
      timer = setTimeout(() => {
        restarts++;
        launch();
      }, wait);
      timer.unref();
    });
    options.log.info(`[replication] litestream replicate -config ${options.config} (pid ${proc.pid})`);
  }

  return {
    start() {
      if (!child && !stopping) launch();
    },
    alive: () => !!child && child.exitCode === null && child.signalCode === null,
    restarts: () => restarts,
    async stop(timeoutMs = 5000) {
      stopping = true;
      clearTimeout(timer);
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        const kill = setTimeout(() => {
          options.log.warn(`[replication] litestream did not stop within ${timeoutMs} ms: killed`);
          proc.kill('SIGKILL');
        }, timeoutMs);
        proc.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        proc.kill('SIGTERM');
      });
    },
  };
}
