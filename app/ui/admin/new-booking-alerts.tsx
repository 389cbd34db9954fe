/**
 * A new online booking at the desk (issue 15 item 7): the live region the toasts appear in
 * (new-booking-toasts.tsx: the toasts, the count in the tab title, the chime). The region is
 * in the page from the first paint; the toasts' module is imported once the page has hydrated
 * (issue 39, docs/decisions/0535): no part of a screen's first load. A notice that comes before
 * it is in (the live link's `new-online-bookings` window event) is kept and shown then; a
 * failed import (offline) is tried again when the network is back.
 */
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { NEW_ONLINE_BOOKINGS_EVENT } from './live-protocol';
import type { EarlyNotices, NewBookingToasts } from './new-booking-toasts';

export function NewBookingAlerts({ sound }: { sound: boolean }) {
  const early = useRef<EarlyNotices>({ open: true, items: [] }).current;
  const [Toasts, setToasts] = useState<ComponentType<Parameters<typeof NewBookingToasts>[0]> | null>(null);

  useEffect(() => {
    let gone = false;
    const keep = (event: Event) => {
      if (early.open) early.items.push((event as CustomEvent).detail);
    };
    const load = () => {
      import('./new-booking-toasts')
        .then((m) => {
          if (!gone) setToasts(() => m.NewBookingToasts);
        })
        .catch(() => window.addEventListener('online', load, { once: true }));
    };
    window.addEventListener(NEW_ONLINE_BOOKINGS_EVENT, keep);
    load();
    return () => {
      gone = true;
      window.removeEventListener(NEW_ONLINE_BOOKINGS_EVENT, keep);
      window.removeEventListener('online', load);
    };
  }, [early]);

  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {Toasts ? <Toasts sound={sound} early={early} /> : null}
    </div>
  );
}
