/**
 * The admin live protocol on the websocket hub (/ws):
 *
 * - the upgrade is accepted only with an admin session cookie (looked up with the same
 *   session code as the app) and an Origin of this site; anything else gets 401;
 * - client `join-admin` -> server `connection-confirmed`;
 * - client `ping {timestamp}` -> server `pong {timestamp}`;
 * - `appointmentsChanged()` (the app's `context.emit('appointments-changed')`) sends
 *   `appointments-updated {appointments}` with the fresh admin list to every joined admin.
 *   Changes close together are sent once; a socket whose session has ended is closed.
 */
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import type { Db } from '../db/client';
import { isAllowedSocketOrigin } from '../app/lib/csrf.server';
import { listAdminAppointments } from '../app/models/admin-appointments.server';
import { findSession, sessionIsLive, tokenFromCookieHeader } from '../app/models/sessions.server';
import { LiveHub } from './live-hub';

export type AdminLiveOptions = {
  db: Db;
  now: () => Date;
  config: { sessionSecret: string; production: boolean; publicUrl?: string };
  path?: string;
  /** changes within this many ms are sent as one update */
  coalesceMs?: number;
};

export const SESSION_ENDED_CLOSE_CODE = 4401;

export function createAdminLive(options: AdminLiveOptions) {
  const { db, now, config } = options;
  const sessionOfRequest = new WeakMap<IncomingMessage, string>();
  const sessionOfSocket = new WeakMap<WebSocket, string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const hub = new LiveHub({
    path: options.path ?? '/ws',
    authorize: async (req) => {
      if (!isAllowedSocketOrigin(req.headers, config.publicUrl)) return false;
      const token = await tokenFromCookieHeader(config, req.headers.cookie);
      const session = findSession(db, token, 'cookie', now());
      if (!session || session.user.role !== 'admin') return false;
      sessionOfRequest.set(req, session.sessionId);
      return true;
    },
    onMessage: (socket, message) => {
      if (message.type === 'join-admin') {
        hub.joined.add(socket);
        hub.send(socket, { type: 'connection-confirmed', timestamp: now().getTime() });
      } else if (message.type === 'ping') {
        hub.send(socket, { type: 'pong', timestamp: typeof message.timestamp === 'number' ? message.timestamp : now().getTime() });
      }
    },
  });
  hub.wss.on('connection', (socket: WebSocket, req: IncomingMessage) => {
    const sessionId = sessionOfRequest.get(req);
    if (sessionId) sessionOfSocket.set(socket, sessionId);
  });

  function broadcastAppointments() {
    timer = undefined;
    if (hub.joined.size === 0) return;
    const at = now();
    for (const socket of [...hub.joined]) {
      const sessionId = sessionOfSocket.get(socket);
      if (!sessionId || !sessionIsLive(db, sessionId, at)) {
        hub.joined.delete(socket);
        socket.close(SESSION_ENDED_CLOSE_CODE, 'Oturum sona erdi');
      }
    }
    if (hub.joined.size === 0) return;
    hub.broadcast({ type: 'appointments-updated', appointments: listAdminAppointments(db), timestamp: at.getTime() });
  }

  return {
    hub,
    /** Something changed appointments: tell the joined admins (once per burst). */
    appointmentsChanged() {
      timer ??= setTimeout(broadcastAppointments, options.coalesceMs ?? 20);
    },
    close() {
      clearTimeout(timer);
      hub.close();
    },
  };
}
