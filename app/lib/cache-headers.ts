/**
 * Cache headers of the public pages (their `headers` export): a short max-age; the ETag and
 * the 304 answer come from app/entry.server.tsx, which hashes the rendered page.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

export function publicPageHeaders({ errorHeaders }: { errorHeaders?: Headers }): HeadersInit {
  return { 'Cache-Control': errorHeaders ? 'no-store' : PUBLIC_PAGE_CACHE_CONTROL };
}
