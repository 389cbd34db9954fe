/**
 * Issue 5 acceptance: a booking made by the public — through the /contact wizard (plain
 * HTML POSTs, as a browser without JavaScript sends them) and through POST /api/appointments —
 * reaches an admin socket on /ws as `appointments-updated` within a second, on the real
 * server process. The socket is opened the way the admin page opens it: same-origin, with
 * the admin session cookie, then `join-admin`.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { useStudio } from '../helpers/studio';
import { signInOverHttp } from '../helpers/admin';
import { openAdminSocket } from '../helpers/admin-socket';

const ADMIN = { email: 'canli-rezervasyon@studio.test', password: 'canli-sifre-2' };
// Tuesday 2026-11-24 09:00 Istanbul: the demo studio is open the following days.
const FAKE_NOW = '2026-11-24T09:00:00+03:00';
const studio = useStudio('studio-public-live-', {
  SEED_DEMO: 'true',
  FAKE_NOW,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SESSION_SECRET: 'public-live-secret-public-live-secret',
});

/** An admin socket that keeps every message and can await the next one of a type. */
async function adminSocket() {
  return openAdminSocket(studio.url, await signInOverHttp(studio.url, ADMIN.email, ADMIN.password));
}

async function demoIds() {
  const services = (await (await fetch(`${studio.url}/api/services`)).json()).services as {
    id: number;
    name: string;
  }[];
  const members = (await (await fetch(`${studio.url}/api/team`)).json()).teamMembers as { id: number; name: string }[];
  const manicure = services.find((s) => s.name === 'Klasik Manikür')!.id;
  const zeynep = members.find((m) => m.name === 'Zeynep Kaya')!.id;
  return { manicure, zeynep };
}

/** A cookie-carrying form client for the /contact wizard (no JavaScript, like curl). */
function wizardBrowser() {
  let cookie = '';
  const remember = (res: Response) => {
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
  };
  return {
    async post(fields: Record<string, string>) {
      const res = await fetch(`${studio.url}/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          Origin: studio.url,
          'Content-Type': 'application/x-www-form-urlencoded',
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: new URLSearchParams(fields),
      });
      remember(res);
      return { status: res.status, location: res.headers.get('location') };
    },
    async page(query: string) {
      const res = await fetch(`${studio.url}/contact${query}`, { headers: cookie ? { Cookie: cookie } : {} });
      remember(res);
      return res.text();
    },
  };
}

describe('a public booking reaches a connected admin socket', () => {
  it('booked through the /contact wizard: appointments-updated within 1 s', async () => {
    const { manicure, zeynep } = await demoIds();
    const admin = await adminSocket();
    const b = wizardBrowser();
    // step 1 carries the version of the privacy notice it showed (docs/decisions/0090)
    const first = await b.page('');
    const kvkkVersion = (first.match(/name="kvkkVersion"[^>]*value="(\d+)"/) ??
      first.match(/value="(\d+)"[^>]*name="kvkkVersion"/))?.[1];
    expect(kvkkVersion).toBeTruthy();
    expect(
      await b.post({
        step: '1',
        intent: 'personal',
        customerName: 'Sihirbaz Canlı',
        customerEmail: 'sihirbaz@example.com',
        customerPhone: '0532 444 55 66',
        kvkkConsent: 'on',
        kvkkVersion: kvkkVersion!,
      }),
    ).toEqual({ status: 302, location: '/contact?adim=2' });
    expect(
      await b.post({ step: '2', intent: 'selection', serviceIds: String(manicure), teamMemberId: String(zeynep) }),
    ).toEqual({ status: 302, location: '/contact?adim=3' });
    const html = await b.page('?adim=3');
    const token = (html.match(/name="token"[^>]*value="([^"]+)"/) ??
      html.match(/value="([^"]+)"[^>]*name="token"/))?.[1];
    expect(token).toBeTruthy();

    const from = admin.received.length;
    expect(await b.post({ step: '3', intent: 'book', token: token!, date: '2026-11-25', time: '11:00' })).toEqual({
      status: 303,
      location: expect.stringMatching(/^\/randevu\/[\w-]+\?durum=alindi#randevunuz-alindi$/),
    });
    // The booking is committed once the action answered; the update may already be here.
    const message = await admin.next('appointments-updated', from, 1000);
    expect(message.appointments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ customerName: 'Sihirbaz Canlı', date: '2026-11-25', time: '11:00' }),
      ]),
    );
    admin.close();
  });

  it('booked through POST /api/appointments: appointments-updated within 1 s', async () => {
    const { manicure, zeynep } = await demoIds();
    const admin = await adminSocket();
    const from = admin.received.length;
    const res = await fetch(`${studio.url}/api/appointments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        customerName: 'API Canlı',
        customerEmail: 'api-canli@example.com',
        customerPhone: '0532 123 45 67',
        teamMemberId: zeynep,
        serviceIds: [manicure],
        date: '2026-11-26',
        time: '14:00',
      }),
    });
    expect(res.status).toBe(201);
    const message = await admin.next('appointments-updated', from, 1000);
    expect(message.appointments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ customerName: 'API Canlı', date: '2026-11-26', time: '14:00' }),
      ]),
    );
    admin.close();
  });

  it("records the consent with the client's real address: a made-up X-Forwarded-For or Fly-Client-IP is not believed", async () => {
    const { manicure, zeynep } = await demoIds();
    const notice = (await (await fetch(`${studio.url}/api/kvkk`)).json()) as { notice: { version: number } };
    const res = await fetch(`${studio.url}/api/appointments`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': '203.0.113.66',
        'Fly-Client-IP': '198.51.100.66',
        'X-Real-IP': '192.0.2.66',
      },
      body: JSON.stringify({
        customerName: 'Rıza Onay',
        customerEmail: 'riza@example.com',
        customerPhone: '0532 765 43 21',
        teamMemberId: zeynep,
        serviceIds: [manicure],
        date: '2026-11-27',
        time: '15:00',
        kvkkConsent: true,
        kvkkVersion: notice.notice.version,
      }),
    });
    expect(res.status).toBe(201);
    const { appointment } = (await res.json()) as { appointment: { id: number } };
    const db = new Database(path.join(studio.dir, 'studio.db'), { readonly: true });
    try {
      const row = db.prepare('select kvkk_consent_ip as ip from appointments where id = ?').get(appointment.id) as {
        ip: string;
      };
      expect(row.ip).toBe('127.0.0.1');
    } finally {
      db.close();
    }
  });
});
