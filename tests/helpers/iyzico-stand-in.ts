/**
 * A local stand-in for iyzico's API (issue 38), an HTTP server on loopback: it checks the
 * IYZWSv2 signature of every call (HMAC-SHA256 of randomKey + path + body with the merchant's
 * secret key), the amounts and the basket of the Checkout Form, and serves the hosted payment
 * page: a plain HTML form whose "Öde" button posts the token to the stand-in, which marks the
 * payment by the chosen scenario and hands the same POST on to our callback URL (307), as
 * iyzico's page posts the token to the merchant's callbackUrl. No script, no card data.
 *
 * Scenarios: success, declined (the card refused), 3ds-failed (3-D Secure not passed); a
 * `delayMs` makes every answer slow. Tests never reach the internet.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const STAND_IN_API_KEY = 'sandbox-test-api-key';
export const STAND_IN_SECRET_KEY = 'sandbox-test-secret-key';

export type Scenario = 'success' | 'declined' | '3ds-failed';

type Form = {
  token: string;
  conversationId: string;
  basketId: string;
  price: string;
  callbackUrl: string;
  outcome: Scenario | null;
  paymentId: string;
  transactionId: string;
  refundedKurus: number;
};

export type StandInCall = { path: string; body: Record<string, unknown>; authorized: boolean };

export type IyzicoStandIn = {
  url: string;
  calls: StandInCall[];
  forms: Map<string, Form>;
  refunds: { paymentTransactionId: string; price: string }[];
  /** what the next "Öde" (or `pay`) does */
  scenario: Scenario;
  delayMs: number;
  /** the customer pays on the hosted page without a browser: marks the form and answers the callback's URL */
  pay(token: string, scenario?: Scenario): { callbackUrl: string };
  close(): Promise<void>;
};

const kurus = (price: unknown) => Math.round(Number(price) * 100);

/** Checks the Authorization header the way iyzico does; the reason when it fails. */
export function authorizationProblem(header: string | undefined, path: string, body: string): string | null {
  if (!header?.startsWith('IYZWSv2 ')) return 'no IYZWSv2 authorization';
  const decoded = Buffer.from(header.slice('IYZWSv2 '.length), 'base64').toString('utf8');
  const match = /^apiKey:([^&]+)&randomKey:([^&]+)&signature:([0-9a-f]{64})$/.exec(decoded);
  if (!match) return 'malformed authorization';
  const [, apiKey, randomKey, signature] = match;
  if (apiKey !== STAND_IN_API_KEY) return 'unknown api key';
  const expected = crypto
    .createHmac('sha256', STAND_IN_SECRET_KEY)
    .update(randomKey + path + body)
    .digest('hex');
  return crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(signature!)) ? null : 'bad signature';
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      data += c;
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

const html = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startIyzicoStandIn(): Promise<IyzicoStandIn> {
  const state: Omit<IyzicoStandIn, 'url' | 'close' | 'pay'> = {
    calls: [],
    forms: new Map(),
    refunds: [],
    scenario: 'success',
    delayMs: 0,
  };
  let base = '';

  function mark(form: Form, scenario: Scenario) {
    form.outcome = scenario;
    if (scenario === 'success') {
      form.paymentId = String(crypto.randomInt(10_000_000, 99_999_999));
      form.transactionId = String(crypto.randomInt(10_000_000, 99_999_999));
    }
  }

  function api(path: string, body: Record<string, unknown>): Record<string, unknown> {
    if (path === '/payment/iyzipos/checkoutform/initialize/auth/ecom') {
      const items = Array.isArray(body.basketItems) ? (body.basketItems as Record<string, unknown>[]) : [];
      const itemsTotal = items.reduce((s, i) => s + kurus(i.price), 0);
      if (body.currency !== 'TRY') return { status: 'failure', errorCode: '5', errorMessage: 'currency' };
      if (!body.conversationId || !body.basketId || !body.callbackUrl)
        return { status: 'failure', errorCode: '5', errorMessage: 'missing field' };
      if (kurus(body.price) <= 0 || kurus(body.price) !== itemsTotal || body.paidPrice !== body.price)
        return { status: 'failure', errorCode: '5', errorMessage: 'basket does not add up' };
      const buyer = (body.buyer ?? {}) as Record<string, unknown>;
      if (!buyer.name || !buyer.surname || !buyer.identityNumber || !buyer.ip)
        return { status: 'failure', errorCode: '5', errorMessage: 'buyer incomplete' };
      const token = crypto.randomUUID();
      state.forms.set(token, {
        token,
        conversationId: String(body.conversationId),
        basketId: String(body.basketId),
        price: String(body.price),
        callbackUrl: String(body.callbackUrl),
        outcome: null,
        paymentId: '',
        transactionId: '',
        refundedKurus: 0,
      });
      return {
        status: 'success',
        locale: 'tr',
        conversationId: body.conversationId,
        token,
        tokenExpireTime: 1800,
        paymentPageUrl: `${base}/odeme/${token}`,
        checkoutFormContent: '<script>/* not used */</script>',
      };
    }
    if (path === '/payment/iyzipos/checkoutform/auth/ecom/detail') {
      const form = state.forms.get(String(body.token));
      if (!form) return { status: 'failure', errorCode: '5', errorMessage: 'token not found' };
      const common = {
        locale: 'tr',
        conversationId: form.conversationId,
        token: form.token,
        basketId: form.basketId,
        price: Number(form.price),
        currency: 'TRY',
      };
      if (form.outcome === 'success')
        return {
          ...common,
          status: 'success',
          paymentStatus: 'SUCCESS',
          paidPrice: Number(form.price),
          paymentId: form.paymentId,
          fraudStatus: 1,
          mdStatus: 1,
          itemTransactions: [
            { itemId: form.basketId, paymentTransactionId: form.transactionId, price: Number(form.price) },
          ],
        };
      if (form.outcome === 'declined')
        return {
          ...common,
          status: 'failure',
          paymentStatus: 'FAILURE',
          errorCode: '10051',
          errorMessage: 'Kart limiti yetersiz',
        };
      if (form.outcome === '3ds-failed')
        return {
          ...common,
          status: 'success',
          paymentStatus: 'FAILURE',
          mdStatus: 0,
          errorMessage: '3D doğrulama başarısız',
        };
      return { ...common, status: 'success', paymentStatus: 'INIT_THREEDS' };
    }
    if (path === '/payment/refund') {
      const form = [...state.forms.values()].find(
        (f) => f.transactionId && f.transactionId === body.paymentTransactionId,
      );
      if (form?.outcome !== 'success') return { status: 'failure', errorCode: '5', errorMessage: 'transaction' };
      const amount = kurus(body.price);
      if (body.currency !== 'TRY' || amount <= 0 || form.refundedKurus + amount > kurus(form.price))
        return { status: 'failure', errorCode: '5', errorMessage: 'refund above the payment' };
      form.refundedKurus += amount;
      state.refunds.push({ paymentTransactionId: String(body.paymentTransactionId), price: String(body.price) });
      return {
        status: 'success',
        conversationId: body.conversationId,
        paymentId: form.paymentId,
        paymentTransactionId: form.transactionId,
        price: Number(body.price),
        currency: 'TRY',
      };
    }
    return { status: 'failure', errorCode: '404', errorMessage: 'unknown path' };
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', base);
    const raw = await readBody(req);
    if (state.delayMs > 0) await new Promise((r) => setTimeout(r, state.delayMs));
    const page = /^\/odeme\/([\w-]+)(\/pay)?$/.exec(url.pathname);
    if (page) {
      const form = state.forms.get(page[1]!);
      if (!form) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Ödeme bulunamadı');
        return;
      }
      if (req.method === 'POST' && page[2]) {
        mark(form, state.scenario);
        // the same POST (token=…) goes on to the merchant's callback, as iyzico's page does
        res.writeHead(307, { location: form.callbackUrl }).end();
        return;
      }
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>iyzico ödeme (test)</title></head><body><h1>Kapora ödemesi</h1><p>Tutar: ${html(form.price)} TL</p><form method="post" action="/odeme/${html(form.token)}/pay"><input type="hidden" name="token" value="${html(form.token)}"><button type="submit">Öde</button></form></body></html>`,
        );
      return;
    }
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      body = {};
    }
    const problem = authorizationProblem(req.headers.authorization, url.pathname, raw);
    state.calls.push({ path: url.pathname, body, authorized: problem === null });
    res.writeHead(200, { 'content-type': 'application/json' });
    if (problem) {
      res.end(JSON.stringify({ status: 'failure', errorCode: '1001', errorMessage: problem }));
      return;
    }
    res.end(JSON.stringify(api(url.pathname, body)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const standIn: IyzicoStandIn = Object.assign(state, {
    url: base,
    pay(token: string, scenario?: Scenario) {
      const form = state.forms.get(token);
      if (!form) throw new Error(`no form ${token}`);
      mark(form, scenario ?? state.scenario);
      return { callbackUrl: form.callbackUrl };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return standIn;
}
