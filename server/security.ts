import crypto from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import rateLimit from 'express-rate-limit';
import helmet from 'helmet';
import { MAP_EMBED_ORIGIN } from '../app/domain/studio';
import { clientIpOf } from './client-ip';

/**
 * Security middleware of the HTTP app: headers with an enforced, nonce-based
 * Content-Security-Policy, HSTS, request size limits and rate limits.
 */

/** helmet's headers; with `csp`, a per-request nonce in `res.locals.cspNonce` and an enforced policy. */
export function securityHeaders(options: { csp: boolean }): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString('base64');
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: options.csp
      ? {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            // the contact block's map, loaded only when the visitor asks for it (decision 0111)
            frameSrc: [MAP_EMBED_ORIGIN],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            baseUri: ["'self'"],
            objectSrc: ["'none'"],
          },
        }
      : false,
    crossOriginEmbedderPolicy: false,
    // Same-origin requests keep their Referer and, above all, their Origin header: with
    // `no-referrer` browsers send `Origin: null` on form POSTs, which the admin's CSRF check
    // must refuse. Other sites still get no referrer.
    referrerPolicy: { policy: 'same-origin' },
    // Behind Fly's TLS-terminating proxy every request is HTTPS to the visitor.
    strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true },
  });
  return [nonce, headers];
}

const TOO_LARGE = 'İstek çok büyük.';
const LENGTH_REQUIRED = 'İstek gövdesinin boyutu belirtilmelidir.';

/**
 * Bodies must declare their length (browsers always do for forms and uploads) and stay under
 * the limit: uploads (multipart) 12 MB, anything else 256 KB. Checked before any byte is read.
 */
export function bodySizeLimit(limits = { multipart: 12 * 1024 * 1024, other: 256 * 1024 }): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const length = req.get('content-length');
    const chunked = /chunked/i.test(req.get('transfer-encoding') ?? '');
    if (length === undefined) {
      if (!chunked) return next(); // no body at all
      return reply(req, res, 411, LENGTH_REQUIRED);
    }
    const bytes = Number(length);
    const limit = (req.get('content-type') ?? '').includes('multipart/form-data') ? limits.multipart : limits.other;
    if (!Number.isFinite(bytes) || bytes > limit) return reply(req, res, 413, TOO_LARGE);
    next();
  };
}

export const RATE_LIMIT_MESSAGE = 'Çok fazla istek gönderildi. Lütfen biraz sonra tekrar deneyin.';

function reply(req: Request, res: Response, status: number, message: string) {
  res.status(status).set('Cache-Control', 'no-store');
  if (req.path.startsWith('/api/')) res.json({ success: false, message });
  else res.type('text/plain; charset=utf-8').send(message);
}

type LimitRule = { name: string; windowMs: number; limit: number; match: (req: Request) => boolean };

const isPost = (req: Request) => req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS';

/**
 * Sign-in requests per client IP per 15 minutes: a ceiling against floods only (argon2 costs
 * CPU). It counts every attempt, right or wrong, so it sits far above what a studio's shared
 * Wi-Fi produces; the real rule, which never blocks a right password of an account that has
 * not failed itself, is per e-mail from an IP in the model (docs/decisions/0353).
 */
export const SIGN_IN_REQUEST_LIMIT = 200;

/** Which requests are limited, how much, per client IP. */
export const RATE_LIMIT_RULES: LimitRule[] = [
  {
    name: 'sign-in',
    windowMs: 15 * 60_000,
    limit: SIGN_IN_REQUEST_LIMIT,
    // the password and passkey sign-ins, and an invitation's new password (argon2 as well)
    match: (r) => isPost(r) && (r.path === '/admin/login' || r.path === '/api/auth/admin/login' || r.path === '/api/auth/passkey/login' || r.path.startsWith('/davet/')),
  },
  { name: 'booking', windowMs: 10 * 60_000, limit: 60, match: (r) => isPost(r) && (r.path === '/contact' || r.path === '/api/appointments' || r.path === '/api/customers') },
  { name: 'survey', windowMs: 10 * 60_000, limit: 20, match: (r) => isPost(r) && (/^\/survey\//.test(r.path) || /^\/api\/surveys\/[^/]+\/submit$/.test(r.path)) },
  { name: 'api', windowMs: 60_000, limit: 300, match: (r) => r.path.startsWith('/api/') },
];

export function rateLimits(enabled: boolean): RequestHandler[] {
  if (!enabled) return [];
  return RATE_LIMIT_RULES.map((rule) => {
    const limiter = rateLimit({
      windowMs: rule.windowMs,
      limit: rule.limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      keyGenerator: (req) => `${rule.name}:${clientIpOf(req)}`,
      validate: { keyGeneratorIpFallback: false },
      handler: (req, res) => reply(req, res, 429, RATE_LIMIT_MESSAGE),
    });
    return (req: Request, res: Response, next: NextFunction) => (rule.match(req) ? limiter(req, res, next) : next());
  });
}
