/**
 * Cross-site request forgery protection for the back office, in one place. The session
 * cookie is SameSite=Lax (a cross-site POST carries no cookie); on top of that every
 * state-changing request signed in by cookie must come from our own origin: its `Origin`
 * header (or, when a browser sends none, its `Referer`) must be the site's origin.
 * Bearer-token API calls carry no ambient credential and need no check.
 */

export const CSRF_MESSAGE =
  'Güvenlik kontrolü başarısız: istek başka bir kaynaktan geldi. Lütfen sayfayı yenileyip tekrar deneyin.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

function originOf(value: string | null | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * Whether a request comes from the site itself: its Origin (else Referer) is the origin the
 * request was addressed to, or the configured public URL.
 */
export function isSameOriginRequest(request: Request, publicUrl?: string): boolean {
  const allowed = new Set([new URL(request.url).origin]);
  const pub = originOf(publicUrl);
  if (pub) allowed.add(pub);
  const origin = request.headers.get('origin');
  if (origin !== null) {
    const o = originOf(origin);
    return o !== null && allowed.has(o);
  }
  const referer = originOf(request.headers.get('referer'));
  return referer !== null && allowed.has(referer);
}

/**
 * The same rule for a websocket upgrade (a plain Node request): the Origin must name the
 * host the socket was opened on (Host or X-Forwarded-Host), or the public URL.
 */
export function isAllowedSocketOrigin(
  headers: { origin?: string; host?: string; 'x-forwarded-host'?: string | string[] },
  publicUrl?: string,
): boolean {
  const origin = originOf(headers.origin);
  if (!origin) return false;
  if (origin === originOf(publicUrl)) return true;
  const host = new URL(origin).host;
  const forwarded = headers['x-forwarded-host'];
  const hosts = [headers.host, ...(Array.isArray(forwarded) ? forwarded : [forwarded])]
    .filter(Boolean)
    .map((h) => String(h).split(',')[0]!.trim().toLowerCase());
  return hosts.includes(host.toLowerCase());
}
