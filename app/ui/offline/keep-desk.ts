/**
 * What the admin shell keeps for offline (docs/decisions/0472), loaded by useOfflineDesk
 * (offline-desk.tsx) once a page has settled, online: not part of any screen's first load
 * (issue 39, docs/decisions/0535).
 */
const PANEL_LINK = /^\/admin\/appointments\/(\d+)(\?[^#]*)?$/;

/** React Router's single-fetch address of a page (`/admin/appointments/3?day=…` -> `/admin/appointments/3.data?day=…`). */
export function dataUrl(href: string): string {
  const url = new URL(href, 'http://x');
  const path = url.pathname.replace(/\/$/, '');
  return `${path === '' ? '/_root' : path}.data${url.search}`;
}

/** The panels (and their move forms) of the appointment links in a piece of HTML or the page. */
export function panelAddresses(hrefs: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const href of hrefs) {
    const m = href.replace(/&amp;/g, '&').match(PANEL_LINK);
    if (!m) continue;
    const search = m[2] ?? '';
    out.add(dataUrl(`/admin/appointments/${m[1]}${search}`));
    out.add(dataUrl(`/admin/appointments/${m[1]}/move${search}`));
  }
  return [...out];
}

/** The day after a `YYYY-MM-DD`. */
export function nextDay(ymd: string): string {
  const d = new Date(`${ymd}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function post<T>(worker: ServiceWorker, message: unknown): Promise<T> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data as T);
    worker.postMessage(message, [channel.port2]);
  });
}

async function activeWorker(): Promise<ServiceWorker | null> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return null;
  await navigator.serviceWorker.register('/sw.js', { scope: '/admin' });
  const registration = await navigator.serviceWorker.ready;
  return registration.active;
}

/** What to keep of the page on screen: itself, its panels; on a day view tomorrow's day too. */
async function addressesToKeep(location: { pathname: string; search: string }): Promise<string[]> {
  const here = `${location.pathname}${location.search}`;
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/admin/appointments/"]')].map((a) =>
    a.getAttribute('href'),
  );
  const urls = [here, dataUrl(here), ...panelAddresses(links.filter((h): h is string => h !== null))];
  const day = new URLSearchParams(location.search).get('day');
  if (location.pathname === '/admin/appointments' && day && /^\d{4}-\d{2}-\d{2}$/.test(day)) {
    const params = new URLSearchParams(location.search);
    params.set('day', nextDay(day));
    const tomorrow = `/admin/appointments?${params.toString()}`;
    urls.push(tomorrow, dataUrl(tomorrow));
    try {
      const html = await (await fetch(tomorrow, { credentials: 'same-origin' })).text();
      urls.push(...panelAddresses([...html.matchAll(/href="(\/admin\/appointments\/\d+[^"]*)"/g)].map((m) => m[1]!)));
    } catch {
      // offline already: today is kept
    }
  }
  return urls;
}

const DIALOG = /^\/admin\/appointments\/(\d+|new|waitlist)/;
const KEEP_AGAIN_MS = 3 * 60_000;
const lastKept = new Map<string, number>();

/**
 * Tells the service worker whose session this is and asks it to keep the page at `location`
 * (and, on a day view, its panels and tomorrow). True once kept (or nothing to keep again);
 * false when there is no service worker, the network is gone, or `cancelled()` says stop.
 */
export async function keepDesk(
  account: string,
  location: { pathname: string; search: string },
  cancelled: () => boolean,
): Promise<boolean> {
  const here = `${location.pathname}${location.search}`;
  const worker = await activeWorker();
  if (!worker || cancelled() || !navigator.onLine) return false;
  await post(worker, { type: 'account', account });
  // a panel or dialog over the screen is kept as it is opened (network first); the screen
  // itself is gathered again at most every few minutes
  const last = lastKept.get(here);
  if (DIALOG.test(location.pathname) || (last && Date.now() - last < KEEP_AGAIN_MS)) return true;
  lastKept.set(here, Date.now());
  const urls = await addressesToKeep(location);
  if (cancelled()) return false;
  await post(worker, { type: 'warm', account, urls });
  return !cancelled();
}
