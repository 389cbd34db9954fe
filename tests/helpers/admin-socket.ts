/**
 * The admin live connection (/ws) from a test: open a socket, keep every message it receives,
 * await one of a type. Used against the built server (tests/built/) and against the live hub
 * on a bare http server (tests/integration/team-route-walk.test.ts).
 */
import WebSocket from 'ws';

export type LiveMessage = { type: string; appointments?: Record<string, unknown>[]; [key: string]: unknown };

export type LiveSocket = {
  ws: WebSocket;
  /** every message received, in order */
  received: LiveMessage[];
  /** the first message of `type` at or after position `from` of `received`, or a rejection after `timeoutMs` */
  next: (type: string, from?: number, timeoutMs?: number) => Promise<LiveMessage>;
  close: () => void;
};

/** Opens a socket to `url` (`ws://host/ws`) with these headers: the open socket, or the HTTP status that refused the upgrade. */
export function connectSocket(url: string, headers: Record<string, string>): Promise<LiveSocket | { refused: number }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const received: LiveMessage[] = [];
    let listeners: (() => void)[] = [];
    ws.on('message', (raw) => {
      received.push(JSON.parse(String(raw)));
      listeners.splice(0).forEach((l) => {
        l();
      });
    });
    const next = (type: string, from = 0, timeoutMs = 5000) =>
      new Promise<LiveMessage>((found, fail) => {
        const timer = setTimeout(
          () => fail(new Error(`no ${type} within ${timeoutMs} ms; got ${received.map((m) => m.type).join(', ')}`)),
          timeoutMs,
        );
        const check = () => {
          const message = received.slice(from).find((m) => m.type === type);
          if (message) {
            clearTimeout(timer);
            found(message);
          } else listeners.push(check);
        };
        check();
      });
    ws.on('unexpected-response', (_req, res) => resolve({ refused: res.statusCode ?? 0 }));
    ws.on('error', reject);
    ws.on('open', () =>
      resolve({
        ws,
        received,
        next,
        close: () => {
          listeners = [];
          ws.terminate();
        },
      }),
    );
  });
}

/** An admin's socket to the server at `url` (http://…), opened as the admin page opens it: same origin, the session cookie, then `join-admin`. */
export async function openAdminSocket(url: string, cookie: string): Promise<LiveSocket> {
  const opened = await connectSocket(`${url.replace(/^http/, 'ws')}/ws`, { Origin: url, Cookie: cookie });
  if ('refused' in opened) throw new Error(`the admin socket was refused with ${opened.refused}`);
  opened.ws.send(JSON.stringify({ type: 'join-admin' }));
  await opened.next('connection-confirmed');
  return opened;
}
