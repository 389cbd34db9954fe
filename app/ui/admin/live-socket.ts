/**
 * The admin's live link itself (/ws), loaded by useLiveConnection (live-connection.tsx) once the
 * page is hydrated: no part of a first load (docs/decisions/0545). It sends join-admin; on
 * appointments-updated it re-broadcasts what changed as window events and revalidates the page;
 * on a close it retries after 3 s up to 5 times, then every 30 s and at once when the browser
 * is online again; a ping without its pong within LIVE_PONG_TIMEOUT_MS counts as down; when the
 * link is back after being down the page re-reads its data. What the badge says comes from the
 * status it is given.
 */
import {
  APPOINTMENTS_UPDATED_EVENT,
  LIVE_MAX_RETRIES,
  LIVE_PING_INTERVAL_MS,
  LIVE_PONG_TIMEOUT_MS,
  LIVE_RETRY_DELAY_MS,
  LIVE_SLOW_RETRY_MS,
  type LiveLink,
  type LiveStatus,
  NEW_ONLINE_BOOKINGS_EVENT,
} from './live-protocol';

type ServerMessage = { type: string; timestamp?: number; appointments?: unknown; newOnlineBookings?: unknown };

export type LiveHandlers = {
  setStatus: (status: { status: LiveStatus; attempt: number }) => void;
  /** the page's data is known fresh now */
  fresh: () => void;
  /** re-read the page's data */
  revalidate: () => void;
};

/** Opens the link and keeps it open for the page's life. */
export function openLiveLink({ setStatus, fresh, revalidate }: LiveHandlers): LiveLink {
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
      setStatus({ status: 'active', attempt: 0 });
      ws.send(JSON.stringify({ type: 'join-admin' }));
      if (missed) {
        missed = false;
        revalidate();
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
        revalidate();
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
        setStatus({ status: 'offline', attempt });
        return;
      }
      scheduleRetry();
    };
  };

  const scheduleRetry = () => {
    if (attempt >= LIVE_MAX_RETRIES) {
      setStatus({ status: 'disconnected', attempt });
      retryTimer = setTimeout(connect, LIVE_SLOW_RETRY_MS);
      return;
    }
    attempt++;
    setStatus({ status: 'reconnecting', attempt });
    retryTimer = setTimeout(connect, LIVE_RETRY_DELAY_MS);
  };

  const reconnect = () => {
    attempt = 0;
    setStatus({ status: 'connecting', attempt: 0 });
    if (socket && socket.readyState <= WebSocket.OPEN) socket.close();
    socket = null;
    connect();
    if (navigator.onLine) revalidate();
  };

  // Wi-Fi back: try at once (the quick attempts again) unless the link is up.
  const online = () => {
    if (!socket || socket.readyState !== WebSocket.OPEN) reconnect();
    else revalidate();
  };
  // Wi-Fi gone: say so at once; the socket is closed (it would not notice for a long while)
  const offline = () => {
    missed = true;
    clearTimeout(retryTimer);
    setStatus({ status: 'offline', attempt });
    const ws = socket;
    socket = null;
    if (ws && ws.readyState <= WebSocket.OPEN) ws.close();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  if (!navigator.onLine) missed = true;
  connect();

  return {
    reconnect,
    close: () => {
      disposed = true;
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      clearTimeout(pongTimer);
      socket?.close();
    },
  };
}
