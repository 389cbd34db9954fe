import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project folder (works under vitest and plain tsx scripts such as bench/). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export type StudioProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/** The built server (vite.config.ts): what the Dockerfile's CMD and `npm run serve` run. */
export const BUILT_SERVER = 'build/server/server.js';

/**
 * Starts the production server (`node build/server/server.js`; `npm run serve` with
 * `via: 'npm'`; the image's command `deploy/start.sh` with `via: 'start.sh'`) as a child
 * process and waits for /healthz. Needs
 * `react-router build` to have run.
 */
export async function startStudio(
  env: Record<string, string>,
  timeoutMs = 60_000,
  via: 'node' | 'npm' | 'start.sh' = 'node',
): Promise<StudioProcess> {
  // a caller that must stay in its own port range passes PORT
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const [command, args] =
    via === 'node'
      ? [process.execPath, [BUILT_SERVER]]
      : via === 'npm'
        ? ['npm', ['run', '--silent', 'serve']]
        : ['deploy/start.sh', []];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', RATE_LIMITS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${out}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /healthz in time:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    child,
    output: () => out,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      }),
  };
}
