import { useEffect, useState } from 'react';
import { Form, useFetcher } from 'react-router';
import type { Slot } from '~/domain/availability';
import { BOOKING_MESSAGES } from '~/domain/booking-messages';
import { formatShortTurkishDate, formatTurkishDate, isValidDate, weekdayOf } from '~/domain/clock';
import { formatMinutes } from '~/domain/duration';
import { normalizeImageUrl } from '~/lib/images';
import { formatKurus } from '~/lib/money';
import type { DraftSelection } from '~/lib/booking-draft.server';
import type { MemberCard } from '~/models/booking-wizard.server';
import type { SlotStepData } from '~/routes/_site.contact';
import { Alert, dialogClass, MemberPhoto, StepHeading, useDialog } from './booking-ui';
import { CHECKING_TEXT } from './selection-step';

export const SUBMITTING_TEXT = 'Randevu Alınıyor...';

/**
 * Step 3, 'Randevu Detayları': the chosen member, the date (min today; Monday refused), the
 * 4-column grid of start times (taken ones disabled), notes and 'Randevu Al'. Without
 * JavaScript, 'Saatleri Göster' re-renders the grid for the typed date; with it, the grid
 * reloads from /api/appointments/available-slots/{date} as the date changes.
 */
export function SlotStep({
  member,
  selection,
  items,
  durationMinutes,
  priceKurus,
  slotStep,
  today,
  lastDate,
  message,
  fieldErrors,
  hydrated,
  submitting,
  headingRef,
}: {
  member: MemberCard;
  selection: DraftSelection;
  items: string[];
  durationMinutes: number;
  priceKurus: number;
  slotStep: SlotStepData;
  today: string;
  lastDate: string;
  message: string | null;
  fieldErrors: Record<string, string>;
  hydrated: boolean;
  submitting: boolean;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const [date, setDate] = useState(slotStep.date);
  const [time, setTime] = useState('');
  const [notes, setNotes] = useState(slotStep.notes);
  const [dateMessage, setDateMessage] = useState<string | null>(slotStep.dateMessage);
  const fetcher = useFetcher<{ availableSlots: Slot[] }>();
  const [fetchedDate, setFetchedDate] = useState<string | null>(null);

  // New server data (after an answer of the action) replaces what was fetched.
  useEffect(() => {
    setDate(slotStep.date);
    setTime('');
    setDateMessage(slotStep.dateMessage);
    setFetchedDate(null);
  }, [slotStep]);

  function changeDate(next: string) {
    setDate(next);
    setTime('');
    if (!isValidDate(next)) return;
    const refusal =
      next < today || slotStep.closedWeekdays.includes(weekdayOf(next)) ? BOOKING_MESSAGES.closedOrPastDate : Object.hasOwn(slotStep.closedDates, next) ? BOOKING_MESSAGES.closedDay : null;
    if (refusal) {
      setDateMessage(refusal);
      setFetchedDate(next);
      return;
    }
    setDateMessage(null);
    setFetchedDate(next);
    fetcher.load(`/api/appointments/available-slots/${next}?teamMemberId=${member.id}&serviceIds=${selection.serviceIds.join(',')}&packageIds=${selection.packageIds.join(',')}`);
  }

  const closed = dateMessage !== null;
  const loading = fetchedDate !== null && !closed && (fetcher.state !== 'idle' || !fetcher.data);
  const slots: Slot[] = closed ? [] : fetchedDate === null ? slotStep.slots : (fetcher.data?.availableSlots ?? []);
  const photo = useDialog();
  const largePhoto = normalizeImageUrl(member.imageUrl);
  const anyFree = slots.some((s) => s.available);

  return (
    <Form method="post" noValidate preventScrollReset className="space-y-6">
      <input type="hidden" name="step" value="3" />
      <input type="hidden" name="token" value={slotStep.token} />
      {/* Enter in the date field shows that day's times instead of booking. */}
      <button type="submit" name="intent" value="change-date" hidden tabIndex={-1} aria-hidden="true" />
      <StepHeading ref={headingRef}>Randevu Detayları</StepHeading>
      <Alert message={message} />

      <div className="flex items-center gap-4 rounded-2xl border border-line p-3">
        {largePhoto ? (
          <a
            href={largePhoto}
            onClick={
              hydrated
                ? (e) => {
                    e.preventDefault();
                    photo.open();
                  }
                : undefined
            }
            className="shrink-0 rounded-2xl"
            aria-label={`${member.name} fotoğrafını büyüt`}
          >
            <MemberPhoto imageUrl={member.imageUrl} size={80} sizes="80px" eager />
          </a>
        ) : (
          <MemberPhoto imageUrl={null} size={80} sizes="80px" eager />
        )}
        <div className="min-w-0 text-sm">
          <p className="font-medium text-stone-50">{member.name}</p>
          <p className="text-xs text-stone-400">{member.specialization}</p>
          <p className="mt-1 text-xs text-stone-300">
            {items.join(', ')} · {formatMinutes(durationMinutes)} · {formatKurus(priceKurus)}
          </p>
        </div>
      </div>
      {hydrated && largePhoto ? (
        <dialog ref={photo.ref} aria-label={member.name} className={dialogClass}>
          <img src={largePhoto} alt={member.name} className="block max-h-[70vh] w-full object-contain" width={800} height={1000} />
          <div className="flex justify-end p-4">
            <button type="button" className="btn-primary" onClick={photo.close}>
              Kapat
            </button>
          </div>
        </dialog>
      ) : null}

      <div>
        <label htmlFor="date" className="block text-sm font-medium text-stone-200">
          Tarih
        </label>
        <div className="mt-1.5 flex flex-wrap gap-3">
          <input
            id="date"
            name="date"
            type="date"
            min={today}
            max={lastDate}
            value={date}
            onChange={(e) => changeDate(e.currentTarget.value)}
            aria-invalid={closed || fieldErrors.date ? true : undefined}
            aria-describedby="tarih-bilgi"
            className="min-h-11 rounded-xl border border-line bg-black/40 px-4 py-2 text-base text-stone-50 [color-scheme:dark] focus:border-accent"
          />
          {!hydrated ? (
            <button type="submit" name="intent" value="change-date" className="btn-ghost">
              Saatleri Göster
            </button>
          ) : null}
        </div>
        <p id="tarih-bilgi" className="mt-1.5 text-sm text-stone-400" aria-live="polite">
          {closed ? <span className="text-rose-200">{dateMessage}</span> : isValidDate(date) ? formatTurkishDate(date) : null}
        </p>
        {slotStep.availableDates.length > 0 ? (
          <div className="mt-3">
            <p className="text-xs text-stone-400">Müsait günler:</p>
            <div className="mt-1.5 flex flex-wrap gap-2">
              {slotStep.availableDates.map((d) => (
                <button
                  key={d}
                  type={hydrated ? 'button' : 'submit'}
                  name="pickDate"
                  value={d}
                  onClick={hydrated ? () => changeDate(d) : undefined}
                  aria-pressed={d === date}
                  className="min-h-11 rounded-full border border-line px-3 text-xs text-stone-200 hover:border-accent aria-pressed:border-accent aria-pressed:text-accent"
                >
                  {formatShortTurkishDate(d)}
                </button>
              ))}
            </div>
          </div>
        ) : null}
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-stone-200">Saat</legend>
        <div aria-live="polite" className="text-sm text-stone-400">
          {loading ? <p className="mt-2">{CHECKING_TEXT}</p> : null}
          {!loading && !closed && slots.length > 0 && !anyFree ? <p className="mt-2">Bu gün için boş saat kalmadı. Lütfen başka bir gün seçin.</p> : null}
        </div>
        {!loading && slots.length > 0 ? (
          <div className="mt-2 grid grid-cols-4 gap-2">
            {slots.map((s) => (
              <label key={s.time} className="relative">
                <input
                  type="radio"
                  name="time"
                  value={s.time}
                  disabled={!s.available}
                  checked={time === s.time}
                  onChange={() => setTime(s.time)}
                  className="peer sr-only"
                />
                <span className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-line text-sm tabular-nums text-stone-100 transition peer-checked:border-accent peer-checked:bg-accent peer-checked:font-semibold peer-checked:text-ink peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-accent peer-disabled:cursor-not-allowed peer-disabled:border-transparent peer-disabled:bg-white/5 peer-disabled:text-stone-500 peer-disabled:line-through hover:border-accent">
                  {s.time}
                  {!s.available ? <span className="sr-only"> (dolu)</span> : null}
                </span>
              </label>
            ))}
          </div>
        ) : null}
        {fieldErrors.time ? <p className="mt-2 text-sm text-rose-200">{fieldErrors.time}</p> : null}
      </fieldset>

      <div>
        <label htmlFor="notes" className="block text-sm font-medium text-stone-200">
          Notlar <span className="font-normal text-stone-400">(isteğe bağlı)</span>
        </label>
        <textarea
          id="notes"
          name="notes"
          rows={3}
          maxLength={1000}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          placeholder="Tasarım isteğiniz, alerjiniz veya bilmemiz gereken bir şey varsa yazabilirsiniz."
          className="mt-1.5 block w-full rounded-xl border border-line bg-black/40 px-4 py-2.5 text-base text-stone-50 placeholder:text-stone-500 focus:border-accent"
        />
      </div>

      <div className="flex flex-wrap justify-between gap-3 pt-2">
        <button type="submit" name="intent" value="back" className="btn-ghost">
          Geri
        </button>
        <button type="submit" name="intent" value="book" className="btn-primary" disabled={hydrated && submitting}>
          {submitting ? SUBMITTING_TEXT : 'Randevu Al'}
        </button>
      </div>
    </Form>
  );
}
