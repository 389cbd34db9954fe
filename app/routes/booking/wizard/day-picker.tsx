import { formatTurkishDate, weekdayOf } from '~/domain/clock';
import type { SlotStepData } from '~/routes/booking/wizard/types';
import { Submit } from './booking-ui';

/** Index = weekday number (0 = Sunday), for the day strip. */
const SHORT_WEEKDAYS = ['Paz', 'Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt'] as const;

/**
 * Step 3's date: a date field up to the 60-day horizon ('Saatleri Göster' without JavaScript,
 * the wizard script sends it on a change), the chosen date in words or why it cannot be
 * booked, and the strip of the next 14 days marking the ones with free time.
 */
export function DayPicker({
  date,
  dateMessage,
  today,
  lastDate,
  days,
}: {
  date: string;
  dateMessage: string | null;
  today: string;
  lastDate: string;
  days: SlotStepData['days'];
}) {
  return (
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
      <DayStrip date={date} days={days} />
    </fieldset>
  );
}

/** The next 14 days as submit controls (`pickDate.<date>`): a free one is pressable, a full ('dolu') or closed ('kapalı') one is not. */
function DayStrip({ date, days }: { date: string; days: SlotStepData['days'] }) {
  return (
    <div data-region="days" className="mt-3">
      <p className="mt-1 text-xs text-stone-400" id="gunler-bilgi">
        Önümüzdeki 14 gün:
      </p>
      <ul className="mt-2 flex gap-2 overflow-x-auto pb-2" aria-describedby="gunler-bilgi" data-day-strip>
        {days.map((d) => {
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
  );
}
