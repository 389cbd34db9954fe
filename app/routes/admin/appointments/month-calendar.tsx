/**
 * The month calendar: each day cell shows the day's count and up to 3 status dots (one per
 * appointment, in time order) and '+' when there are more; closed days (a closed weekday, a
 * studio holiday) are hatched and say 'Kapalı'; a day opens its day view. The legend pairs every
 * colour with its label; each cell's link names the count and the statuses.
 */
import { Link } from 'react-router';
import {
  CALENDAR_WEEKDAYS,
  monthLabel,
  shiftMonth,
  type CalendarDay,
  type DayMarks,
} from '~/domain/appointment-calendar';
import { appointmentSearch, type AppointmentQuery } from '~/domain/appointment-list';
import { APPOINTMENT_STATUS, APPOINTMENT_STATUS_VALUES } from '~/domain/appointment-status';
import { monthOf } from '~/domain/appointment-calendar';
import { formatYmdTr } from '~/ui/turkish-date';
import { listHref } from './paths';

function cellLabel(date: string, marks: DayMarks | undefined, closed: boolean): string {
  const day = `${formatYmdTr(date, { weekday: true })}${closed ? ', kapalı' : ''}`;
  if (!marks) return `${day}, randevu yok`;
  const counts = APPOINTMENT_STATUS_VALUES.map((s) => ({ s, n: marks.dots.filter((d) => d === s).length })).filter(
    (x) => x.n > 0,
  );
  return `${day}, ${marks.count} randevu${counts.length ? ` (ilk ${marks.dots.length}: ${counts.map((x) => `${x.n} ${APPOINTMENT_STATUS[x.s].label}`).join(', ')})` : ''}`;
}

type Props = {
  month: string;
  weeks: CalendarDay[][];
  marks: Record<string, DayMarks>;
  closed: string[];
  today: string;
  query: AppointmentQuery;
};

export function MonthCalendar({ month, weeks, marks, closed, today, query }: Props) {
  const closedDays = new Set(closed);
  const monthHref = (m: string) => listHref(appointmentSearch(query, { month: m, day: null, page: 1 }));
  return (
    <section aria-labelledby="takvim-baslik" className="rounded-2xl border border-line bg-stone-900 p-3 sm:p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <Link to={monthHref(shiftMonth(month, -1))} className="btn-ghost px-4" aria-label="Önceki ay">
          ←
        </Link>
        <h3 id="takvim-baslik" className="text-lg font-semibold">
          {monthLabel(month)}
        </h3>
        <div className="flex gap-2">
          {month !== monthOf(today) ? (
            <Link to={monthHref(monthOf(today))} className="btn-ghost px-4">
              Bugün
            </Link>
          ) : null}
          <Link to={monthHref(shiftMonth(month, 1))} className="btn-ghost px-4" aria-label="Sonraki ay">
            →
          </Link>
        </div>
      </div>
      <table className="w-full table-fixed border-collapse text-sm">
        <thead>
          <tr>
            {CALENDAR_WEEKDAYS.map((d) => (
              <th key={d} scope="col" className="pb-2 text-center text-xs font-semibold text-stone-400">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.date}>
              {week.map(({ date, inMonth }) => {
                const m = marks[date];
                const isClosed = closedDays.has(date);
                return (
                  <td key={date} className="p-0.5 align-top">
                    <Link
                      to={listHref(appointmentSearch(query, { day: date, month: monthOf(date), page: 1 }))}
                      aria-label={cellLabel(date, m, isClosed)}
                      data-date={date}
                      data-closed={isClosed ? 'true' : undefined}
                      style={
                        isClosed
                          ? {
                              backgroundImage:
                                'repeating-linear-gradient(135deg, rgb(41 37 36 / 0.6) 0 6px, rgb(68 64 60 / 0.6) 6px 12px)',
                            }
                          : undefined
                      }
                      className={`flex min-h-16 flex-col rounded-xl border p-1.5 hover:border-accent sm:min-h-20 ${
                        date === today ? 'border-accent' : 'border-line'
                      } ${inMonth ? 'bg-stone-950/60' : 'bg-stone-950/20 text-stone-400'}`}
                    >
                      <span className="flex items-center justify-between gap-1">
                        <span className="text-xs font-semibold tabular-nums">{Number(date.slice(8, 10))}</span>
                        {m ? (
                          // drawn by CSS (the cell's name, cellLabel, already says the count)
                          <span
                            className="rounded-md bg-stone-700 px-1.5 text-xs font-semibold tabular-nums text-stone-100 after:content-[attr(data-count)]"
                            aria-hidden="true"
                            data-testid="day-count-badge"
                            data-count={m.count}
                          />
                        ) : null}
                      </span>
                      {isClosed ? (
                        <span
                          className="text-xs text-stone-300 after:content-['Kapalı']"
                          aria-hidden="true"
                          data-testid="closed-mark"
                        />
                      ) : null}
                      {m ? (
                        <span className="mt-auto flex flex-wrap items-center gap-1" aria-hidden="true">
                          {m.dots.map((status, i) => (
                            <span
                              // biome-ignore lint/suspicious/noArrayIndexKey: positional content, drawn once and never reordered
                              key={i}
                              className={`h-2.5 w-2.5 rounded-full ${APPOINTMENT_STATUS[status].dotClass}`}
                              title={APPOINTMENT_STATUS[status].label}
                            />
                          ))}
                          {m.more ? <span className="text-xs font-bold leading-none">+</span> : null}
                        </span>
                      ) : null}
                    </Link>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-3 flex flex-wrap gap-3 text-xs text-stone-300" aria-label="Renkler">
        {APPOINTMENT_STATUS_VALUES.map((s) => (
          <li key={s} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${APPOINTMENT_STATUS[s].dotClass}`} />
            {APPOINTMENT_STATUS[s].label}
          </li>
        ))}
        <li className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="font-bold">
            +
          </span>
          3'ten fazla randevu
        </li>
        <li className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="rounded-md bg-stone-700 px-1.5 font-semibold">
            4
          </span>
          günün randevu sayısı
        </li>
      </ul>
    </section>
  );
}
