import type { OutgoingHttpHeaders } from 'node:http';
import type { RequestHandler, Response } from 'express';
import { istanbulToday } from '../app/domain/clock';
import { etagMatches } from '../app/http/http.server';

/**
 * A cache of rendered public pages in front of React Router (docs/decisions/0142).
 *
 * What is kept: a GET answered 200 with `Cache-Control: public` (the route's own statement
 * that the page is the same for every visitor), without Set-Cookie and without a CSP nonce in
 * its bytes (public pages render no nonce: app/entry.server.tsx). What is served from it: a
 * GET or HEAD of the same path whose query holds only whitelisted parameters, while
 * `version()` is unchanged. The version is everything such a page depends on besides its URL:
 * the database's `PRAGMA data_version` (any committed write, from this process or another)
 * and the Istanbul day. The headers middleware in front (helmet, the CSP with its fresh nonce,
 * compression, request log) still runs for every request; only the loaders and the render
 * are skipped. A request that already has the page (If-None-Match) gets a 304. A page that answers `Vary: Cookie`
 * is kept from, and served to, requests without cookies only.
 */
export type PageCacheOptions = {
  /** changes whenever anything a cached page shows may have changed */
  version: () => string;
  /** query parameters that select a different page (e.g. `kategori`, `sayfa`); any other query is not cached */
  queryKeys?: readonly string[];
  /** most pages kept (least recently used goes first) */
  maxEntries?: number;
  /** largest body kept, in bytes */
  maxBytes?: number;
};

/** `cookieless`: the page said `Vary: Cookie`, so it was kept from a request without cookies and only such requests get it. */
type Entry = { version: string; headers: OutgoingHttpHeaders; body: Buffer; cookieless: boolean };

/** Headers that belong to this one response's transfer (compression sets its own again). */
const NOT_STORED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'keep-alive',
]);

export type PageCache = RequestHandler & { size: () => number };

export function pageCache(options: PageCacheOptions): PageCache {
  const queryKeys = new Set(options.queryKeys ?? []);
  const maxEntries = options.maxEntries ?? 200;
  const maxBytes = options.maxBytes ?? 1024 * 1024;
  const entries = new Map<string, Entry>();

  const middleware: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = keyOf(req.originalUrl, queryKeys);
    if (path === null) return next();
    // Pages print their origin (canonical link, og:url, JSON-LD) from the request's host when
    // PUBLIC_URL is unset: one forged Host or X-Forwarded-Host must not reach other visitors.
    const key = `${req.protocol}://${req.get('x-forwarded-host') ?? req.get('host') ?? ''}${path}`;
    const version = options.version();
    const hasCookie = req.headers.cookie !== undefined;
    const hit = entries.get(key);
    if (hit && hit.version === version && !(hit.cookieless && hasCookie)) {
      entries.delete(key); // most recently used goes last
      entries.set(key, hit);
      res.set(hit.headers as Record<string, string>);
      const etag = hit.headers.etag;
      if (typeof etag === 'string' && etagMatches(req.headers['if-none-match'], etag)) {
        res.status(304).end();
        return;
      }
      res.status(200).send(hit.body);
      return;
    }
    if (hit && hit.version !== version) entries.delete(key);
    if (req.method !== 'GET') return next();
    const before = res.getHeaders(); // set by the middleware in front: set again on every request
    capture(res, maxBytes, (body) => {
      const headers = storableHeaders(res, before);
      if (!headers || body.includes('nonce=')) return;
      if (options.version() !== version) return; // a write landed while rendering
      const cookieless = /\bcookie\b|\*/i.test(String(headers.vary ?? ''));
      if (cookieless && hasCookie) return;
      entries.delete(key);
      entries.set(key, { version, headers, body, cookieless });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    });
    next();
  };
  return Object.assign(middleware, { size: () => entries.size });
}

/** The version of the studio's public pages: the database's data_version and the Istanbul day. */
export function publicPageVersion(dataVersion: () => number, now: () => Date): () => string {
  return () => `${dataVersion()}:${istanbulToday(now())}`;
}

/** The cache key of a URL: its path and its whitelisted query, sorted; null when another parameter is present. */
export function keyOf(url: string, queryKeys: ReadonlySet<string>): string | null {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  const kept: [string, string][] = [];
  for (const [name, value] of params) {
    if (!queryKeys.has(name)) return null;
    kept.push([name, value]);
  }
  if (kept.length === 0) return url.slice(0, q);
  kept.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  return `${url.slice(0, q)}?${new URLSearchParams(kept).toString()}`;
}

/** The handler's own headers when the response may be kept: 200, public, no cookie. */
function storableHeaders(res: Response, before: OutgoingHttpHeaders): OutgoingHttpHeaders | null {
  if (res.statusCode !== 200) return null;
  const all = res.getHeaders();
  if (!/\bpublic\b/.test(String(all['cache-control'] ?? ''))) return null;
  if (all['set-cookie'] !== undefined) return null;
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(all))
    if (!NOT_STORED.has(name) && value !== undefined && String(before[name]) !== String(value)) kept[name] = value;
  return kept;
}

/** Collects the bytes the handler writes (before compression, which wraps further out) and hands them over at the end. */
function capture(res: Response, maxBytes: number, done: (body: Buffer) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooBig = false;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (tooBig || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > maxBytes) {
      tooBig = true;
      chunks.length = 0;
    } else chunks.push(buffer);
  };
  res.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) => {
    keep(chunk, encoding);
    return write(chunk, encoding, cb);
  }) as Response['write'];
  res.end = ((chunk?: unknown, encoding?: unknown, cb?: unknown) => {
    keep(chunk, encoding);
    res.write = write as Response['write'];
    res.end = end as Response['end'];
    const result = end(chunk, encoding, cb);
    if (!tooBig) done(Buffer.concat(chunks));
    return result;
  }) as Response['end'];
}
