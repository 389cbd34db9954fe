import type { Slot } from '~/domain/availability';
import { BOOKING_MESSAGES } from '~/domain/booking-messages';
import { formatTurkishDate, weekdayOf } from '~/domain/clock';
import { formatMinutes } from '~/domain/duration';
import { formatKurus } from '~/utils/money';
import type { MemberCard } from '~/routes/booking/wizard/wizard.server';
import type { SlotStepData } from '~/routes/booking/wizard/types';
import { Alert, MemberPhoto, StepHeading, Submit } from './booking-ui';
import { WaitlistOffer } from './waitlist-offer';
import { MessageConsent } from './message-consent';
import { FAIR_USE_TEXTS, MY_APPOINTMENTS } from '~/domain/fair-use';
import type { CodeStep } from '~/domain/phone-verification';
import { SELF_SERVICE_TEXTS } from '~/domain/self-service';

/** Index = weekday number (0 = Sunday), for the day strip. */
const SHORT_WEEKDAYS = ['Paz', 'Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt'] as const;

export const SUBMITTING_TEXT = 'Randevu Alınıyor...';

/**
 * Step 3, 'Randevu Detayları': the chosen member (or 'Fark etmez'), the date (a strip of the
 * next 14 days marking the ones with free time, and a date field up to the 60-day horizon),
 * the free start times (today's past ones left out, taken ones summed up in one line), notes
 * and 'Randevu Al'. Without JavaScript, 'Saatleri Göster' or a day of the strip re-renders
 * the times; the wizard script does it on a date change and swaps in the regions.
 */
export function SlotStep({
  member,
  items,
  durationMinutes,
  priceKurus,
  slotStep,
  today,
  lastDate,
  message,
  fieldErrors,
  typedDate,
  typedTime,
  notice,
  code,
  fairUse,
}: {
  /** null: 'Fark etmez – ilk müsait uzman' */
  member: MemberCard | null;
  items: string[];
  durationMinutes: number;
  priceKurus: number;
  slotStep: SlotStepData;
  today: string;
  lastDate: string;
  message: string | null;
  fieldErrors: Record<string, string>;
  /** a refused date as typed (shown back with the message) */
  typedDate: string | null;
  /** the time chosen before the step was shown again (a code to type, a refusal) */
  typedTime: string | null;
  /** a word that is not an error (the code was sent) */
  notice: string | null;
  /** the one-time code of a ticked box (docs/decisions/0330) */
  code: CodeStep;
  /** the fair-use rule refused: the message links to Randevularım (docs/decisions/0333) */
  fairUse: boolean;
}) {
  const date = typedDate ?? slotStep.date;
  const dateMessage = fieldErrors.date ?? slotStep.dateMessage;
  const slots = dateMessage ? [] : slotStep.slots;
  const free = slots.filter((s) => s.available);
  const taken = takenRuns(slots);

  return (
    <form method="post" action="/contact?adim=3" noValidate className="space-y-6" data-wizard-form>
      <input type="hidden" name="step" value="3" />
      <input type="hidden" name="token" value={slotStep.token} />
      <StepHeading>Randevu Detayları</StepHeading>
      <Alert message={message && message !== dateMessage ? message : null}>
        {fairUse ? (
          <p className="mt-2">
            {FAIR_USE_TEXTS.seeYours}{' '}
            <a href={MY_APPOINTMENTS.path} className="font-semibold underline underline-offset-4">
              {MY_APPOINTMENTS.label}
            </a>
          </p>
        ) : null}
      </Alert>

      <div className="flex items-center gap-4 rounded-2xl border border-line p-3">
        {member ? (
          <MemberPhoto imageUrl={member.imageUrl} size={80} sizes="80px" eager />
        ) : (
          <span aria-hidden="true" className="grid size-20 shrink-0 place-items-center rounded-2xl bg-stone-800 text-2xl">
            ✦
          </span>
        )}
        <div className="min-w-0 text-sm">
          <p className="font-medium text-stone-50">{member ? member.name : BOOKING_MESSAGES.anyMemberLabel}</p>
          {member ? <p className="text-xs text-stone-400">{member.specialization}</p> : null}
          <p className="mt-1 text-xs text-stone-300">
            {items.join(', ')} · {formatMinutes(durationMinutes)} · {formatKurus(priceKurus)}
          </p>
        </div>
      </div>

      <fieldset className="min-w-0">
        <legend className="text-sm font-medium text-stone-200">Tarih</legend>
        <label htmlFor="date" className="sr-only">
          Tarih
        </label>
        <div className="mt-1.5 flex flex-wrap gap-3">
          <input
            id="date"
            name="date"
            type="date"
            min={today}
            max={lastDate}
            defaultValue={date}
            data-auto="change-date"
            aria-invalid={dateMessage ? true : undefined}
            aria-describedby="tarih-bilgi"
            className="min-h-11 rounded-xl border border-line bg-black/40 px-4 py-2 text-base text-stone-50 [color-scheme:dark] focus:border-accent"
          />
          <Submit name="change-date" label="Saatleri Göster" nojs />
        </div>
        <div id="tarih-bilgi" data-region="date-info" className="mt-1.5 text-sm text-stone-400">
          {dateMessage ? <p className="text-rose-200">{dateMessage}</p> : <p>{formatTurkishDate(date)}</p>}
        </div>
        <div data-region="days" className="mt-3">
          <p className="mt-1 text-xs text-stone-400" id="gunler-bilgi">
            Önümüzdeki 14 gün:
          </p>
          <ul className="mt-2 flex gap-2 overflow-x-auto pb-2" aria-describedby="gunler-bilgi" data-day-strip>
            {slotStep.days.map((d) => {
              const free = d.state === 'free';
              // 'kapalı' for a day the studio does not work (never sent to the waitlist), 'dolu' only for a full open day
              const label = `${Number(d.date.slice(8, 10))} ${SHORT_WEEKDAYS[weekdayOf(d.date)]}${free ? '' : d.state === 'closed' ? ' (kapalı)' : ' (dolu)'}`;
              return (
                <li key={d.date} className="shrink-0">
                  <input
                    type="submit"
                    name={`pickDate.${d.date}`}
                    value={label}
                    disabled={!free}
                    data-date={d.date}
                    data-free={free ? '' : undefined}
                    data-day-state={d.state}
                    aria-label={`${formatTurkishDate(d.date)}${free ? '' : d.state === 'closed' ? ', kapalı' : ', dolu: boş saat yok'}`}
                    aria-current={d.date === date ? 'date' : undefined}
                    className="min-h-11 min-w-16 cursor-pointer rounded-xl border border-line bg-transparent px-3 text-xs text-stone-100 hover:border-accent disabled:cursor-not-allowed disabled:border-transparent disabled:bg-white/5 disabled:text-stone-400 aria-[current=date]:border-accent aria-[current=date]:bg-accent aria-[current=date]:font-semibold aria-[current=date]:text-ink"
                  />
                </li>
              );
            })}
          </ul>
        </div>
      </fieldset>

      <fieldset data-region="slots" className="min-w-0">
        <legend className="text-sm font-medium text-stone-200">Saat</legend>
        <div data-slots-status className="text-sm text-stone-400">
          {!dateMessage && free.length === 0 ? (
            slotStep.dayState === 'closed' ? (
              <p className="mt-2">{BOOKING_MESSAGES.dayOver}</p>
            ) : (
              <>
                <p className="mt-2">Bu gün için boş saat kalmadı. Lütfen başka bir gün seçin.</p>
                <WaitlistOffer date={date} channels={slotStep.waitlistChannels} />
              </>
            )
          ) : null}
        </div>
        {free.length > 0 ? (
          <ul className="mt-2 grid grid-cols-4 gap-2">
            {/* lynx checks the first radio of a group when none is: this one says nothing was chosen (CSS hides it) */}
            <li className="hidden">
              <label>
                <input type="radio" name="time" value="" defaultChecked={!free.some((s) => s.time === typedTime)} /> Saat seçilmedi
              </label>
            </li>
            {free.map((s) => (
              <li key={s.time}>
                <label className="relative block">
                  <input type="radio" name="time" value={s.time} defaultChecked={s.time === typedTime} className="peer sr-only" />
                  <span className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-line text-sm tabular-nums text-stone-100 transition peer-checked:border-accent peer-checked:bg-accent peer-checked:font-semibold peer-checked:text-ink peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-accent hover:border-accent">
                    {s.time}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        ) : null}
        {taken.length > 0 ? <p className="mt-2 text-xs text-stone-400">Müsait değil: {taken.join(', ')}</p> : null}
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
          defaultValue={slotStep.notes}
          placeholder="Tasarım isteğiniz, alerjiniz veya bilmemiz gereken bir şey varsa yazabilirsiniz."
          className="mt-1.5 block w-full rounded-xl border border-line bg-black/40 px-4 py-2.5 text-base text-stone-50 placeholder:text-stone-500 focus:border-accent"
        />
      </div>

      <MessageConsent channels={slotStep.messageChannels} checked={slotStep.messageConsent} code={code} notice={notice} fieldErrors={fieldErrors} />

      <p className="text-sm text-stone-300" data-cutoff-rule>
        {SELF_SERVICE_TEXTS.cutoffRule(slotStep.cutoffHours)}
      </p>

      <div className="flex flex-wrap justify-between gap-3 pt-2">
        <Submit name="back" label="Geri" />
        <Submit name="book" label="Randevu Al" primary pending={SUBMITTING_TEXT} />
      </div>
    </form>
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
    if (!current) runs.push((current = []));
    current.push(s.time);
  }
  return runs.map((r) => (r.length === 1 ? r[0]! : `${r[0]}–${r[r.length - 1]}`));
}
