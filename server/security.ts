import crypto from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import rateLimit from 'express-rate-limit';
import helmet from 'helmet';
import { MAP_EMBED_ORIGIN } from '../app/domain/studio';
import { clientIpOf } from './client-ip';
import { routeKey, under } from './route-key';

/**
 * Security middleware of the HTTP app: headers with an enforced, nonce-based
 * Content-Security-Policy, HSTS, request size limits and rate limits.
 */

/**
 * Where a form of ours may lead besides the site: iyzico's hosted payment page, reached by the
 * 303 that follows "Kartla öde" (form-action is checked on redirects too; docs/decisions/0462).
 */
export const PAYMENT_PAGE_ORIGINS = ['https://*.iyzipay.com'];

/**
 * helmet's headers; with `csp`, a per-request nonce in `res.locals.cspNonce` and an enforced
 * policy. `paymentPageOrigin`: one more origin a form may lead to (tests: the iyzico stand-in).
 */
export function securityHeaders(options: { csp: boolean; paymentPageOrigin?: string }): RequestHandler[] {
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
            formAction: [
              "'self'",
              ...PAYMENT_PAGE_ORIGINS,
              ...(options.paymentPageOrigin ? [options.paymentPageOrigin] : []),
            ],
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

/** Body limits by route (docs/decisions/0339): uploads on the admin's upload routes, the admin's other writes, everything public. */
export const BODY_LIMITS = { upload: 12 * 1024 * 1024, admin: 256 * 1024, public: 32 * 1024 };
export type BodyLimits = typeof BODY_LIMITS;

/** The admin's screens and calls that take pictures (multipart with files). */
const UPLOAD_ROUTES = [
  '/admin/gallery',
  '/admin/home',
  '/admin/team',
  '/admin/services',
  '/admin/about',
  '/admin/categories',
  '/api/gallery',
  '/api/home-settings',
  '/api/services',
  '/api/team',
  '/api/about',
  '/api/categories',
  '/api/packages',
];

/** Writes a stranger may send: the site's forms and the public JSON calls. Every other /admin and /api write needs a signed-in admin. */
const PUBLIC_API_WRITES = [
  '/api/appointments',
  '/api/auth/admin/login',
  '/api/auth/passkey/options',
  '/api/auth/passkey/login',
  '/api/phone-verifications',
];
const isPublicApiWrite = (key: string) =>
  PUBLIC_API_WRITES.some((p) => key === p || (p === '/api/phone-verifications' && under(key, p))) ||
  /^\/api\/surveys\/[^/]+\/submit$/.test(key);

/** The largest body a request to this route may carry. */
export function bodyLimitFor(key: string, multipart: boolean, limits: BodyLimits = BODY_LIMITS): number {
  const admin = (under(key, '/admin') && key !== '/admin/login') || (under(key, '/api') && !isPublicApiWrite(key));
  if (multipart && UPLOAD_ROUTES.some((r) => under(key, r))) return limits.upload;
  return admin ? limits.admin : limits.public;
}

/**
 * Bodies must declare their length (browsers always do for forms and uploads) and stay under
 * their route's limit (bodyLimitFor): pictures (multipart) only on the admin's upload routes,
 * up to 12 MB; the admin's other writes 256 KB; the public forms and JSON calls 32 KB.
 * Checked before any byte is read: a larger body is answered 413 at once.
 */
export function bodySizeLimit(limits: BodyLimits = BODY_LIMITS): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const length = req.get('content-length');
    const chunked = /chunked/i.test(req.get('transfer-encoding') ?? '');
    if (length === undefined) {
      if (!chunked) return next(); // no body at all
      return reply(req, res, 411, LENGTH_REQUIRED);
    }
    const bytes = Number(length);
    const multipart = (req.get('content-type') ?? '').toLowerCase().includes('multipart/form-data');
    const limit = bodyLimitFor(routeKey(req.path), multipart, limits);
    if (!Number.isFinite(bytes) || bytes > limit) {
      // the client may still be sending: close the connection after the answer instead of reading the rest
      res.set('Connection', 'close');
      return reply(req, res, 413, TOO_LARGE);
    }
    next();
  };
}

export const RATE_LIMIT_MESSAGE = 'Çok fazla istek gönderildi. Lütfen biraz sonra tekrar deneyin.';

function reply(req: Request, res: Response, status: number, message: string) {
  res.status(status).set('Cache-Control', 'no-store');
  if (under(routeKey(req.path), '/api')) res.json({ success: false, message });
  else res.type('text/plain; charset=utf-8').send(message);
}

/** A rule matches the route key (server/route-key.ts), never the path as spelled. */
type LimitRule = { name: string; windowMs: number; limit: number; match: (key: string, req: Request) => boolean };

const isWrite = (req: Request) => req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS';

/**
 * Sign-in requests per client IP per 15 minutes: a ceiling against floods only (argon2 costs
 * CPU). It counts every attempt, right or wrong, so it sits far above what a studio's shared
 * Wi-Fi produces; the real rule, which never blocks a right password of an account that has
 * not failed itself, is per e-mail from an IP in the model (docs/decisions/0353).
 */
export const SIGN_IN_REQUEST_LIMIT = 200;

/** Which requests are limited, how much, per client IP (docs/decisions/0004, 0339). */
export const RATE_LIMIT_RULES: LimitRule[] = [
  {
    name: 'sign-in',
    windowMs: 15 * 60_000,
    limit: SIGN_IN_REQUEST_LIMIT,
    // the password and passkey sign-ins, and an invitation's new password (argon2 as well)
    match: (k, r) =>
      isWrite(r) &&
      (k === '/admin/login' || k === '/api/auth/admin/login' || k === '/api/auth/passkey/login' || under(k, '/davet')),
  },
  {
    name: 'booking',
    windowMs: 10 * 60_000,
    limit: 60,
    match: (k, r) => isWrite(r) && (k === '/contact' || k === '/api/appointments'),
  },
  {
    name: 'waitlist',
    windowMs: 60 * 60_000,
    limit: 10,
    match: (k, r) => isWrite(r) && k === '/contact/bekleme-listesi',
  },
  {
    name: 'phone-code',
    windowMs: 10 * 60_000,
    limit: 20,
    match: (k, r) => isWrite(r) && under(k, '/api/phone-verifications'),
  },
  {
    name: 'self-service',
    windowMs: 10 * 60_000,
    limit: 30,
    match: (k, r) => isWrite(r) && (under(k, '/randevu') || under(k, '/bildirim-iptal')),
  },
  {
    // iyzico's callback comes back through the customer's browser (each one a retrieve call to iyzico)
    name: 'kapora',
    windowMs: 10 * 60_000,
    limit: 30,
    match: (k, r) => isWrite(r) && under(k, '/kapora'),
  },
  {
    name: 'survey',
    windowMs: 10 * 60_000,
    limit: 20,
    match: (k, r) => isWrite(r) && (under(k, '/survey') || /^\/api\/surveys\/[^/]+\/submit$/.test(k)),
  },
  { name: 'api', windowMs: 60_000, limit: 300, match: (k) => under(k, '/api') },
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
    return (req: Request, res: Response, next: NextFunction) =>
      rule.match(routeKey(req.path), req) ? limiter(req, res, next) : next();
  });
}
