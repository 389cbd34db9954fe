/**
 * The admin's live connection (/ws): the badge, its words, and `useLiveConnection`, which
 * opens the link (live-socket.ts, fetched once the page is hydrated) and holds its state. The
 * link sends join-admin, and on
 * appointments-updated re-broadcasts what changed as the window event `appointments-updated`
 * (detail: the appointments written since the previous message, never the whole table) and
 * revalidates the open page, whose loader re-reads its own window (a day, a month, a page). On a close it retries after 3 s, up to
 * 5 times; then the shell shows the banner with 'Yeniden Dene', and the link keeps trying by
 * itself at a slower pace (every 30 s) and at once when the browser says it is online again
 * (Wi-Fi back). The admin
 * works the same without it (every screen loads its data from its loader).
 *
 * Issue 27: while the socket is down or the browser is offline the badge says
 * 'Çevrimdışı — son güncelleme 14:02' (the last time this page's data was known fresh), never
 * 'Canlı bağlantı aktif'; a ping without its pong within LIVE_PONG_TIMEOUT_MS counts as down
 * (a network that vanished without closing the socket); and when the link is back the page
 * re-reads its data at once (what was booked meanwhile shows).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { LIVE_MAX_RETRIES, type LiveLink, type LiveStatus } from './live-protocol';

export const OFFLINE_LABEL = 'Çevrimdışı';

const clockTime = new Intl.DateTimeFormat('tr-TR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' });

/** 'Çevrimdışı — son güncelleme 14:02' (without a time: 'Çevrimdışı'). */
export function offlineText(lastUpdated: Date | null): string {
  return lastUpdated ? `${OFFLINE_LABEL} — son güncelleme ${clockTime.format(lastUpdated)}` : OFFLINE_LABEL;
}

export const LIVE_FAILED_MESSAGE = 'WebSocket bağlantısı kurulamadı. Lütfen sayfayı yenileyin.';
export type LiveState = { status: LiveStatus; attempt: number; lastUpdated: Date | null };

export function useLiveConnection(): { state: LiveState; retry: () => void } {
  const [status, setStatus] = useState<{ status: LiveStatus; attempt: number }>({ status: 'connecting', attempt: 0 });
  const [lastUpdated, setLastUpdated] = useState<Date | null>(null);
  const revalidator = useRevalidator();
  const revalidateRef = useRef(revalidator.revalidate);
  revalidateRef.current = revalidator.revalidate;
  const reconnectRef = useRef<() => void>(() => {});
  const fresh = useCallback(() => setLastUpdated(new Date()), []);
  // the page's data is fresh when it has just been (re)loaded
  useEffect(() => {
    if (revalidator.state === 'idle') fresh();
  }, [revalidator.state, fresh]);

  // the socket's code (live-socket.ts) is no part of a first load: it is fetched once the page
  // is hydrated, like the drag layer (docs/decisions/0545); until it connects the badge says 'Bağlanıyor…'
  useEffect(() => {
    let link: LiveLink | null = null;
    let disposed = false;
    const start = async () => {
      const { openLiveLink } = await import('./live-socket');
      if (disposed) return;
      link = openLiveLink({ setStatus, fresh, revalidate: () => void revalidateRef.current() });
      reconnectRef.current = link.reconnect;
    };
    // a failed load (the network gone before it came) says so, and tries again when back online
    const failed = () => {
      if (disposed) return;
      setStatus({ status: 'offline', attempt: 0 });
      window.addEventListener('online', retryStart, { once: true });
    };
    const retryStart = () => void start().catch(failed);
    retryStart();
    return () => {
      disposed = true;
      window.removeEventListener('online', retryStart);
      link?.close();
    };
    // one socket for the page's life: fresh is stable (useCallback with no dependencies)
  }, [fresh]);

  const retry = useCallback(() => reconnectRef.current(), []);
  return { state: { ...status, lastUpdated }, retry };
}

/** The badge without JavaScript: the page does not update itself; a reload shows what is new. */
export const LIVE_NOSCRIPT_TEXT = 'Canlı güncelleme kapalı';
const LIVE_NOSCRIPT_NOTE = ' · sayfayı yenileyin';

/** The badge's words, and a note shown from 640 px (the phone's header is one row). */
export function badgeText(state: LiveState): { text: string; note: string | null; dot: string } {
  switch (state.status) {
    case 'connecting':
      return { text: 'Bağlanıyor…', note: null, dot: 'bg-stone-400' };
    case 'active':
      return { text: 'Canlı bağlantı aktif', note: null, dot: 'bg-emerald-400' };
    default:
      // the socket is down (reconnecting, given up) or the browser is offline: never 'Canlı'
      return {
        text: offlineText(state.lastUpdated),
        note: state.status === 'reconnecting' ? ` · yeniden bağlanıyor ${state.attempt}/${LIVE_MAX_RETRIES}` : null,
        dot: 'bg-red-500',
      };
  }
}

/** The connection status badge of the header (colour always paired with text). */
export function ConnectionBadge({ state }: { state: LiveState }) {
  const badge = badgeText(state);
  return (
    <p
      className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border border-line px-3 text-xs font-medium whitespace-nowrap text-stone-200 max-sm:px-2.5 max-sm:text-[11px]"
      data-testid="live-badge"
      data-status={state.status}
      role="status"
    >
      <span aria-hidden="true" className={`h-2.5 w-2.5 shrink-0 rounded-full ${badge.dot}`} />
      {state.status === 'connecting' ? (
        // without JavaScript it never connects: a browser that knows `@media (scripting: none)`
        // says so instead of 'Bağlanıyor…' forever (app/styles/admin.css)
        <>
          <span className="live-connecting">{badge.text}</span>
          <span className="live-noscript">
            {LIVE_NOSCRIPT_TEXT}
            <span className="max-sm:hidden">{LIVE_NOSCRIPT_NOTE}</span>
          </span>
        </>
      ) : (
        <span>{badge.text}</span>
      )}
      {badge.note ? <span className="max-sm:hidden">{badge.note}</span> : null}
    </p>
  );
}
