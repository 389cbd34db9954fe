/**
 * The admin's live connection (/ws). Opens after hydration, sends join-admin, and on
 * appointments-updated re-broadcasts what changed as the window event `appointments-updated`
 * (detail: the appointments written since the previous message, never the whole table) and
 * revalidates the open page, whose loader re-reads its own window (a day, a month, a page). On a close it retries after 3 s, up to
 * 5 times; then the shell shows the banner with 'Yeniden Dene', and the link keeps trying by
 * itself at a slower pace (every 30 s) and at once when the browser says it is online again
 * (Wi-Fi back). The admin
 * works the same without it (every screen loads its data from its loader).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';

export const LIVE_RETRY_DELAY_MS = 3000;
export const LIVE_MAX_RETRIES = 5;
/** after the spec's 5 quick attempts: one attempt this often (and one on the browser's 'online') */
export const LIVE_SLOW_RETRY_MS = 30_000;
/** keep-alive ping (proxies close idle sockets) */
export const LIVE_PING_INTERVAL_MS = 25_000;
export const LIVE_FAILED_MESSAGE = 'WebSocket bağlantısı kurulamadı. Lütfen sayfayı yenileyin.';
export const APPOINTMENTS_UPDATED_EVENT = 'appointments-updated';

export type LiveStatus = 'connecting' | 'active' | 'reconnecting' | 'disconnected';
export type LiveState = { status: LiveStatus; attempt: number };

type ServerMessage = { type: string; timestamp?: number; appointments?: unknown };

export function useLiveConnection(): { state: LiveState; retry: () => void } {
  const [state, setState] = useState<LiveState>({ status: 'connecting', attempt: 0 });
  const revalidator = useRevalidator();
  const revalidateRef = useRef(revalidator.revalidate);
  revalidateRef.current = revalidator.revalidate;
  const connectRef = useRef<() => void>(() => {});

  useEffect(() => {
    let disposed = false;
    let socket: WebSocket | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let pingTimer: ReturnType<typeof setInterval> | undefined;
    let attempt = 0;

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
        clearInterval(pingTimer);
        pingTimer = setInterval(() => {
          if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'ping', timestamp: Date.now() }));
        }, LIVE_PING_INTERVAL_MS);
      };
      ws.onmessage = (event) => {
        let message: ServerMessage;
        try {
          message = JSON.parse(String(event.data)) as ServerMessage;
        } catch {
          return;
        }
        if (message.type === 'appointments-updated') {
          window.dispatchEvent(new CustomEvent(APPOINTMENTS_UPDATED_EVENT, { detail: message.appointments }));
          void revalidateRef.current();
        } else if (message.type === 'pong' && typeof message.timestamp === 'number') {
          console.debug(`[canlı] gecikme ${Date.now() - message.timestamp} ms`);
        }
      };
      ws.onclose = () => {
        clearInterval(pingTimer);
        if (disposed || socket !== ws) return;
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
    };
    window.addEventListener('online', online);

    connect();
    return () => {
      disposed = true;
      window.removeEventListener('online', online);
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      socket?.close();
    };
  }, []);

  const retry = useCallback(() => connectRef.current(), []);
  return { state, retry };
}

const BADGE: Record<LiveStatus, { dot: string; text: (attempt: number) => string }> = {
  connecting: { dot: 'bg-stone-400', text: () => 'Bağlanıyor…' },
  active: { dot: 'bg-emerald-400', text: () => 'Canlı bağlantı aktif' },
  reconnecting: { dot: 'bg-amber-400', text: (n) => `Yeniden bağlanıyor ${n}/${LIVE_MAX_RETRIES}` },
  disconnected: { dot: 'bg-red-500', text: () => 'Bağlantı yok' },
};

/** The connection status badge of the header (colour always paired with text). */
export function ConnectionBadge({ state }: { state: LiveState }) {
  const badge = BADGE[state.status];
  return (
    <p className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-3 text-xs font-medium text-stone-200" data-testid="live-badge" data-status={state.status}>
      <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${badge.dot}`} />
      <span>{badge.text(state.attempt)}</span>
    </p>
  );
}
