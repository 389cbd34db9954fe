/**
 * The admin live protocol on the websocket hub (/ws):
 *
 * - the upgrade is accepted only with an admin session cookie (looked up with the same
 *   session code as the app) and an Origin of this site; anything else gets 401;
 * - client `join-admin` -> server `connection-confirmed`;
 * - client `ping {timestamp}` -> server `pong {timestamp}`;
 * - `appointmentsChanged()` (the app's `context.emit('appointments-changed')`) sends
 *   `appointments-updated {appointments, truncated}` to every joined admin: what changed, i.e.
 *   the appointments written since the previous message (at most LIVE_TOUCHED_LIMIT, most
 *   recent first; `truncated` when there were more), never the whole table. A deletion is
 *   not in the list: the admin client re-reads its own window on every message.
 *   Changes close together are sent once; a socket whose session has ended is closed.
 *   The message also names the new online bookings among them (`newOnlineBookings`: made by a
 *   customer through the wizard or the public API, not changed since; never a staff booking),
 *   which the admin's "Yeni online randevu" notice shows (docs/decisions/0413).
 *
 * Roles (issue 26; docs/decisions/0356): any active account whose role may read appointments
 * (`appointments.read.all` or `.read.own`) connects. Before each message the socket's account
 * is read live (a role change, a deactivation, an ended session count at once), and the
 * message is cut for it (`messageForViewer`): an artist gets her own appointments whole and
 * other artists' time as busy blocks; contact details are masked without
 * `customers.contact.read`; she is told only of her own new online bookings. `closeSessions(ids)` closes the sockets of ended sessions at once
 * (the app's `emit({ type: 'sessions-ended', sessionIds })`, e.g. on deactivation).
 */
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import type { Db } from '../db/client';
import type { DbOrTx } from '../app/models/db.server';
import { isAllowedSocketOrigin } from '../app/http/csrf.server';
import { max } from 'drizzle-orm';
import { appointments } from '../db/schema';
import { adminAppointmentJson } from '../app/models/appointments/json.server';
import { readAppointmentKeys, readAppointments } from '../app/models/appointments/queries.server';
import { findSession, liveSessionUser } from '../app/models/auth/sessions.server';
import { appointmentForViewer, can, type Viewer } from '../app/domain/permissions';
import { newOnlineBookingsFor, newOnlineBookingsOf } from '../app/domain/live-notices';
import { tokenFromCookieHeader } from '../app/http/session-cookie.server';
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

/** At most this many touched appointments ride in one appointments-updated message. */
export const LIVE_TOUCHED_LIMIT = 100;

/** Where the previous message stopped: its newest write and the ids written at that instant. */
export type LiveMark = { at: Date; ids: ReadonlySet<number> };

/** The mark of the table as it is (the epoch when empty): the first message starts after it. */
export function currentMark(db: DbOrTx): LiveMark {
  const at =
    db
      .select({ at: max(appointments.updatedAt) })
      .from(appointments)
      .get()?.at ?? new Date(0);
  return { at, ids: new Set(readAppointmentKeys(db, { touchedSince: at }).map((k) => k.id)) };
}

/**
 * The appointments-updated message after a change: the appointments written after `mark`
 * (at its instant only those it did not hold), most recently written first, and the mark of
 * the table as it is for the next message (read in one transaction: no write falls between).
 */
export function appointmentsUpdatedMessage(db: Db, mark: LiveMark, at: Date) {
  return db.transaction((tx) => {
    // written after the mark's instant (timestamps are whole ms), then those of the instant
    // itself the mark did not hold: only the ids are read for these, never the whole instant
    const after = readAppointments(tx, {
      touchedSince: new Date(mark.at.getTime() + 1),
      order: 'touched-desc',
      limit: LIVE_TOUCHED_LIMIT + 1,
    });
    const seen = new Set(after.map((a) => a.id));
    const sameInstant = readAppointmentKeys(tx, { touchedSince: mark.at })
      .map((k) => k.id)
      .filter((id) => !seen.has(id) && !mark.ids.has(id))
      .sort((a, b) => b - a)
      .slice(0, Math.max(0, LIVE_TOUCHED_LIMIT + 1 - after.length));
    const touched = [...after, ...readAppointments(tx, { ids: sameInstant, order: 'touched-desc' })];
    const appointments = touched.slice(0, LIVE_TOUCHED_LIMIT).map(adminAppointmentJson);
    return {
      message: {
        type: 'appointments-updated',
        appointments,
        newOnlineBookings: newOnlineBookingsOf(appointments),
        truncated: touched.length > LIVE_TOUCHED_LIMIT,
        timestamp: at.getTime(),
      },
      mark: currentMark(tx),
    };
  });
}

type AppointmentsMessage = ReturnType<typeof appointmentsUpdatedMessage>['message'];

/** Who may open the live connection: a role that reads appointments (all, or its own). */
export function mayConnect(viewer: Pick<Viewer, 'role' | 'options'>): boolean {
  return (
    can(viewer.role, 'appointments.read.all', viewer.options) ||
    can(viewer.role, 'appointments.read.own', viewer.options)
  );
}

/** The appointments-updated message as one viewer may receive it (see the module comment). */
export function messageForViewer(message: AppointmentsMessage, viewer: Viewer): AppointmentsMessage {
  if (
    can(viewer.role, 'appointments.read.all', viewer.options) &&
    can(viewer.role, 'customers.contact.read', viewer.options)
  )
    return message;
  const appointments = message.appointments.flatMap((a) => {
    const shown = appointmentForViewer(viewer, a);
    return shown ? [shown as (typeof message.appointments)[number]] : [];
  });
  return { ...message, appointments, newOnlineBookings: newOnlineBookingsFor(message.newOnlineBookings, viewer) };
}

export function createAdminLive(options: AdminLiveOptions) {
  const { db, now, config } = options;
  const sessionOfRequest = new WeakMap<IncomingMessage, string>();
  const sessionOfSocket = new WeakMap<WebSocket, string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // the newest appointment write the previous message saw (a change after it is news)
  let mark = currentMark(db);

  const hub = new LiveHub({
    path: options.path ?? '/ws',
    authorize: async (req) => {
      if (!isAllowedSocketOrigin(req.headers, config.publicUrl)) return false;
      const token = await tokenFromCookieHeader(config, req.headers.cookie);
      const session = findSession(db, token, 'cookie', now());
      if (!session || !mayConnect({ role: session.user.role, options: session.access })) return false;
      sessionOfRequest.set(req, session.sessionId);
      return true;
    },
    onMessage: (socket, message) => {
      if (message.type === 'join-admin') {
        hub.joined.add(socket);
        hub.send(socket, { type: 'connection-confirmed', timestamp: now().getTime() });
      } else if (message.type === 'ping') {
        hub.send(socket, {
          type: 'pong',
          timestamp: typeof message.timestamp === 'number' ? message.timestamp : now().getTime(),
        });
      }
    },
  });
  hub.wss.on('connection', (socket: WebSocket, req: IncomingMessage) => {
    const sessionId = sessionOfRequest.get(req);
    if (sessionId) sessionOfSocket.set(socket, sessionId);
  });

  function endSocket(socket: WebSocket) {
    hub.joined.delete(socket);
    socket.close(SESSION_ENDED_CLOSE_CODE, 'Oturum sona erdi');
  }

  function broadcastAppointments() {
    timer = undefined;
    if (hub.joined.size === 0) return;
    const at = now();
    const viewers = new Map<WebSocket, Viewer>();
    for (const socket of [...hub.joined]) {
      const sessionId = sessionOfSocket.get(socket);
      const user = sessionId ? liveSessionUser(db, sessionId, at) : null;
      const viewer = user ? { role: user.role, teamMemberId: user.teamMemberId, options: user.access } : null;
      if (!viewer || !mayConnect(viewer)) endSocket(socket);
      else viewers.set(socket, viewer);
    }
    if (viewers.size === 0) return;
    const update = appointmentsUpdatedMessage(db, mark, at);
    mark = update.mark;
    for (const [socket, viewer] of viewers) hub.send(socket, messageForViewer(update.message, viewer));
  }

  /** Closes at once the open sockets of these sessions (ended, or their account deactivated). */
  function closeSessions(sessionIds: readonly string[]) {
    const ended = new Set(sessionIds);
    for (const socket of hub.wss.clients) {
      const sessionId = sessionOfSocket.get(socket);
      if (sessionId && ended.has(sessionId)) endSocket(socket);
    }
  }

  return {
    hub,
    /** Something changed appointments: tell the joined admins (once per burst). */
    appointmentsChanged() {
      timer ??= setTimeout(broadcastAppointments, options.coalesceMs ?? 20);
    },
    closeSessions,
    close() {
      clearTimeout(timer);
      hub.close();
    },
  };
}
