import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { deleteSession, findSession } from '../app/models/auth/sessions.server';
import { tokenFromCookieHeader } from '../app/lib/session-cookie.server';
import { insertTestAppointment } from '../tests/helpers/appointments';
import { createTestUser, sessionCookieHeader } from '../tests/helpers/admin';
import { createTestContext, createTestDb } from '../tests/helpers/test-db';
import { createAdminLive, SESSION_ENDED_CLOSE_CODE } from './admin-live';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

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
function connect(url: string, headers: Record<string, string>): Promise<{ ws: WebSocket; next: (type: string) => Promise<Msg> }> {
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
    await expect(connect(`ws://${host}/ws`, { Origin: origin, Cookie: 'studio_admin=abc.def' })).rejects.toThrow('refused 401');
    const cookie = await sessionCookieHeader(context, admin.id);
    await expect(connect(`ws://${host}/ws`, { Origin: 'https://evil.example', Cookie: cookie })).rejects.toThrow('refused 401');
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
