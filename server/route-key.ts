/**
 * The one spelling of a request's path that the edge rules (rate limits, body limits, log
 * redaction) match on (docs/decisions/0339). React Router matches paths without regard to
 * letter case and trailing slashes, answers `/x.data` (its single-fetch data request) with
 * the route of `/x`, and `/_root.data` with the home page; Node hands the path over as sent
 * (percent-encoded, with doubled slashes). A rule matched on the raw path let
 * `/API/appointments`, `/api/appointments/`, `/contact.data` or `/%63ontact` through uncounted.
 *
 * The key is over-inclusive on purpose: a spelling the router does not resolve (a 404) may
 * still be counted by a limit, never the other way round.
 */
export function routeKey(rawPath: string): string {
  let path = (rawPath.split('?')[0] ?? '/').replace(/\\/g, '/');
  // percent-encoding, however deep (%2561 -> %61 -> a); a broken escape stays as it is
  for (let i = 0; i < 4; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded.replace(/\\/g, '/');
  }
  path = path.toLowerCase().replace(/\/{2,}/g, '/');
  // dot segments: /api/./appointments, /contact/../contact
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '.' || segment === '') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  // single fetch: /contact.data, /contact/.data, /_root.data
  let last = segments.at(-1);
  if (last === '.data' || last === '_root.data') segments.pop();
  else if (last?.endsWith('.data')) segments[segments.length - 1] = last.slice(0, -'.data'.length);
  last = segments.at(-1);
  if (last === '_root') segments.pop();
  return `/${segments.join('/')}`;
}

/** Whether the key is `prefix` itself or below it (`/randevu` matches `/randevu/abc`). */
export function under(key: string, prefix: string): boolean {
  return key === prefix || key.startsWith(`${prefix}/`);
}
