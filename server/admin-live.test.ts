import { eq } from 'drizzle-orm';
import { teamMembers, users } from '../db/schema';
import { deactivateAccount } from '../app/models/auth/accounts.server';
import { accountActor } from '../app/domain/audit';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { deleteSession, findSession } from '../app/models/auth/sessions.server';
import { tokenFromCookieHeader } from '../app/http/session-cookie.server';
import { insertTestAppointment } from '../tests/helpers/appointments';
import { createTestUser, sessionCookieHeader } from '../tests/helpers/admin';
import { createTestContext, createTestDb } from '../tests/helpers/test-db';
import { createAdminLive, SESSION_ENDED_CLOSE_CODE } from './admin-live';

const cleanups: (() => void)[] = [];
afterEach(() =>
  cleanups.splice(0).forEach((c) => {
    c();
  }),
);

async function start() {
  const { db } = createTestDb();
  const context = createTestContext(db);
  const live = createAdminLive({ db, now: context.now, config: context.config });
  const server = http.createServer((_req, res) => res.end('ok'));
  server.on('upgrade', (req, socket, head) => {
    if (!live.hub.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  cleanups.push(() => {
    live.close();
    server.close();
  });
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const admin = await createTestUser(db);
  return { db, context, live, host, admin };
}

type Msg = { type: string; [k: string]: unknown };

/** Opens a socket; resolves with it and a message queue, or rejects with the refusal. */
function connect(
  url: string,
  headers: Record<string, string>,
): Promise<{ ws: WebSocket; next: (type: string) => Promise<Msg> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const messages: Msg[] = [];
    const waiters: { type: string; resolve: (m: Msg) => void }[] = [];
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as Msg;
      const i = waiters.findIndex((w) => w.type === m.type);
      if (i >= 0) waiters.splice(i, 1)[0]!.resolve(m);
      else messages.push(m);
    });
    ws.on('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    ws.on('error', reject);
    ws.on('open', () => {
      cleanups.push(() => ws.terminate());
      resolve({
        ws,
        next: (type) => {
          const i = messages.findIndex((m) => m.type === type);
          if (i >= 0) return Promise.resolve(messages.splice(i, 1)[0]!);
          return new Promise((r) => waiters.push({ type, resolve: r }));
        },
      });
    });
  });
}

describe('admin live connection', () => {
  it('refuses an upgrade without an admin session, with a forged cookie or from another origin', async () => {
    const { context, host, admin } = await start();
    const origin = `http://${host}`;
    await expect(connect(`ws://${host}/ws`, { Origin: origin })).rejects.toThrow('refused 401');
    await expect(connect(`ws://${host}/ws`, { Origin: origin, Cookie: 'studio_admin=abc.def' })).rejects.toThrow(
      'refused 401',
    );
    const cookie = await sessionCookieHeader(context, admin.id);
    await expect(connect(`ws://${host}/ws`, { Origin: 'https://evil.example', Cookie: cookie })).rejects.toThrow(
      'refused 401',
    );
    await expect(connect(`ws://${host}/ws`, { Cookie: cookie })).rejects.toThrow('refused 401');
    const staff = await createTestUser(context.db, { role: 'reception' });
    const staffCookie = await sessionCookieHeader(context, staff.id);
    context.db.update(users).set({ deactivatedAt: context.now() }).where(eq(users.id, staff.id)).run();
    await expect(connect(`ws://${host}/ws`, { Origin: origin, Cookie: staffCookie })).rejects.toThrow('refused 401');
  });

  it('confirms join-admin, answers ping with pong, and sends the fresh list on a change', async () => {
    const { db, context, live, host, admin } = await start();
    const cookie = await sessionCookieHeader(context, admin.id);
    const { ws, next } = await connect(`ws://${host}/ws`, { Origin: `http://${host}`, Cookie: cookie });
    ws.send(JSON.stringify({ type: 'join-admin' }));
    expect((await next('connection-confirmed')).type).toBe('connection-confirmed');
    ws.send(JSON.stringify({ type: 'ping', timestamp: 1234 }));
    expect(await next('pong')).toEqual({ type: 'pong', timestamp: 1234 });
    ws.send('not json');
    ws.send(JSON.stringify({ no: 'type' }));

    insertTestAppointment(db, { customerName: 'Canlı Müşteri', services: [{ name: 'Kalıcı Oje' }] });
    live.appointmentsChanged();
    live.appointmentsChanged();
    const update = await next('appointments-updated');
    const list = update.appointments as { customerName: string; service: string }[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ customerName: 'Canlı Müşteri', service: 'Kalıcı Oje' });
  });

  it('sends updates only to joined sockets and closes a socket whose session ended', async () => {
    const { context, live, host, admin } = await start();
    const cookie = await sessionCookieHeader(context, admin.id);
    const joined = await connect(`ws://${host}/ws`, { Origin: `http://${host}`, Cookie: cookie });
    const idle = await connect(`ws://${host}/ws`, { Origin: `http://${host}`, Cookie: cookie });
    let idleGotUpdate = false;
    idle.ws.on('message', (raw) => {
      if (String(raw).includes('appointments-updated')) idleGotUpdate = true;
    });
    joined.ws.send(JSON.stringify({ type: 'join-admin' }));
    await joined.next('connection-confirmed');
    live.appointmentsChanged();
    await joined.next('appointments-updated');
    // the idle socket has had the same time to receive it: a ping round-trip after the broadcast
    idle.ws.send(JSON.stringify({ type: 'ping', timestamp: 1 }));
    await idle.next('pong');
    expect(idleGotUpdate).toBe(false);

    // sign out: the next change closes the socket instead of sending the list
    const token = await tokenFromCookieHeader(context.config, cookie);
    deleteSession(context.db, findSession(context.db, token, 'cookie', context.now())!.sessionId);
    const closed = new Promise<number>((r) => joined.ws.on('close', (code) => r(code)));
    live.appointmentsChanged();
    expect(await closed).toBe(SESSION_ENDED_CLOSE_CODE);
  });
});

describe('admin live connection: roles (issue 26)', () => {
  it("an artist's socket gets her own appointments (contact masked) and other artists' time as busy; the desk gets everything", async () => {
    const { db, context, live, host } = await start();
    const [mine, theirs] = db.select({ id: teamMembers.id }).from(teamMembers).all();
    if (!mine || !theirs) throw new Error('the demo studio has members');
    const artist = await createTestUser(db, { role: 'member', email: 'elif@studio.test' });
    db.update(users).set({ teamMemberId: mine.id }).where(eq(users.id, artist.id)).run();
    const desk = await createTestUser(db, { role: 'reception', email: 'desk@studio.test' });
    const origin = `http://${host}`;
    const artistSocket = await connect(`ws://${host}/ws`, {
      Origin: origin,
      Cookie: await sessionCookieHeader(context, artist.id),
    });
    const deskSocket = await connect(`ws://${host}/ws`, {
      Origin: origin,
      Cookie: await sessionCookieHeader(context, desk.id),
    });
    for (const s of [artistSocket, deskSocket]) {
      s.ws.send(JSON.stringify({ type: 'join-admin' }));
      await s.next('connection-confirmed');
    }
    const own = insertTestAppointment(db, {
      customerName: 'Kendi Müşterisi',
      customerEmail: 'ayse@example.com',
      customerPhone: '05321234567',
      teamMemberId: mine.id,
      notes: 'kırmızı',
    });
    const other = insertTestAppointment(db, {
      customerName: 'Başkasının Müşterisi',
      customerEmail: 'zeynep@example.com',
      teamMemberId: theirs.id,
      notes: 'gizli not',
    });
    live.appointmentsChanged();
    const forArtist = (await artistSocket.next('appointments-updated')).appointments as Record<string, unknown>[];
    const forDesk = (await deskSocket.next('appointments-updated')).appointments as Record<string, unknown>[];
    expect(forArtist.find((a) => a.id === own)).toMatchObject({
      customerName: 'Kendi Müşterisi',
      customerEmail: 'a***@e***.com',
      customerPhone: '*** *** ** 67',
      notes: 'kırmızı',
    });
    expect(forArtist.find((a) => a.id === other)).toEqual({
      id: other,
      teamMemberId: theirs.id,
      date: '2026-11-25',
      time: '10:00',
      durationMinutes: 60,
      customDuration: null,
      status: 'pending',
      busy: true,
    });
    expect(JSON.stringify(forArtist)).not.toMatch(/Başkasının|zeynep|gizli not/);
    expect(forDesk.find((a) => a.id === other)).toMatchObject({
      customerName: 'Başkasının Müşterisi',
      customerEmail: 'zeynep@example.com',
    });
  });

  it('deactivating an account closes its open socket at once (no polling: the ended sessions are named)', async () => {
    const { db, context, live, host, admin } = await start();
    const desk = await createTestUser(db, { role: 'reception', email: 'desk@studio.test' });
    const socket = await connect(`ws://${host}/ws`, {
      Origin: `http://${host}`,
      Cookie: await sessionCookieHeader(context, desk.id),
    });
    socket.ws.send(JSON.stringify({ type: 'join-admin' }));
    await socket.next('connection-confirmed');
    const closed = new Promise<number>((r) => socket.ws.on('close', (code) => r(code)));
    const done = deactivateAccount(
      { ...context, emit: (event) => typeof event === 'object' && live.closeSessions(event.sessionIds) },
      accountActor(admin),
      desk.id,
    );
    expect(done.ok).toBe(true);
    expect(await closed).toBe(SESSION_ENDED_CLOSE_CODE);
  });
});

describe('"Yeni online randevu": who is told of what (issue 36)', () => {
  it("an artist is told of her own new online booking with its name, not of another artist's; staff bookings are never online", async () => {
    const { db, context, live, host, admin } = await start();
    const [mine, theirs] = db.select({ id: teamMembers.id }).from(teamMembers).all();
    if (!mine || !theirs) throw new Error('the demo studio has members');
    const artist = await createTestUser(db, { role: 'member', email: 'elif@studio.test' });
    db.update(users).set({ teamMemberId: mine.id }).where(eq(users.id, artist.id)).run();
    const desk = await createTestUser(db, { role: 'reception', email: 'desk@studio.test' });
    const origin = `http://${host}`;
    const sockets = {
      artist: await connect(`ws://${host}/ws`, {
        Origin: origin,
        Cookie: await sessionCookieHeader(context, artist.id),
      }),
      desk: await connect(`ws://${host}/ws`, { Origin: origin, Cookie: await sessionCookieHeader(context, desk.id) }),
    };
    for (const s of Object.values(sockets)) {
      s.ws.send(JSON.stringify({ type: 'join-admin' }));
      await s.next('connection-confirmed');
    }
    const at = new Date('2026-11-24T07:00:00Z');
    const written = { createdAt: at, updatedAt: at };
    const ownOnline = insertTestAppointment(db, {
      ...written,
      customerName: 'Kendi Online Müşterisi',
      teamMemberId: mine.id,
      source: 'web',
      time: '11:00',
    });
    const otherOnline = insertTestAppointment(db, {
      ...written,
      customerName: 'Başkasının Online Müşterisi',
      teamMemberId: theirs.id,
      source: 'api',
      time: '12:00',
    });
    // the desk books through the API with its token (source 'api', its account recorded) and on the screen
    const staffApi = insertTestAppointment(db, {
      ...written,
      customerName: 'Resepsiyon API Müşterisi',
      teamMemberId: mine.id,
      source: 'api',
      userId: admin.id,
      time: '13:00',
    });
    const staffScreen = insertTestAppointment(db, {
      ...written,
      customerName: 'Resepsiyon Ekran Müşterisi',
      teamMemberId: mine.id,
      source: 'admin',
      time: '14:00',
    });
    // an online booking changed since (confirmed at the desk) is no longer news
    insertTestAppointment(db, {
      createdAt: at,
      updatedAt: new Date(at.getTime() + 60_000),
      customerName: 'Onaylanmış Online Müşteri',
      teamMemberId: mine.id,
      source: 'web',
      time: '15:00',
    });
    live.appointmentsChanged();
    type Notice = { id: number; customerName: string; teamMemberId: number | null };
    const forArtist = await sockets.artist.next('appointments-updated');
    const forDesk = await sockets.desk.next('appointments-updated');
    const names = (m: Msg) => ((m.newOnlineBookings ?? []) as Notice[]).map((n) => [n.id, n.customerName]);
    expect(names(forArtist)).toEqual([[ownOnline, 'Kendi Online Müşterisi']]);
    expect(names(forDesk).sort()).toEqual(
      [
        [ownOnline, 'Kendi Online Müşterisi'],
        [otherOnline, 'Başkasının Online Müşterisi'],
      ].sort(),
    );
    // the artist still gets the other artist's time as busy, and every change; only the notice is cut
    const artistIds = (forArtist.appointments as { id: number }[]).map((a) => a.id);
    expect(artistIds).toEqual(expect.arrayContaining([ownOnline, otherOnline, staffApi, staffScreen]));
    expect(JSON.stringify(forArtist.newOnlineBookings)).not.toMatch(/Başkasının|Resepsiyon/);
  });
});
