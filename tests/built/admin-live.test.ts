/**
 * The live connection on the real server: an upgrade without an admin session is refused,
 * and an appointment change reaches a connected admin socket as appointments-updated.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { useStudio } from '../helpers/studio';
import { signInOverHttp } from '../helpers/admin';
import { connectSocket, openAdminSocket } from '../helpers/admin-socket';

const ADMIN = { email: 'canli@studio.test', password: 'canli-sifre-1' };
const studio = useStudio('studio-live-', {
  SEED_DEMO: 'false',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SESSION_SECRET: 'live-secret-live-secret-live-secret',
});

/** The HTTP status that refused the upgrade, or 101 when it opened. */
async function upgradeStatus(headers: Record<string, string>): Promise<number> {
  const opened = await connectSocket(`${studio.url.replace(/^http/, 'ws')}/ws`, headers);
  if ('refused' in opened) return opened.refused;
  opened.close();
  return 101;
}

describe('live connection on the real server', () => {
  it('refuses a websocket upgrade without an admin session', async () => {
    expect(await upgradeStatus({ Origin: studio.url })).toBe(401);
    expect(await upgradeStatus({ Origin: studio.url, Cookie: 'studio_admin=forged' })).toBe(401);
    const cookie = await signInOverHttp(studio.url, ADMIN.email, ADMIN.password);
    expect(await upgradeStatus({ Origin: 'https://evil.example', Cookie: cookie })).toBe(401);
    expect(await upgradeStatus({ Origin: studio.url, Cookie: cookie })).toBe(101);
  });

  it('an appointment change reaches a connected admin as appointments-updated within a second', async () => {
    const cookie = await signInOverHttp(studio.url, ADMIN.email, ADMIN.password);
    const admin = await openAdminSocket(studio.url, cookie);

    // An appointment written by another process (as the booking wizard's transaction would),
    // then the change is announced through the app (an admin API call -> context.emit).
    const sqlite = new Database(path.join(studio.dir, 'studio.db'));
    sqlite
      .prepare(
        "insert into appointments (customer_name, date, time, status, created_at, updated_at) values ('Canlı Test Müşterisi', '2026-12-01', '11:00', 'pending', ?, ?)",
      )
      .run(Date.now(), Date.now());
    sqlite.close();
    const res = await fetch(`${studio.url}/api/admin/live/refresh`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: studio.url },
    });
    expect(res.status).toBe(200);
    const update = await admin.next('appointments-updated', 0, 1000);
    expect(update.appointments).toEqual([
      expect.objectContaining({
        customerName: 'Canlı Test Müşterisi',
        service: 'Bilinmeyen Hizmet',
        status: 'pending',
      }),
    ]);
    admin.close();
  });
});
