/**
 * The desk keeps today when the network drops (issue 39; docs/decisions/0472). The admin shell
 * registers the service worker (app/ui/offline/service-worker.js, scope /admin), tells it whose
 * session this is, and, once the page is idle and online, asks it to keep what the desk may
 * open offline: the page itself, and on a day view every appointment panel shown (and its
 * move form) and tomorrow's day with its panels. A panel opened from what was kept says so:
 * "Çevrimdışı — son güncelleme HH:MM".
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

export const OFFLINE_MARK_PREFIX = 'Çevrimdışı — son güncelleme';

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
 * In the admin shell: the service worker for this account, and what the page shows kept for
 * offline (after each page settles, online). `<html data-offline-ready>` says when it is kept.
 */
export function useOfflineDesk(account: string): void {
  const location = useLocation();
  useEffect(() => {
    let cancelled = false;
    const root = document.documentElement;
    root.removeAttribute('data-offline-ready');
    const here = `${location.pathname}${location.search}`;
    const run = async () => {
      const worker = await activeWorker();
      if (!worker || cancelled || !navigator.onLine) return;
      await post(worker, { type: 'account', account });
      // a panel or dialog over the screen is kept as it is opened (network first); the screen
      // itself is gathered again at most every few minutes
      const last = lastKept.get(here);
      if (DIALOG.test(location.pathname) || (last && Date.now() - last < KEEP_AGAIN_MS)) {
        root.setAttribute('data-offline-ready', '');
        return;
      }
      lastKept.set(here, Date.now());
      const urls = await addressesToKeep(location);
      if (cancelled) return;
      await post(worker, { type: 'warm', account, urls });
      if (!cancelled) root.setAttribute('data-offline-ready', '');
    };
    // after the page has settled (its own requests first)
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 200));
    const handle = idle(() => void run().catch(() => undefined));
    return () => {
      cancelled = true;
      (window.cancelIdleCallback ?? window.clearTimeout)(handle as number);
    };
  }, [account, location]);
}

function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

const timeFormat = new Intl.DateTimeFormat('tr-TR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Istanbul',
});

/** Offline, what a screen shows is what was last loaded: "Çevrimdışı — son güncelleme 14:05". */
export function OfflineMark({ loadedAt }: { loadedAt: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <p
      role="status"
      data-testid="offline-mark"
      className="mb-3 rounded-xl border border-amber-400/60 bg-amber-950/60 px-3 py-2 text-sm font-medium text-amber-100"
    >
      {OFFLINE_MARK_PREFIX} {timeFormat.format(new Date(loadedAt))}
    </p>
  );
}
