import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startStudio } from '../helpers/server-process';

/** The operations contract: start, keep data across restarts, re-seed a deleted database. */
describe('the studio process', () => {
  it('serves the demo studio, keeps data across a restart and re-seeds a deleted database', { timeout: 120_000 }, async () => {
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
      sqlite.close();
      await studio.stop();
    } finally {
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
      expect((sqlite.prepare("select value from settings where key = 'appointment_capacity_per_slot'").get() as { value: string }).value).toBe('1');
      expect((sqlite.prepare('select count(*) as n from home_settings').get() as { n: number }).n).toBe(1);
      expect((sqlite.prepare("select email from users where role = 'admin'").get() as { email: string }).email).toBe('sahibe@example.com');
      sqlite.close();
      expect(fs.existsSync(path.join(dir, '.session-secret'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
