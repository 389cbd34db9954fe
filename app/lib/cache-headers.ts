/**
 * Cache headers of the public pages (their `headers` export). The ETag and the 304 answer come
 * from app/entry.server.tsx, which hashes the rendered page. `no-cache` lets browsers and
 * proxies keep a copy but makes them ask before every use (a 304 without a body when the
 * page is unchanged): an edit in the admin (opening hours, a closure, a service) shows on
 * the next request, because it changes the rendered bytes and so the ETag
 * (docs/decisions/0083-public-cache-revalidate.md).
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, no-cache';

export function publicPageHeaders({ errorHeaders }: { errorHeaders?: Headers }): HeadersInit {
  return { 'Cache-Control': errorHeaders ? 'no-store' : PUBLIC_PAGE_CACHE_CONTROL };
}
