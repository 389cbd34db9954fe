import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_SERVER, freePort, ROOT } from '../helpers/server-process';
import { REPLICA_RETENTION_DAYS, SYNC_INTERVAL_SECONDS } from '../../app/domain/replication';
import {
  DEBIAN_CA_BUNDLE,
  runtimeAptPackages,
  runtimeHasCaBundle,
  runtimeStageInstructions,
} from '../helpers/runtime-image';

/** `docker build` cannot run here: check that the Dockerfile, fly.toml and the app agree. */
const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
const flyToml = fs.readFileSync(path.join(ROOT, 'fly.toml'), 'utf8');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies: Record<string, string>;
};
const startSh = fs.readFileSync(path.join(ROOT, 'deploy/start.sh'), 'utf8');
const litestreamYml = fs.readFileSync(path.join(ROOT, 'deploy/litestream.yml'), 'utf8');
const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');

/** Waits for /healthz on `port`; true when it answered 200. */
async function answers(port: number, child: { exitCode: number | null }): Promise<boolean> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) return false;
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

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
    for (const value of [
      toml('env', 'DATABASE_PATH'),
      toml('env', 'UPLOADS_DIR'),
      dockerEnv('DATABASE_PATH'),
      dockerEnv('UPLOADS_DIR'),
    ]) {
      expect(value?.startsWith(`${mount}/`), value).toBe(true);
    }
  });

  it('checks the health path the server answers and stops within the kill timeout', () => {
    expect(toml('http_service.checks', 'path')).toBe('/healthz');
    expect(fs.readFileSync(path.join(ROOT, 'server/http-app.ts'), 'utf8')).toContain("app.get('/healthz'");
    expect(toml('', 'kill_signal')).toBe('SIGTERM');
    const killTimeout = Number(toml('', 'kill_timeout')?.replace('s', ''));
    const shutdownMs = Number(
      /setTimeout\(\(\) => \{\s*server\.closeAllConnections\(\);\s*\}, (\d+)\)/.exec(
        fs.readFileSync(path.join(ROOT, 'server.ts'), 'utf8'),
      )?.[1],
    );
    expect(shutdownMs).toBeGreaterThan(0);
    // then Litestream ships the last writes (server/replicator.ts stop): both within the kill timeout
    const replicatorStopMs = Number(
      /async stop\(timeoutMs = (\d+)\)/.exec(fs.readFileSync(path.join(ROOT, 'server/replicator.ts'), 'utf8'))?.[1],
    );
    expect(replicatorStopMs).toBeGreaterThan(0);
    expect((shutdownMs + replicatorStopMs) / 1000).toBeLessThan(killTimeout);
  });

  it("gives the first start a minute before the health checks count (migrations, and the demo when SEED_DEMO asks: 24 s on Fly's smallest VM)", () => {
    const grace = /^(\d+)s$/.exec(toml('http_service.checks', 'grace_period') ?? '');
    expect(Number(grace?.[1])).toBeGreaterThanOrEqual(60);
    // no fixed PUBLIC_URL naming an app that `fly launch` may have renamed: the server falls back to the app's own address
    expect(toml('env', 'PUBLIC_URL')).toBeUndefined();
  });

  it('runs deploy/start.sh, which ends by running node on the built server; the image carries deploy/ and the Litestream binary comes from npm', () => {
    expect(dockerfile).toContain('CMD ["deploy/start.sh"]');
    expect(dockerfile).toContain(' ./deploy\n');
    const commands = startSh.split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));
    expect(commands[commands.length - 1]!.trim()).toBe(`exec node ${BUILT_SERVER}`);
    expect(fs.statSync(path.join(ROOT, 'deploy/start.sh')).mode & 0o111).not.toBe(0);
    expect(pkg.optionalDependencies?.['@flydotio/litestream-linux-x64']).toBe('1.0.1');
    expect(startSh).toContain('node_modules/@flydotio/litestream-linux-x64/litestream');
    expect(pkg.devDependencies.s3rver).toBe('3.7.1');
  });

  it("the runtime stage carries Debian's CA bundle, where Litestream (Go, the system's roots) looks for it, and nothing points it elsewhere", () => {
    const stage = runtimeStageInstructions(dockerfile);
    expect(stage[0]).toMatch(/^FROM node:\S+-slim AS runtime$/);
    expect(runtimeAptPackages(dockerfile)).toContain('ca-certificates');
    expect(runtimeHasCaBundle(dockerfile)).toBe(true);
    // the helper reads what it claims: the same stage without the package, or with the bundle removed, has none
    const without = dockerfile.replace(/(install[^\n]*?) ca-certificates/g, '$1');
    expect(runtimeAptPackages(without)).not.toContain('ca-certificates');
    expect(runtimeHasCaBundle(without)).toBe(false);
    expect(runtimeHasCaBundle(`${dockerfile}\nRUN rm -rf /etc/ssl/certs\n`)).toBe(false);
    // Go reads /etc/ssl/certs/ca-certificates.crt unless SSL_CERT_FILE / SSL_CERT_DIR say otherwise
    for (const text of [dockerfile, flyToml, startSh]) expect(text).not.toMatch(/SSL_CERT_(FILE|DIR)\s*=/);
    expect(DEBIAN_CA_BUNDLE).toBe('/etc/ssl/certs/ca-certificates.crt');
  });

  it('replicates with a 1 s sync, periodic snapshots, a 7-day retention and a versioned path, the endpoint in the config file', () => {
    const replicas = litestreamYml.split(/\n\s*- path: /).slice(1);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Litestream's own ${ENV} syntax, as written in deploy/litestream.yml
    expect(replicas.map((r) => r.split('\n')[0])).toEqual(['"${DATABASE_PATH}"', '"${ERASURE_LOG_PATH}"']);
    for (const replica of replicas) {
      expect(replica).toMatch(new RegExp(`sync-interval: ${SYNC_INTERVAL_SECONDS}s\\n`));
      expect(replica).toMatch(new RegExp(`retention: ${REPLICA_RETENTION_DAYS * 24}h\\n`));
      expect(replica).toMatch(/snapshot-interval: \d+h\n/);
      expect(replica).toMatch(/path: litestream\/v0\.3\/\w+\.db\n/);
      // biome-ignore lint/suspicious/noTemplateCurlyInString: Litestream's own ${ENV} syntax
      expect(replica).toContain('endpoint: "${AWS_ENDPOINT_URL_S3}"');
      for (const name of ['BUCKET_NAME', 'AWS_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'])
        expect(replica).toContain(`\${${name}}`);
    }
    expect(litestreamYml).toMatch(/^addr: "\$\{LITESTREAM_ADDR\}"$/m);
    expect(
      litestreamYml
        .split('\n')
        .filter((l) => !l.trim().startsWith('#'))
        .join('\n'),
    ).not.toMatch(/\?endpoint=/);
  });

  it('the README tells the deploy as the files do: storage, SECRETS_KEY, start.sh, the retention', () => {
    expect(readme).toContain('fly storage create');
    expect(readme).toMatch(/fly secrets set SECRETS_KEY=/);
    expect(readme).toContain('deploy/start.sh');
    expect(readme).toContain(`${REPLICA_RETENTION_DAYS} days`);
    expect(readme).toContain('npm run restore -- --at');
  });

  it('without object storage deploy/start.sh just starts the server; half a configuration is refused', {
    timeout: 90_000,
  }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-start-sh-'));
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: path.join(dir, 'studio.db'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      SEED_DEMO: 'false',
      SESSION_SECRET: 's'.repeat(40),
    };
    for (const name of [
      'BUCKET_NAME',
      'AWS_ENDPOINT_URL_S3',
      'AWS_ACCESS_KEY_ID',
      'AWS_SECRET_ACCESS_KEY',
      'AWS_REGION',
      'FLY_APP_NAME',
    ])
      delete env[name];
    const child = spawn('deploy/start.sh', [], { cwd: ROOT, env, stdio: 'ignore', detached: true });
    try {
      expect(await answers(port, child)).toBe(true);
      const health = (await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()) as {
        replication: { enabled: boolean };
      };
      expect(health.replication).toEqual({ enabled: false });
    } finally {
      process.kill(-child.pid!, 'SIGTERM');
    }
    const half = spawn('deploy/start.sh', [], {
      cwd: ROOT,
      env: { ...env, BUCKET_NAME: 'studio' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    half.stderr.on('data', (d) => (err += d));
    expect(await new Promise((resolve) => half.once('exit', resolve))).toBe(78);
    expect(err).toMatch(/half configured/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts with the same command locally: npm run serve runs node on the built server, as start.sh does, and it answers /healthz', {
    timeout: 90_000,
  }, async () => {
    expect(pkg.scripts.serve).toBe(`NODE_ENV=production exec node ${BUILT_SERVER}`);
    // what the built server reads at runtime is in the image
    for (const copied of ['./build', './db/migrations', './public', './node_modules'])
      expect(dockerfile).toContain(` ${copied}\n`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-deploy-'));
    const port = await freePort();
    const child = spawn('npm', ['run', 'serve'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_PATH: path.join(dir, 'studio.db'),
        UPLOADS_DIR: path.join(dir, 'uploads'),
        SEED_DEMO: 'false',
        SESSION_SECRET: 's'.repeat(40),
      },
      stdio: 'ignore',
      detached: true,
    });
    try {
      expect(await answers(port, child)).toBe(true);
    } finally {
      process.kill(-child.pid!, 'SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
