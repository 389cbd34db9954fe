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

/**
 * In the admin shell: the service worker for this account, and what the page shows kept for
 * offline (after each page settles, online). `<html data-offline-ready>` says when it is kept.
 * The keeping itself (keep-desk.ts) is imported then, online: it is no part of a first load.
 */
export function useOfflineDesk(account: string): void {
  const location = useLocation();
  useEffect(() => {
    let cancelled = false;
    const root = document.documentElement;
    root.removeAttribute('data-offline-ready');
    const run = async () => {
      if (!navigator.onLine) return;
      const { keepDesk } = await import('./keep-desk');
      if (cancelled) return;
      if (await keepDesk(account, location, () => cancelled)) root.setAttribute('data-offline-ready', '');
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
