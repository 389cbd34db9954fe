import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ApiCall = { path: string; authorization: string; body: Record<string, unknown> };

export type FakeApi = {
  /** base URL to store in the settings */
  url: string;
  calls: ApiCall[];
  /** answer the next N calls with HTTP 503 (the provider is down) */
  failNext: number;
  waitFor(n: number, timeoutMs?: number): Promise<ApiCall[]>;
  close(): Promise<void>;
};

type Answer = { status: number; body: unknown };

/** A local JSON API on 127.0.0.1 that records each POST and answers with `answer` (or 503 while `failNext` > 0). */
async function startFakeApi(answer: (call: ApiCall, index: number) => Answer): Promise<FakeApi> {
  const calls: ApiCall[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = ({ status, body }: Answer) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      if (fake.failNext > 0) {
        fake.failNext--;
        return send({ status: 503, body: { error: { message: 'Service Unavailable' } } });
      }
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      } catch {
        return send({ status: 400, body: { error: { message: 'bad json' } } });
      }
      const call = { path: req.url ?? '', authorization: req.headers.authorization ?? '', body };
      calls.push(call);
      for (const w of [...waiters]) if (calls.length >= w.n) w.resolve();
      send(answer(call, calls.length));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const fake: FakeApi = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    failNext: 0,
    waitFor(n, timeoutMs = 10_000) {
      if (calls.length >= n) return Promise.resolve(calls);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`expected ${n} calls, got ${calls.length}`)), timeoutMs);
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

/**
 * Netgsm's REST v2 SMS API: POST /sms/rest/v2/send with Basic auth, answered
 * { code: '00', jobid, description: 'queued' }. A wrong password ('yanlis') gets code 30,
 * a sender title other than the account's ('SHEVA' or 'SHEVANAIL') code 40.
 */
export function startFakeNetgsm(): Promise<FakeApi> {
  return startFakeApi((call, i) => {
    if (call.path !== '/sms/rest/v2/send') return { status: 404, body: { code: '70', description: 'not found' } };
    const [, password] = Buffer.from(call.authorization.replace(/^Basic /, ''), 'base64')
      .toString('utf8')
      .split(':');
    if (!password || password === 'yanlis')
      return { status: 406, body: { code: '30', description: 'Invalid credentials' } };
    if (!['SHEVA', 'SHEVANAIL'].includes(String(call.body.msgheader)))
      return { status: 406, body: { code: '40', description: 'Sender not defined' } };
    return { status: 200, body: { code: '00', jobid: String(17_000_000 + i), description: 'queued' } };
  });
}

/**
 * The WhatsApp Business Cloud API: POST /{phone-number-id}/messages with a bearer token,
 * answered like Meta does. A token 'expired' gets the 401 OAuth error; an unknown template
 * (not in `approved`) the 404 template error 132001.
 */
export function startFakeWhatsapp(
  approved: readonly string[] = [
    'hello_world',
    'randevu_alindi',
    'randevu_onay',
    'randevu_degisti',
    'randevu_iptal',
    'randevu_hatirlatma',
    'memnuniyet_anketi',
  ],
): Promise<FakeApi> {
  return startFakeApi((call, i) => {
    if (!/^\/\d+\/messages$/.test(call.path))
      return { status: 404, body: { error: { message: 'Unknown path', code: 100 } } };
    if (call.authorization === 'Bearer expired')
      return {
        status: 401,
        body: { error: { message: 'Error validating access token', type: 'OAuthException', code: 190 } },
      };
    const template = (call.body.template as { name?: string } | undefined)?.name;
    if (!template || !approved.includes(template))
      return {
        status: 404,
        body: { error: { message: `(#132001) Template name does not exist in the translation`, code: 132001 } },
      };
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: call.body.to, wa_id: call.body.to }],
        messages: [{ id: `wamid.TEST${i}` }],
      },
    };
  });
}
