/**
 * The live link's protocol, shared by the shell's hook and badge (live-connection.tsx) and the
 * link itself (live-socket.ts, fetched once the page is hydrated: docs/decisions/0545): its
 * timings, the window events it raises, and its states.
 */
/** a ping unanswered this long: the link is down (the network vanished without closing the socket) */
export const LIVE_PONG_TIMEOUT_MS = 10_000;
export const LIVE_RETRY_DELAY_MS = 3000;
export const LIVE_MAX_RETRIES = 5;
/** after the spec's 5 quick attempts: one attempt this often (and one on the browser's 'online') */
export const LIVE_SLOW_RETRY_MS = 30_000;
/** keep-alive ping (proxies close idle sockets) */
export const LIVE_PING_INTERVAL_MS = 25_000;
export const APPOINTMENTS_UPDATED_EVENT = 'appointments-updated';
/** detail: the message's new online bookings, as the server cut them for this viewer (docs/decisions/0413) */
export const NEW_ONLINE_BOOKINGS_EVENT = 'new-online-bookings';

export type LiveStatus = 'connecting' | 'active' | 'reconnecting' | 'disconnected' | 'offline';
/** The open link (live-socket.ts): closed when the shell goes, reopened by 'Yeniden Dene'. */
export type LiveLink = { close: () => void; reconnect: () => void };
