/**
 * A new online booking at the desk (issue 15 item 7): a toast per booking, the count in the
 * tab title ('(2) Randevular - …') until the admin looks (dismisses, follows the link, or
 * comes back to the tab), and, if turned on in the settings ('Yeni online randevuda ses
 * çal'), a short tone made with WebAudio (no audio file). Fed by the live link's
 * `new-online-bookings` window event (live-connection.tsx): the server names the bookings a
 * customer made online, and only those this viewer may see (docs/decisions/0413); a staff
 * booking or another artist's appointment never raises it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatYmdTr } from '~/ui/turkish-date';
import { NEW_ONLINE_BOOKINGS_EVENT } from './live-protocol';

export type NewBooking = {
  id: number;
  customerName: string;
  date: string;
  time: string;
  teamMemberName?: string;
  service?: string;
};

/** The new online bookings of a live message (the server's list for this viewer) not seen before; nothing without a name. */
export function newOnlineBookings(list: unknown, seen: ReadonlySet<number>): NewBooking[] {
  if (!Array.isArray(list)) return [];
  return (list as NewBooking[]).filter(
    (a) =>
      a &&
      typeof a.id === 'number' &&
      typeof a.customerName === 'string' &&
      a.customerName.trim() !== '' &&
      typeof a.date === 'string' &&
      typeof a.time === 'string' &&
      !seen.has(a.id),
  );
}

const TITLE_COUNT = /^\(\d+\) /;

/** '(n) title' or the title alone. */
export function titleWithCount(title: string, count: number): string {
  const base = title.replace(TITLE_COUNT, '');
  return count > 0 ? `(${count}) ${base}` : base;
}

/** A short two-note chime (about 0.4 s). Browsers may refuse sound before the first tap: then it is silent. */
function playChime() {
  const Ctx =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctx) return;
  try {
    const ctx = new Ctx();
    const t = ctx.currentTime;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(880, t);
    oscillator.frequency.setValueAtTime(1318.5, t + 0.15);
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.2, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.4);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(t);
    oscillator.stop(t + 0.45);
    oscillator.onended = () => void ctx.close();
  } catch {
    // no sound: the toast and the title still tell
  }
}

const TOAST_LIMIT = 3;

/** What came before this module was loaded (new-booking-alerts.tsx keeps it until then). */
export type EarlyNotices = { open: boolean; items: unknown[] };

/**
 * The toasts, the title's count and the chime, in the live region of NewBookingAlerts
 * (new-booking-alerts.tsx), which imports this module after the page has hydrated: the
 * notices that came meanwhile are in `early`, taken once this listens.
 */
export function NewBookingToasts({ sound, early }: { sound: boolean; early: EarlyNotices }) {
  const [toasts, setToasts] = useState<NewBooking[]>([]);
  const [unseen, setUnseen] = useState(0);
  const seen = useRef(new Set<number>());
  const soundRef = useRef(sound);
  soundRef.current = sound;
  const location = useLocation();

  useEffect(() => {
    const onUpdate = (event: Event) => {
      const fresh = newOnlineBookings((event as CustomEvent).detail, seen.current);
      if (fresh.length === 0) return;
      for (const b of fresh) seen.current.add(b.id);
      setToasts((current) => [...fresh, ...current].slice(0, TOAST_LIMIT));
      setUnseen((n) => n + fresh.length);
      if (soundRef.current) playChime();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') setUnseen(0);
    };
    window.addEventListener(NEW_ONLINE_BOOKINGS_EVENT, onUpdate);
    document.addEventListener('visibilitychange', onVisible);
    // the notices that came before this module: taken once, from now on this listens itself
    early.open = false;
    for (const detail of early.items.splice(0)) onUpdate(new CustomEvent(NEW_ONLINE_BOOKINGS_EVENT, { detail }));
    return () => {
      window.removeEventListener(NEW_ONLINE_BOOKINGS_EVENT, onUpdate);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [early]);

  // the count rides on whatever title the page has (a navigation sets a new one)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation sets a new title: the count is put on it again
  useEffect(() => {
    document.title = titleWithCount(document.title, unseen);
  }, [unseen, location]);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((t) => t.id !== id));
    setUnseen(0);
  }, []);

  return (
    <>
      {toasts.map((t) => (
        <div
          key={t.id}
          role="status"
          className="pointer-events-auto rounded-2xl border border-accent/60 bg-stone-900 p-4 text-sm shadow-xl"
          data-testid="new-booking-toast"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold text-accent">Yeni online randevu</p>
              <p className="mt-1">
                {t.customerName} · {formatYmdTr(t.date)} <span className="tabular-nums">{t.time}</span>
              </p>
              {t.teamMemberName || t.service ? (
                <p className="text-stone-400">{[t.service, t.teamMemberName].filter(Boolean).join(' · ')}</p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={() => dismiss(t.id)}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-lg hover:bg-stone-800"
              aria-label="Bildirimi kapat"
            >
              ✕
            </button>
          </div>
          <Link
            to={`/admin/appointments?day=${t.date}`}
            onClick={() => dismiss(t.id)}
            className="mt-2 inline-flex min-h-11 items-center font-medium text-accent underline-offset-4 hover:underline"
          >
            Randevuyu gör →
          </Link>
        </div>
      ))}
    </>
  );
}
