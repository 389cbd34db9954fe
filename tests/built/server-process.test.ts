import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { execFileSync, spawn } from 'node:child_process';
import { BUILT_SERVER, freePort, ROOT, startStudio } from '../helpers/server-process';

/** The command lines of a process's direct children (Linux /proc). */
function childCommands(pid: number): string[] {
  const out = execFileSync('ps', ['-o', 'args=', '--ppid', String(pid)], { encoding: 'utf8' }).trim();
  return out ? out.split('\n') : [];
}

/** The operations contract: start, keep data across restarts, re-seed a deleted database. */
describe('the studio process', () => {
  it('serves the demo studio, keeps data across a restart and re-seeds a deleted database', {
    timeout: 120_000,
  }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-process-'));
    const env = { DATABASE_PATH: path.join(dir, 'studio.db'), UPLOADS_DIR: path.join(dir, 'uploads') };
    try {
      let studio = await startStudio(env);
      const home = await fetch(`${studio.url}/`);
      expect(home.status).toBe(200);
      const html = await home.text();
      expect(html).toContain('<html lang="tr"');
      expect(html).toContain('sheva');
      expect(studio.output()).toMatch(/demo admin created/);
      expect(fs.existsSync(path.join(dir, '.session-secret'))).toBe(true);

      // A change made while running survives a restart (graceful SIGTERM exits 0).
      const Database = (await import('better-sqlite3')).default;
      let sqlite = new Database(env.DATABASE_PATH);
      sqlite.prepare("update home_settings set hero_subtitle = 'Yeniden başlatma testi' where id = 1").run();
      sqlite.close();
      expect(await studio.stop()).toBe(0);
      studio = await startStudio(env);
      expect(await (await fetch(`${studio.url}/`)).text()).toContain('Yeniden başlatma testi');
      expect(studio.output()).not.toMatch(/demo studio written/);
      expect(await studio.stop()).toBe(0);

      // Deleting the database file brings the demo studio back.
      for (const f of fs.readdirSync(dir)) if (f.startsWith('studio.db')) fs.rmSync(path.join(dir, f));
      studio = await startStudio(env);
      const again = await (await fetch(`${studio.url}/`)).text();
      expect(again).not.toContain('Yeniden başlatma testi');
      expect(studio.output()).toMatch(/demo studio written/);
      sqlite = new Database(env.DATABASE_PATH);
      expect((sqlite.prepare('select count(*) as n from categories').get() as { n: number }).n).toBe(8);
      // `npm start` on a laptop (no FLY_APP_NAME, no bucket, SEED_DEMO unset) keeps the demo team
      expect((sqlite.prepare('select count(*) as n from team_members').get() as { n: number }).n).toBeGreaterThan(0);
      sqlite.close();
      await studio.stop();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('production runs node on the built server, and SIGTERM ends it within 3 s', { timeout: 90_000 }, async () => {
    // the bundle holds server.ts and the app, and needs neither tsx nor the sources
    const bundle = fs.readFileSync(path.join(ROOT, BUILT_SERVER), 'utf8');
    expect(bundle).not.toMatch(/from "tsx|from "vite"|app\/models\//);
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toBe('npm run build && npm run serve');
    expect(pkg.scripts.serve).toContain(`exec node ${BUILT_SERVER}`);
    // the image runs deploy/start.sh, which ends by exec'ing node on the built server
    expect(fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8')).toContain('CMD ["deploy/start.sh"]');

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-process-'));
    const env = {
      DATABASE_PATH: path.join(dir, 'studio.db'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      SEED_DEMO: 'false',
      SESSION_SECRET: 's'.repeat(40),
    };
    try {
      // node itself is the process that gets the signal
      let studio = await startStudio(env);
      expect(studio.child.spawnargs.slice(1)).toEqual([BUILT_SERVER]);
      let started = Date.now();
      expect(await studio.stop('SIGTERM')).toBe(0);
      expect(Date.now() - started).toBeLessThan(3000);

      // As the image runs it: deploy/start.sh exec's node, so the VM's main process is node
      studio = await startStudio(env, 60_000, 'start.sh');
      expect(execFileSync('ps', ['-o', 'args=', '-p', String(studio.child.pid)], { encoding: 'utf8' }).trim()).toBe(
        `node ${BUILT_SERVER}`,
      );
      started = Date.now();
      expect(await studio.stop('SIGTERM')).toBe(0);
      expect(Date.now() - started).toBeLessThan(3000);

      // As `npm start` / `npm run serve` runs it: npm's only child is node itself (sh exec'd it),
      // and a SIGTERM to npm ends node within 3 s.
      studio = await startStudio(env, 60_000, 'npm');
      expect(childCommands(studio.child.pid!)).toEqual([`node ${BUILT_SERVER}`]);
      const node = Number(
        execFileSync('ps', ['-o', 'pid=', '--ppid', String(studio.child.pid)], { encoding: 'utf8' }).trim(),
      );
      started = Date.now();
      await studio.stop('SIGTERM');
      while (isAlive(node) && Date.now() - started < 5000) await new Promise((r) => setTimeout(r, 50));
      expect(isAlive(node)).toBe(false);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(studio.output()).toContain('SIGTERM: closing');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a deployment (FLY_APP_NAME set) starts without the demo studio unless SEED_DEMO asks, and the owner's dashboard lists the first steps", {
    timeout: 90_000,
  }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-process-'));
    const env: Record<string, string> = {
      DATABASE_PATH: path.join(dir, 'studio.db'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      FLY_APP_NAME: 'sheva-ilk-kurulum',
      SECRETS_KEY: 'k'.repeat(40),
      SESSION_SECRET: 'x'.repeat(40),
      ADMIN_EMAIL: 'sahibe@example.com',
      ADMIN_PASSWORD: 'cok-gizli-1',
    };
    const inherited = { ...process.env };
    try {
      // what the developer's shell may hold must not decide it
      delete process.env.SEED_DEMO;
      delete process.env.PUBLIC_URL;
      const studio = await startStudio(env);
      const { signInOverHttp } = await import('../helpers/admin');
      const cookie = await signInOverHttp(studio.url, 'sahibe@example.com', 'cok-gizli-1');
      const dashboard = await (await fetch(`${studio.url}/admin`, { headers: { Cookie: cookie } })).text();
      // canonical links name the Fly app's own address when PUBLIC_URL is unset
      const home = await (await fetch(`${studio.url}/`)).text();
      await studio.stop();
      expect(studio.output()).not.toMatch(/demo studio written|demo admin created/);
      const Database = (await import('better-sqlite3')).default;
      const sqlite = new Database(env.DATABASE_PATH);
      const n = (table: string) => (sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
      expect({ team: n('team_members'), services: n('services'), categories: n('categories') }).toEqual({
        team: 0,
        services: 0,
        categories: 0,
      });
      sqlite.close();
      expect(dashboard).toContain('İlk adımlar');
      for (const href of ['/admin/services', '/admin/team', '/admin/calendar', '/admin/mail'])
        expect(dashboard).toContain(`href="${href}"`);
      expect(home).toContain('https://sheva-ilk-kurulum.fly.dev');
    } finally {
      process.env = inherited;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('starts empty with SEED_DEMO=false and creates the admin from the environment', { timeout: 60_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-process-'));
    const env = {
      DATABASE_PATH: path.join(dir, 'studio.db'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'sahibe@example.com',
      ADMIN_PASSWORD: 'cok-gizli-1',
      SESSION_SECRET: 'x'.repeat(40),
    };
    try {
      const studio = await startStudio(env);
      expect((await fetch(`${studio.url}/services`)).status).toBe(200);
      expect(studio.output()).toContain('first admin created: sahibe@example.com');
      expect(studio.output()).not.toContain('cok-gizli-1');
      await studio.stop();
      const Database = (await import('better-sqlite3')).default;
      const sqlite = new Database(env.DATABASE_PATH);
      expect((sqlite.prepare('select count(*) as n from services').get() as { n: number }).n).toBe(0);
      // the base rows every studio needs are there without the demo
      expect(
        (
          sqlite.prepare("select value from settings where key = 'appointment_capacity_per_slot'").get() as {
            value: string;
          }
        ).value,
      ).toBe('1');
      expect((sqlite.prepare('select count(*) as n from home_settings').get() as { n: number }).n).toBe(1);
      expect((sqlite.prepare("select email from users where role = 'owner'").get() as { email: string }).email).toBe(
        'sahibe@example.com',
      );
      sqlite.close();
      expect(fs.existsSync(path.join(dir, '.session-secret'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('SECRETS_KEY on a deployment (docs/decisions/0324)', () => {
  it('the built server refuses to start on Fly in production without SECRETS_KEY', { timeout: 60_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-nokey-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      FLY_APP_NAME: 'sheva-studio',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATABASE_PATH: path.join(dir, 'studio.db'),
      SEED_DEMO: 'false',
    };
    delete env.SECRETS_KEY;
    const child = spawn(process.execPath, [BUILT_SERVER], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(out).toContain('SECRETS_KEY ayarlı değil');
    expect(out).toContain('SECRETS_KEY is not set');
    expect(fs.existsSync(path.join(dir, 'studio.db'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
