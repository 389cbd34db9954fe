/**
 * The admin's live connection (/ws). Opens after hydration, sends join-admin, and on
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

/** a ping unanswered this long: the link is down (the network vanished without closing the socket) */
export const LIVE_PONG_TIMEOUT_MS = 10_000;
export const OFFLINE_LABEL = 'Çevrimdışı';

const clockTime = new Intl.DateTimeFormat('tr-TR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' });

/** 'Çevrimdışı — son güncelleme 14:02' (without a time: 'Çevrimdışı'). */
export function offlineText(lastUpdated: Date | null): string {
  return lastUpdated ? `${OFFLINE_LABEL} — son güncelleme ${clockTime.format(lastUpdated)}` : OFFLINE_LABEL;
}

export const LIVE_RETRY_DELAY_MS = 3000;
export const LIVE_MAX_RETRIES = 5;
/** after the spec's 5 quick attempts: one attempt this often (and one on the browser's 'online') */
export const LIVE_SLOW_RETRY_MS = 30_000;
/** keep-alive ping (proxies close idle sockets) */
export const LIVE_PING_INTERVAL_MS = 25_000;
export const LIVE_FAILED_MESSAGE = 'WebSocket bağlantısı kurulamadı. Lütfen sayfayı yenileyin.';
export const APPOINTMENTS_UPDATED_EVENT = 'appointments-updated';
/** detail: the message's new online bookings, as the server cut them for this viewer (docs/decisions/0413) */
export const NEW_ONLINE_BOOKINGS_EVENT = 'new-online-bookings';

export type LiveStatus = 'connecting' | 'active' | 'reconnecting' | 'disconnected' | 'offline';
export type LiveState = { status: LiveStatus; attempt: number; lastUpdated: Date | null };

type ServerMessage = { type: string; timestamp?: number; appointments?: unknown; newOnlineBookings?: unknown };

export function useLiveConnection(): { state: LiveState; retry: () => void } {
  const [status, setStatus] = useState<{ status: LiveStatus; attempt: number }>({ status: 'connecting', attempt: 0 });
  const [lastUpdated, setLastUpdated] = useState<Date | null>(null);
  const revalidator = useRevalidator();
  const revalidateRef = useRef(revalidator.revalidate);
  revalidateRef.current = revalidator.revalidate;
  const connectRef = useRef<() => void>(() => {});
  const setState = setStatus;
  const fresh = useCallback(() => setLastUpdated(new Date()), []);
  // the page's data is fresh when it has just been (re)loaded
  useEffect(() => {
    if (revalidator.state === 'idle') fresh();
  }, [revalidator.state, fresh]);

  useEffect(() => {
    let disposed = false;
    let socket: WebSocket | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let pingTimer: ReturnType<typeof setInterval> | undefined;
    let pongTimer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    // the link was down since the page had its data: re-read it when the link is back
    let missed = false;

    const connect = () => {
      clearTimeout(retryTimer);
      const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws`;
      let ws: WebSocket;
      try {
        ws = new WebSocket(url);
      } catch {
        scheduleRetry();
        return;
      }
      socket = ws;
      ws.onopen = () => {
        attempt = 0;
        setState({ status: 'active', attempt: 0 });
        ws.send(JSON.stringify({ type: 'join-admin' }));
        if (missed) {
          missed = false;
          void revalidateRef.current();
        } else fresh();
        clearInterval(pingTimer);
        pingTimer = setInterval(() => {
          if (ws.readyState !== WebSocket.OPEN) return;
          ws.send(JSON.stringify({ type: 'ping', timestamp: Date.now() }));
          clearTimeout(pongTimer);
          pongTimer = setTimeout(() => ws.close(), LIVE_PONG_TIMEOUT_MS);
        }, LIVE_PING_INTERVAL_MS);
      };
      ws.onmessage = (event) => {
        let message: ServerMessage;
        try {
          message = JSON.parse(String(event.data)) as ServerMessage;
        } catch {
          return;
        }
        clearTimeout(pongTimer);
        if (message.type === 'appointments-updated') {
          window.dispatchEvent(new CustomEvent(APPOINTMENTS_UPDATED_EVENT, { detail: message.appointments }));
          window.dispatchEvent(new CustomEvent(NEW_ONLINE_BOOKINGS_EVENT, { detail: message.newOnlineBookings }));
          void revalidateRef.current();
        } else if (message.type === 'pong' && typeof message.timestamp === 'number') {
          console.debug(`[canlı] gecikme ${Date.now() - message.timestamp} ms`);
        }
      };
      ws.onclose = () => {
        clearInterval(pingTimer);
        clearTimeout(pongTimer);
        if (disposed || socket !== ws) return;
        missed = true;
        if (!navigator.onLine) {
          // no network: wait for the browser's 'online' (then the quick attempts again)
          setState({ status: 'offline', attempt });
          return;
        }
        scheduleRetry();
      };
    };

    const scheduleRetry = () => {
      if (attempt >= LIVE_MAX_RETRIES) {
        setState({ status: 'disconnected', attempt });
        retryTimer = setTimeout(connect, LIVE_SLOW_RETRY_MS);
        return;
      }
      attempt++;
      setState({ status: 'reconnecting', attempt });
      retryTimer = setTimeout(connect, LIVE_RETRY_DELAY_MS);
    };

    connectRef.current = () => {
      attempt = 0;
      setState({ status: 'connecting', attempt: 0 });
      if (socket && socket.readyState <= WebSocket.OPEN) socket.close();
      socket = null;
      connect();
      if (navigator.onLine) void revalidateRef.current();
    };

    // Wi-Fi back: try at once (the quick attempts again) unless the link is up.
    const online = () => {
      if (!socket || socket.readyState !== WebSocket.OPEN) connectRef.current();
      else void revalidateRef.current();
    };
    // Wi-Fi gone: say so at once; the socket is closed (it would not notice for a long while)
    const offline = () => {
      missed = true;
      clearTimeout(retryTimer);
      setState({ status: 'offline', attempt });
      const ws = socket;
      socket = null;
      if (ws && ws.readyState <= WebSocket.OPEN) ws.close();
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    if (!navigator.onLine) missed = true;

    connect();
    return () => {
      disposed = true;
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      clearTimeout(pongTimer);
      socket?.close();
    };
    // one socket for the page's life: fresh is stable (useCallback with no dependencies)
  }, [fresh]);

  const retry = useCallback(() => connectRef.current(), []);
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
