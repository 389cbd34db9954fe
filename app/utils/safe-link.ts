/**
 * A link taken from studio-edited data (e.g. the about page's CTA): a site path, an http(s)
 * address, tel: or mailto:. Anything else (javascript:, protocol-relative //host, empty)
 * gives the fallback.
 */
export function safeLink(value: string | null | undefined, fallback = '/contact'): string {
  const link = value?.trim() ?? '';
  if (/^\/(?!\/)/.test(link)) return link;
  if (/^(https?:\/\/|tel:|mailto:)/i.test(link) && !/\s/.test(link)) return link;
  return fallback;
}
