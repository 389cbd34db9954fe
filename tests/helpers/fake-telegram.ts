import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type TelegramCall = { token: string; method: string; params: Record<string, string> };

export type FakeTelegram = {
  /** API root to give the app (TELEGRAM_API_ROOT) */
  url: string;
  calls: TelegramCall[];
  /** answer every call with HTTP 502 while true (Telegram unreachable) */
  down: boolean;
  waitFor(n: number, timeoutMs?: number): Promise<TelegramCall[]>;
  close(): Promise<void>;
};

/**
 * A local stand-in for the Telegram Bot API over HTTP: `POST /bot<token>/<method>` with a
 * form-urlencoded (or JSON) body, answered `{ ok: true, result }` like Telegram does.
 * A token ending in `bad` gets Telegram's 401 answer.
 */
export async function startFakeTelegram(): Promise<FakeTelegram> {
  const calls: TelegramCall[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  let messageId = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (fake.down) {
        res.writeHead(502).end('Bad Gateway');
        return;
      }
      const m = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      };
      if (!m) return send(404, { ok: false, error_code: 404, description: 'Not Found' });
      const [, token, method] = m as unknown as [string, string, string];
      if (token.endsWith('bad')) return send(401, { ok: false, error_code: 401, description: 'Unauthorized' });
      const text = Buffer.concat(chunks).toString('utf8');
      const type = req.headers['content-type'] ?? '';
      const params: Record<string, string> = type.includes('json')
        ? Object.fromEntries(
            Object.entries(JSON.parse(text || '{}') as Record<string, unknown>).map(([k, v]) => [
              k,
              typeof v === 'string' ? v : JSON.stringify(v),
            ]),
          )
        : Object.fromEntries(new URLSearchParams(text));
      calls.push({ token, method, params });
      for (const w of [...waiters]) if (calls.length >= w.n) w.resolve();
      if (method === 'sendMessage') {
        return send(200, {
          ok: true,
          result: {
            message_id: ++messageId,
            date: Math.floor(Date.now() / 1000),
            chat: { id: Number(params.chat_id) || 0, type: 'group' },
            text: params.text,
          },
        });
      }
      return send(200, { ok: true, result: true });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const fake: FakeTelegram = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    down: false,
    waitFor(n, timeoutMs = 10_000) {
      if (calls.length >= n) return Promise.resolve(calls);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`expected ${n} Telegram calls, got ${calls.length}`)),
          timeoutMs,
        );
        waiters.push({
          n,
          resolve: () => {
            clearTimeout(timer);
            resolve(calls);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
