import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_SERVER, freePort, ROOT } from '../helpers/server-process';

/** `docker build` cannot run here: check that the Dockerfile, fly.toml and the app agree. */
const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
const flyToml = fs.readFileSync(path.join(ROOT, 'fly.toml'), 'utf8');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

/** The value of `key = "..."` (or a bare number) inside a TOML section. */
function toml(section: string, key: string): string | undefined {
  const lines = flyToml.split('\n');
  let current = '';
  for (const line of lines) {
    const header = /^\s*\[\[?([^\]]+)\]\]?\s*$/.exec(line);
    if (header) {
      current = header[1]!.trim();
      continue;
    }
    const kv = /^\s*([\w.]+)\s*=\s*"?([^"#]*?)"?\s*(?:#.*)?$/.exec(line);
    if (kv && current === section && kv[1] === key) return kv[2];
  }
  return undefined;
}

function dockerEnv(name: string): string | undefined {
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('FROM '));
  return new RegExp(`${name}=(\\S+)`).exec(runtime)?.[1];
}

describe('deploy configuration', () => {
  it('uses one port everywhere', () => {
    const port = toml('http_service', 'internal_port');
    expect(port).toBe('3000');
    expect(toml('env', 'PORT')).toBe(port);
    expect(dockerEnv('PORT')).toBe(port);
    expect(dockerfile).toMatch(new RegExp(`EXPOSE ${port}`));
  });

  it('keeps the database and the uploads on the mounted volume', () => {
    const mount = toml('mounts', 'destination');
    expect(mount).toBe('/data');
    for (const value of [toml('env', 'DATABASE_PATH'), toml('env', 'UPLOADS_DIR'), dockerEnv('DATABASE_PATH'), dockerEnv('UPLOADS_DIR')]) {
      expect(value?.startsWith(`${mount}/`), value).toBe(true);
    }
  });

  it('checks the health path the server answers and stops within the kill timeout', () => {
    expect(toml('http_service.checks', 'path')).toBe('/healthz');
    expect(fs.readFileSync(path.join(ROOT, 'server/http-app.ts'), 'utf8')).toContain("app.get('/healthz'");
    expect(toml('', 'kill_signal')).toBe('SIGTERM');
    const killTimeout = Number(toml('', 'kill_timeout')?.replace('s', ''));
    const shutdownMs = Number(/setTimeout\(\(\) => \{\s*server\.closeAllConnections\(\);\s*\}, (\d+)\)/.exec(fs.readFileSync(path.join(ROOT, 'server.ts'), 'utf8'))?.[1]);
    expect(shutdownMs).toBeGreaterThan(0);
    expect(shutdownMs / 1000).toBeLessThan(killTimeout);
  });

  it('starts with the same command locally: the image runs node on the built server, npm run serve too, and it answers /healthz', { timeout: 90_000 }, async () => {
    expect(dockerfile).toContain(`CMD ["node", "${BUILT_SERVER}"]`);
    expect(pkg.scripts.serve).toBe(`NODE_ENV=production exec node ${BUILT_SERVER}`);
    // what the built server reads at runtime is in the image
    for (const copied of ['./build', './db/migrations', './public', './node_modules']) expect(dockerfile).toContain(` ${copied}\n`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-deploy-'));
    const port = await freePort();
    const child = spawn('npm', ['run', 'serve'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: path.join(dir, 'studio.db'), UPLOADS_DIR: path.join(dir, 'uploads'), SEED_DEMO: 'false', SESSION_SECRET: 's'.repeat(40) },
      stdio: 'ignore',
      detached: true,
    });
    try {
      let ok = false;
      for (let i = 0; i < 300 && !ok; i++) {
        ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
        if (!ok) await new Promise((r) => setTimeout(r, 200));
      }
      expect(ok).toBe(true);
    } finally {
      process.kill(-child.pid!, 'SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
