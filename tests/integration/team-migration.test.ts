/**
 * Migration 0009 (issue 26): today's 'admin' becomes 'owner' and its signed-in sessions stay
 * valid; other old roles (never creatable) become deactivated artists.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase } from '../../db/client';
import { createSession, findSession } from '../../app/models/auth/sessions.server';

describe('migration 0009', () => {
  it("turns 'admin' into 'owner' and keeps its sessions signed in", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-migration-'));
    onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
    // the migrations before this one, as a database of today has them
    const before = path.join(dir, 'migrations');
    fs.mkdirSync(path.join(before, 'meta'), { recursive: true });
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    const old = journal.entries.filter((e) => e.idx < 9);
    for (const e of old)
      fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${e.tag}.sql`), path.join(before, `${e.tag}.sql`));
    fs.writeFileSync(path.join(before, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: old }));
    const file = path.join(dir, 'studio.db');
    const now = new Date('2026-11-24T10:00:00Z');

    const db = openDatabase(file, { migrationsFolder: before });
    const sqlite = db.$client;
    sqlite
      .prepare(
        "insert into users (name, email, password_hash, role, created_at, updated_at) values ('Sahibe', 'sahibe@studio.test', 'x', 'admin', 0, 0)",
      )
      .run();
    sqlite
      .prepare(
        "insert into users (name, email, password_hash, role, created_at, updated_at) values ('Eski', 'eski@studio.test', 'x', 'staff', 0, 0)",
      )
      .run();
    sqlite
      .prepare(
        "insert into settings (key, value, category, updated_at) values ('appointment_capacity_per_slot', '2', 'appointments', 0)",
      )
      .run();
    const { token } = createSessionBefore(sqlite, now);
    db.$client.close();

    const migrated = openDatabase(file);
    onTestFinished(() => {
      migrated.$client.close();
    });
    const roles = migrated.$client.prepare('select email, role, deactivated_at as d from users order by id').all() as {
      email: string;
      role: string;
      d: number | null;
    }[];
    expect(roles.map((r) => [r.email, r.role, r.d !== null])).toEqual([
      ['sahibe@studio.test', 'owner', false],
      ['eski@studio.test', 'member', true],
    ]);
    expect(findSession(migrated, token, 'cookie', now)?.user).toMatchObject({
      email: 'sahibe@studio.test',
      role: 'owner',
    });
    // versions start at 1 on the rows that were there
    expect(migrated.$client.prepare('select version as v from settings').get()).toEqual({ v: 1 });
    expect(createSession(migrated, 1, 'bearer', now).token).toBeTruthy();
  });
});

/** A session row as today's code writes it (SHA-256 of the token). */
function createSessionBefore(sqlite: import('better-sqlite3').Database, now: Date) {
  const token = 'a'.repeat(43);
  const id = crypto.createHash('sha256').update(token).digest('hex');
  sqlite
    .prepare(
      "insert into sessions (id, user_id, kind, expires_at, created_at, last_used_at) values (?, 1, 'cookie', ?, ?, ?)",
    )
    .run(id, now.getTime() + 86_400_000, now.getTime(), now.getTime());
  return { token };
}
