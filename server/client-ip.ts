import type { Express, Request, RequestHandler } from 'express';

/**
 * Where the client's IP comes from, set by the deployment (TRUST_PROXY):
 *
 * - unset, not on Fly: the socket's address. No header is believed, so a client cannot
 *   pick its own IP with a made-up `X-Forwarded-For` (rate limits, the consent record).
 * - unset, on Fly (FLY_APP_NAME set): Fly's proxy writes `Fly-Client-IP` and overwrites any
 *   value a client sends, so that header.
 * - a number N (1, 2, ...): N proxies in front; the address N hops back in X-Forwarded-For.
 * - a header name (e.g. `Fly-Client-IP`, `X-Real-IP`): that header, written by the proxy.
 * - `0`, `false`, `socket`: the socket's address.
 */
export type TrustProxy = { kind: 'socket' } | { kind: 'hops'; hops: number } | { kind: 'header'; name: string };

export const TRUST_PROXY_ERROR =
  'TRUST_PROXY: a proxy count (1, 2, ...), a header name (e.g. Fly-Client-IP) or "socket"';

export function parseTrustProxy(value: string | undefined, env: { FLY_APP_NAME?: string } = {}): TrustProxy {
  const v = (value ?? '').trim();
  if (!v) return env.FLY_APP_NAME ? { kind: 'header', name: 'fly-client-ip' } : { kind: 'socket' };
  if (/^(0|false|socket|off)$/i.test(v)) return { kind: 'socket' };
  if (/^\d{1,2}$/.test(v)) return { kind: 'hops', hops: Number(v) };
  if (/^[A-Za-z][A-Za-z0-9-]{0,63}$/.test(v)) return { kind: 'header', name: v.toLowerCase() };
  throw new Error(TRUST_PROXY_ERROR);
}

/**
 * Sets Express's `trust proxy` to match: `req.ip` and `req.protocol` (the draft cookie's
 * Secure flag) follow N hops; behind a header-writing proxy (Fly) the protocol is that
 * proxy's `X-Forwarded-Proto` (one hop); with no proxy nothing forwarded is believed.
 */
export function applyTrustProxy(app: Express, trust: TrustProxy) {
  app.set('trust proxy', trust.kind === 'hops' ? trust.hops : trust.kind === 'header' ? 1 : false);
}

/** Resolves the client IP once per request into `res.locals.clientIp`. */
export function clientIpMiddleware(trust: TrustProxy): RequestHandler {
  return (req, res, next) => {
    res.locals.clientIp = resolveClientIp(req, trust);
    next();
  };
}

/** An IPv4 address seen on a dual-stack socket (`::ffff:1.2.3.4`) as plain IPv4. */
const plain = (ip: string) => ip.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

function socketAddress(req: Request): string {
  return plain(req.socket.remoteAddress ?? '');
}

export function resolveClientIp(req: Request, trust: TrustProxy): string {
  if (trust.kind === 'hops') return req.ip ? plain(req.ip) : socketAddress(req);
  if (trust.kind === 'header') {
    const value = (req.get(trust.name) ?? '').split(',')[0]!.trim();
    if (value && value.length <= 64) return plain(value);
  }
  return socketAddress(req);
}

/** The client's IP as resolved by `clientIpMiddleware`; the socket's address when it did not run. */
export function clientIpOf(req: Request): string {
  const resolved = req.res?.locals.clientIp;
  return typeof resolved === 'string' ? resolved : socketAddress(req);
}
