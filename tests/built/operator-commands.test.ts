/**
 * The operator commands run in the image as it is: `npm run backup` and `npm run restore` are
 * plain node on files of the build (no tsx, no TypeScript sources in the image), and the
 * install-script policy names the native modules (docs/decisions/0307).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createTestDb } from '../helpers/test-db';
import { ROOT } from '../helpers/server-process';

const run = promisify(execFile);
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  allowScripts?: Record<string, boolean>;
};
const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');

describe('operator commands', () => {
  it('backup and restore are node on the build; tsx is a development tool only', () => {
    expect(pkg.scripts.backup).toBe('node build/server/backup.js');
    expect(pkg.scripts.restore).toBe('node build/server/restore.js');
    expect(pkg.dependencies.tsx).toBeUndefined();
    expect(pkg.devDependencies.tsx).toBeDefined();
    for (const name of ['serve', 'backup', 'restore']) expect(pkg.scripts[name], name).not.toMatch(/\btsx\b/);
  });

  it('the image copies no TypeScript sources: the build, the migrations, public/, deploy/ (start.sh, litestream.yml) and the production modules only', () => {
    const copied = [...dockerfile.matchAll(/^COPY --from=build \/app\/(\S+) /gm)].map((m) => m[1]);
    expect(copied.sort()).toEqual(['build', 'db/migrations', 'deploy', 'node_modules', 'package.json', 'public']);
    expect(fs.readdirSync(path.join(ROOT, 'deploy')).filter((f) => /\.tsx?$/.test(f))).toEqual([]);
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
  });

  it('npm ci runs the install scripts of better-sqlite3 and esbuild, and no other package asks', () => {
    expect(pkg.allowScripts).toEqual({ 'better-sqlite3': true, esbuild: true });
  });

  it('`npm run backup` and `npm run restore` work with plain node on the built files', {
    timeout: 60_000,
  }, async () => {
    const { db, file, uploadsDir } = createTestDb({ demo: true });
    db.$client.close();
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-backup-cmd-'));
    const env = {
      ...process.env,
      DATABASE_PATH: file,
      UPLOADS_DIR: uploadsDir,
      SESSION_SECRET: 's'.repeat(40),
      NODE_OPTIONS: '',
    };
    const count = () => {
      const d = new Database(file, { readonly: true });
      try {
        return (d.prepare('select count(*) as n from services').get() as { n: number }).n;
      } finally {
        d.close();
      }
    };
    const before = count();
    expect(before).toBeGreaterThan(0);
    const backup = await run(process.execPath, ['build/server/backup.js', out], { cwd: ROOT, env });
    const archive = /\[backup\] (\S+\.tar\.gz)/.exec(backup.stdout)?.[1];
    expect(archive, backup.stdout + backup.stderr).toBeTruthy();
    expect(fs.existsSync(archive!)).toBe(true);
    const d = new Database(file);
    d.prepare('delete from services where id not in (select service_id from appointment_services)').run();
    d.close();
    expect(count()).toBeLessThan(before);
    const restore = await run(process.execPath, ['build/server/restore.js', archive!, '--yes'], { cwd: ROOT, env });
    expect(restore.stdout).toMatch(/\[restore\]/);
    expect(count()).toBe(before);
  });
});
