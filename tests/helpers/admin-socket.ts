/**
 * An admin's live connection to the running server's /ws, opened the way the admin page opens
 * it: same origin, the session cookie, then `join-admin`. It keeps every message and can await
 * one of a type.
 */
import WebSocket from 'ws';

export type LiveMessage = { type: string; appointments?: Record<string, unknown>[] };

export async function openAdminSocket(url: string, cookie: string) {
  const ws = new WebSocket(url.replace(/^http/, 'ws') + '/ws', { headers: { Origin: url, Cookie: cookie } });
  const received: LiveMessage[] = [];
  let listeners: (() => void)[] = [];
  ws.on('message', (raw) => {
    received.push(JSON.parse(String(raw)));
    listeners.splice(0).forEach((l) => l());
  });
  /** The first message of `type` after position `from` of the log, or a rejection after `timeoutMs`. */
  const next = (type: string, from: number, timeoutMs: number) =>
    new Promise<LiveMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} within ${timeoutMs} ms; got ${received.map((m) => m.type).join(', ')}`)), timeoutMs);
      const check = () => {
        const found = received.slice(from).find((m) => m.type === type);
        if (found) {
          clearTimeout(timer);
          resolve(found);
        } else listeners.push(check);
      };
      check();
    });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'join-admin' }));
  await next('connection-confirmed', 0, 5000);
  return { ws, received, next, close: () => ((listeners = []), ws.terminate()) };
}
