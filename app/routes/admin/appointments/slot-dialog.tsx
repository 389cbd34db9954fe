/**
 * The appointment form's time-slot dialog (with JavaScript): every slot of the chosen day and
 * member with its availability and who holds it.
 */
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { AdminSlot } from '~/domain/availability';
import { formatMinutes } from '~/domain/duration';
import { Dialog } from '~/ui/admin/dialog';
import { formatYmdTr } from '~/ui/turkish-date';
import { FormAlert } from '~/ui/admin/form-alert';

/** Who holds a slot ('Dolu: …'), or whether it is free. */
export function slotHolder(slot: AdminSlot): string {
  return slot.conflictInfo
    ? `Dolu: ${slot.conflictInfo.customerName} · ${slot.conflictInfo.service} · ${formatMinutes(slot.conflictInfo.duration)}`
    : slot.available
      ? 'Müsait'
      : 'Uygun değil';
}

/** The time-slot dialog: every slot of the day with its availability and who holds it. */
export function SlotDialog({
  date,
  memberName,
  query,
  current,
  onPick,
  onClose,
}: {
  date: string;
  memberName: string;
  query: string;
  current: string;
  onPick: (slot: AdminSlot) => void;
  onClose: () => void;
}) {
  const slots = useFetcher<{ availableSlots?: AdminSlot[]; message?: string }>();
  const url = `/api/appointments/available-slots/${date}?${query}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads when the URL changes; the fetcher's load is stable
  useEffect(() => {
    slots.load(url);
  }, [url]);
  const list = slots.data?.availableSlots;
  return (
    <Dialog headingLevel={2} title="Tarih ve Saat Seçin" onClose={onClose} wide>
      <p className="text-sm text-stone-300">
        {formatYmdTr(date, { weekday: true })} · {memberName}
      </p>
      {slots.state !== 'idle' && !list ? <p className="mt-3 text-stone-400">Saatler yükleniyor…</p> : null}
      {slots.data?.message ? <FormAlert className="mt-3">{slots.data.message}</FormAlert> : null}
      {list && list.length === 0 ? <p className="mt-3 text-stone-400">Bu gün için saat yok (kapalı gün).</p> : null}
      {list && list.length > 0 ? (
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Saatler">
          {list.map((slot) => {
            const busy = Boolean(slot.conflictInfo) || !slot.available;
            return (
              <li key={slot.time}>
                <button
                  type="button"
                  onClick={() => onPick(slot)}
                  aria-pressed={current.slice(0, 5) === slot.time}
                  className={`flex min-h-14 w-full flex-col items-start rounded-xl border px-3 py-2 text-left text-sm ${
                    busy ? 'border-amber-700/60 bg-amber-950/30' : 'border-emerald-700/60 bg-emerald-950/30'
                  } aria-pressed:ring-2 aria-pressed:ring-accent`}
                >
                  <span className="font-semibold tabular-nums">{slot.time}</span>
                  <span className={`text-xs ${busy ? 'text-amber-100' : 'text-emerald-100'}`}>{slotHolder(slot)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <button type="button" className="btn-ghost mt-4" onClick={onClose}>
        Kapat
      </button>
    </Dialog>
  );
}
