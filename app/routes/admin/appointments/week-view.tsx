/**
 * The week view (issue 15 item 2): Monday to Sunday as columns, time running down over the
 * week's opening hours, every member's appointments (or one member's, with the staff filter)
 * as blocks in the same looks as the day view (confirmed in the studio colour, pending dashed
 * yellow, completed and cancelled muted), closed days and hours hatched. A day's header opens
 * its day view; a free slot opens 'Yeni Randevu' with the date and time (and the filtered
 * member) filled in. Links only: the same without JavaScript.
 */
import { Link } from 'react-router';
import { useAbilities } from './abilities';
import { layoutColumn, monthOf, TIMELINE, weekClosedBands, weekHours } from '~/domain/appointment-calendar';
import { appointmentSearch, type AppointmentQuery } from '~/domain/appointment-list';
import { APPOINTMENT_STATUS, displayStatus } from '~/domain/appointment-status';
import { addDays, minutesToTime, timeToMinutes } from '~/domain/clock';
import type { StudioCalendar } from '~/domain/hours';
import { formatYmdTr } from '~/ui/turkish-date';
import type { WeekItem } from '~/models/appointments/overview.server';
import type { CategoryColour } from '~/domain/category-colours';
import { badgeWords, BlockBadges, BlockLegend, blockLook } from './block-look';
import { listHref, panelHref, slotHref } from './paths';

type Props = {
  dates: string[];
  appointments: WeekItem[];
  calendar: StudioCalendar;
  colors: { backgroundColor: string; secondaryBackgroundColor: string };
  categories: CategoryColour[];
  query: AppointmentQuery;
  search: string;
  today: string;
  /** the view switch, at the end of the week's bar */
  toolbar?: React.ReactNode;
};

const SHORT_DAYS = ['Paz', 'Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt'];

export function WeekView({ dates, appointments, calendar, colors, categories, query, search, today, toolbar }: Props) {
  const abilities = useAbilities();
  const range = weekHours(dates, calendar.weekly);
  const height = range.slots.length * TIMELINE.slotHeightPx;
  const weekHref = (d: string) => listHref(appointmentSearch(query, { view: 'week', week: d, day: null }));
  const dayHref = (d: string) => listHref(appointmentSearch(query, { day: d, month: monthOf(d) }));
  const first = dates[0]!;
  const last = dates[6]!;
  return (
    <section aria-labelledby="hafta-baslik" className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Link to={weekHref(addDays(first, -7))} className="btn-ghost px-4" aria-label="Önceki hafta">
          ←
        </Link>
        <h3 id="hafta-baslik" className="text-lg font-semibold">
          {formatYmdTr(first)} – {formatYmdTr(last)}
        </h3>
        <Link to={weekHref(addDays(first, 7))} className="btn-ghost px-4" aria-label="Sonraki hafta">
          →
        </Link>
        {today < first || today > last ? (
          <Link to={weekHref(today)} className="btn-ghost px-4">
            Bu Hafta
          </Link>
        ) : null}
        <span className="text-sm text-stone-300" data-testid="week-count">
          {appointments.filter((a) => a.status === 'pending' || a.status === 'confirmed').length} randevu (bekleyen ve
          onaylı)
        </span>
        {toolbar}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a scrolling area named for the keyboard, inside the page's own section */}
      <div
        className="overflow-x-auto rounded-2xl border border-line"
        role="region"
        aria-label="Haftanın randevuları"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling area must take the focus to be scrolled by keyboard (WCAG 2.1.1)
        tabIndex={0}
        data-testid="week-view"
      >
        <div
          className="grid"
          style={{
            gridTemplateColumns: `${TIMELINE.gutterWidthPx}px repeat(7, minmax(104px, 1fr))`,
            backgroundColor: colors.backgroundColor,
          }}
        >
          <div
            className="sticky left-0 z-30 border-b border-line bg-stone-900"
            style={{ height: TIMELINE.headerHeightPx + 8 }}
            aria-hidden="true"
          />
          {dates.map((date) => {
            const count = appointments.filter((a) => a.date === date && a.status !== 'cancelled').length;
            return (
              <Link
                key={date}
                to={dayHref(date)}
                className={`flex flex-col justify-center border-b border-l border-line px-2 text-sm leading-tight hover:bg-stone-800 ${date === today ? 'bg-accent/20' : 'bg-stone-900'}`}
                style={{ height: TIMELINE.headerHeightPx + 8 }}
                data-testid={`week-day-${date}`}
              >
                <span className="font-semibold">
                  {SHORT_DAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]} {Number(date.slice(8, 10))}
                </span>
                <span className="text-xs text-stone-400">{count} randevu</span>
                <span className="sr-only">, {formatYmdTr(date, { weekday: true })}: günü aç</span>
              </Link>
            );
          })}
          <div className="sticky left-0 z-30 bg-stone-900" style={{ height }} aria-hidden="true">
            {range.slots.map((time, i) => (
              <div
                key={time}
                className={`absolute pr-1 text-right text-xs tabular-nums ${time.endsWith(':00') ? 'text-stone-200' : 'text-stone-400'}`}
                style={{
                  top: i * TIMELINE.slotHeightPx,
                  width: TIMELINE.gutterWidthPx,
                  height: TIMELINE.slotHeightPx,
                  lineHeight: `${TIMELINE.slotHeightPx}px`,
                }}
              >
                {time}
              </div>
            ))}
          </div>
          {dates.map((date) => {
            const bands = weekClosedBands(date, range, calendar, query.member);
            const closedAt = (time: string) => bands.some((b) => time >= b.from && time < b.to);
            const column = layoutColumn(
              appointments.filter((a) => a.date === date),
              range.start,
              range.end,
            );
            return (
              // biome-ignore lint/a11y/useSemanticElements: a day's column of slots, not a set of form fields
              <div
                key={date}
                className="relative border-l border-line"
                style={{ height }}
                data-testid={`week-column-${date}`}
                role="group"
                aria-label={formatYmdTr(date, { weekday: true })}
              >
                {range.slots.map((time, i) =>
                  !abilities.write ||
                  closedAt(time) ||
                  date < today ||
                  column.blocks.some(
                    (b) =>
                      b.topPx < (i + 1) * TIMELINE.slotHeightPx && b.topPx + b.heightPx > i * TIMELINE.slotHeightPx,
                  ) ? (
                    <div
                      key={time}
                      className={slotClass(time)}
                      style={{ top: i * TIMELINE.slotHeightPx, height: TIMELINE.slotHeightPx }}
                      aria-hidden="true"
                    />
                  ) : (
                    <div
                      key={time}
                      className={slotClass(time)}
                      style={{ top: i * TIMELINE.slotHeightPx, height: TIMELINE.slotHeightPx }}
                    >
                      <Link
                        to={slotHref(search, { date, time, memberId: query.member })}
                        preventScrollReset
                        aria-label={`${formatYmdTr(date)} ${time}: yeni randevu`}
                        className="flex h-full w-full items-center px-2 text-xs text-transparent hover:bg-accent/15 hover:text-stone-200 focus-visible:bg-accent/15 focus-visible:text-stone-200"
                      >
                        + {time}
                      </Link>
                    </div>
                  ),
                )}
                {bands.map((band) => (
                  <div
                    key={`${band.from}-${band.reason}`}
                    className="absolute inset-x-0 overflow-hidden px-1 text-xs text-stone-300"
                    style={{
                      top: band.topPx,
                      height: band.heightPx,
                      backgroundImage:
                        'repeating-linear-gradient(135deg, rgb(41 37 36 / 0.9) 0 8px, rgb(68 64 60 / 0.9) 8px 16px)',
                    }}
                    title={`Kapalı: ${band.reason}`}
                    data-testid={band.heightPx === height ? 'week-closed-day' : undefined}
                  >
                    {band.heightPx >= 40 ? (
                      <span className="mt-1 block rounded bg-stone-900/80 px-1 font-semibold">
                        {band.heightPx === height && band.reason !== 'Kapalı' ? `Kapalı: ${band.reason}` : 'Kapalı'}
                      </span>
                    ) : null}
                  </div>
                ))}
                {column.blocks.map(({ item, topPx, heightPx, lane }) => {
                  const status = displayStatus(item.status);
                  const end = minutesToTime(timeToMinutes(item.time) + item.durationMinutes);
                  const look = item.busy
                    ? { className: 'border border-stone-600 bg-stone-800/80 text-stone-300', style: {}, badges: [] }
                    : blockLook(status, item, categories);
                  const marks = badgeWords(look);
                  const label = `${item.time}–${end} ${item.customerName}, ${item.service}, ${item.teamMemberName}, ${APPOINTMENT_STATUS[status].label}${marks ? `, ${marks}` : ''}`;
                  return (
                    <Link
                      key={item.id}
                      to={panelHref(item.id, search)}
                      preventScrollReset
                      title={label}
                      className={`absolute overflow-hidden rounded-md px-1 text-xs leading-tight focus-visible:outline-3 focus-visible:outline-accent ${status === 'cancelled' ? 'z-[5]' : 'z-10'} ${look.className}`}
                      style={{
                        top: topPx + 1,
                        height: Math.max(heightPx - 2, 14),
                        left: `calc(${(lane / column.lanes) * 100}% + 1px)`,
                        width: `calc(${100 / column.lanes}% - 2px)`,
                        ...look.style,
                      }}
                      data-testid={`week-block-${item.id}`}
                      data-status={status}
                      data-category={item.categoryId}
                    >
                      <span className="block truncate font-semibold">
                        <BlockBadges look={look} />
                        {item.customerName}
                      </span>
                      <span className="block truncate">
                        {heightPx >= 44 ? `${item.service} · ${item.teamMemberName}` : item.service}
                      </span>
                      {/* the accessible name: the visible text first, then what the block leaves out */}
                      <span className="sr-only">{`, ${item.time}–${end}, ${item.teamMemberName}, ${APPOINTMENT_STATUS[status].label}${marks ? `, ${marks}` : ''}`}</span>
                    </Link>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
      <BlockLegend
        categories={categories}
        used={new Set(appointments.map((a) => a.categoryId))}
        deposits={appointments.map((a) => a.deposit)}
      />
    </section>
  );
}

const slotClass = (time: string) =>
  `absolute inset-x-0 border-t ${time.endsWith(':00') ? 'border-line/70' : 'border-line/30'}`;
