/**
 * Cache headers of the public pages and reads: cacheable, but asked again every time
 * (`no-cache`), so an admin's change shows at once; an unchanged page costs a 304 with no
 * body, as its ETag matches (app/entry.server.tsx hashes the rendered page, cachedJson the
 * JSON). docs/decisions/0020, 0022, 0083 (an edit in the admin,
 * opening hours or a closure included, changes the rendered bytes and so the ETag).
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

export function publicPageHeaders({ errorHeaders }: { errorHeaders?: Headers }): HeadersInit {
  return { 'Cache-Control': errorHeaders ? 'no-store' : PUBLIC_CACHE_CONTROL };
}
