import type { Slot, StripDayState } from '~/domain/availability';
import { BOOKING_MESSAGES } from '~/domain/booking-messages';
import type { CustomerChannel } from '~/domain/message-topics';
import { WaitlistOffer } from './waitlist-offer';

/**
 * Step 3's times for the chosen date: the free starts as radios (today's past ones left out),
 * the taken ones summed up in one line, and on a day without a free start either that the
 * day is over or the way to its waitlist.
 */
export function SlotList({
  date,
  slots,
  dayState,
  dateRefused,
  waitlistChannels,
  chosenTime,
  timeError,
}: {
  date: string;
  slots: readonly Slot[];
  dayState: StripDayState;
  /** the date was refused (its message is said beside the date): no times, no offer */
  dateRefused: boolean;
  waitlistChannels: readonly CustomerChannel[];
  /** the time chosen before the step was shown again (a code to type, a refusal) */
  chosenTime: string | null;
  timeError: string | undefined;
}) {
  const free = slots.filter((s) => s.available);
  const taken = takenRuns(slots);
  return (
    <fieldset data-region="slots" className="min-w-0">
      <legend className="text-sm font-medium text-stone-200">Saat</legend>
      <div data-slots-status className="text-sm text-stone-400">
        {!dateRefused && free.length === 0 ? (
          dayState === 'closed' ? (
            <p className="mt-2">{BOOKING_MESSAGES.dayOver}</p>
          ) : (
            <>
              <p className="mt-2">Bu gün için boş saat kalmadı. Lütfen başka bir gün seçin.</p>
              <WaitlistOffer date={date} channels={waitlistChannels} />
            </>
          )
        ) : null}
      </div>
      {free.length > 0 ? (
        <ul className="mt-2 grid grid-cols-4 gap-2">
          {/* lynx checks the first radio of a group when none is: this one says nothing was chosen (CSS hides it) */}
          <li className="hidden">
            <label>
              <input type="radio" name="time" value="" defaultChecked={!free.some((s) => s.time === chosenTime)} /> Saat
              seçilmedi
            </label>
          </li>
          {free.map((s) => (
            <li key={s.time}>
              <label className="relative block">
                <input
                  type="radio"
                  name="time"
                  value={s.time}
                  defaultChecked={s.time === chosenTime}
                  className="peer sr-only"
                />
                <span className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-line text-sm tabular-nums text-stone-100 transition peer-checked:border-accent peer-checked:bg-accent peer-checked:font-semibold peer-checked:text-ink peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-accent hover:border-accent">
                  {s.time}
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      {taken.length > 0 ? <p className="mt-2 text-xs text-stone-400">Müsait değil: {taken.join(', ')}</p> : null}
      {timeError ? <p className="mt-2 text-sm text-rose-200">{timeError}</p> : null}
    </fieldset>
  );
}

/** Taken starts as compact runs: ['09:00–10:30', '14:00']. */
function takenRuns(slots: readonly Slot[]): string[] {
  const runs: string[][] = [];
  let current: string[] | null = null;
  for (const s of slots) {
    if (s.available) {
      current = null;
      continue;
    }
    if (!current) {
      current = [];
      runs.push(current);
    }
    current.push(s.time);
  }
  return runs.map((r) => (r.length === 1 ? r[0]! : `${r[0]}–${r[r.length - 1]}`));
}
