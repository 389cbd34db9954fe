/**
 * A day: a compact bar (the date, the count of pending and confirmed appointments, previous
 * and next day, today), the day view with the team as columns (day-timeline.tsx) or 'Kapalı'
 * on a closed day, a place for per-day side content (`side`: beside the grid from 1280 px,
 * below it on a tablet), and the day's cards with 'Onayla' on pending ones and 'Tamamlandı'
 * on confirmed ones.
 */
import { Link } from 'react-router';
import { StatusBadge } from '~/ui/admin/status-badge';
import { isStudioClosed, monthOf } from '~/domain/appointment-calendar';
import { closuresOn, hoursOn } from '~/domain/hours';
import { appointmentSearch, type AppointmentQuery } from '~/domain/appointment-list';
import { addDays } from '~/domain/clock';
import { formatMinutes } from '~/domain/duration';
import { formatYmdTr } from '~/ui/turkish-date';
import type { StudioCalendar } from '~/domain/hours';
import type { AdminAppointment } from '~/models/appointments/json.server';
import type { BlockMarks, DayItem } from '~/models/appointments/overview.server';
import type { CategoryColour } from '~/domain/category-colours';
import { AppointmentActions } from './appointment-actions';
import { DayTimeline } from './day-timeline';
import { checkoutHref, listHref, panelHref, slotHref } from './paths';
import { StatusButton } from './status-control';
import { WaitlistPanel } from './waitlist-panel';
import { useAbilities } from './abilities';
import { BUSY_LABEL } from '~/domain/permissions';
import { DEPOSIT_BADGES, type DepositStatus } from '~/domain/deposit-states';
import type { StudioNow } from '~/domain/clock';

/** Another artist's appointment on an artist's day: only that the time is taken (docs/decisions/0381). */
export type BusyBlock = {
  id: number;
  teamMemberId: number | null;
  time: string;
  status: AdminAppointment['status'];
  durationMinutes: number;
  busy: true;
} & BlockMarks;

type Props = {
  date: string;
  appointments: DayItem[];
  /** other artists' appointments on an artist's day: 'Dolu' blocks */
  busy?: BusyBlock[];
  activeCount: number;
  memberIds: number[];
  /** the studio calendar of the date (hours and closures) */
  calendar: StudioCalendar;
  members: { id: number; name: string }[];
  colors: { backgroundColor: string; secondaryBackgroundColor: string };
  categories: CategoryColour[];
  query: AppointmentQuery;
  search: string;
  today: string;
  /** Istanbul's date and minute ('Gelmedi' from an appointment's start on) */
  now: StudioNow;
  /** per-day side content (e.g. a waitlist): beside the grid from 1280 px, below it on a tablet */
  side?: React.ReactNode;
  /** the view switch, at the end of the day's bar */
  toolbar?: React.ReactNode;
};

export function DayView({
  date,
  appointments,
  busy = [],
  activeCount,
  memberIds,
  calendar,
  members,
  colors,
  categories,
  query,
  search,
  today,
  now,
  side,
  toolbar,
}: Props) {
  const dayHref = (d: string) => listHref(appointmentSearch(query, { day: d, month: monthOf(d) }));
  const abilities = useAbilities();
  const shown = [
    ...appointments.map((a) => ({ ...a, durationMinutes: a.customDuration ?? a.durationMinutes })),
    ...busy.map((b) => ({ ...b, customerName: BUSY_LABEL, service: '' })),
  ];
  const closed = isStudioClosed(date, calendar);
  const closedReason = hoursOn(date, calendar.weekly)
    ? (closuresOn(date, calendar, null)[0]?.reason ?? null)
    : 'Bu gün stüdyo kapalı (haftalık çalışma saatleri).';
  return (
    <section aria-labelledby="gun-baslik" className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Link to={dayHref(addDays(date, -1))} className="btn-ghost px-4" aria-label="Önceki gün">
          ←
        </Link>
        <div className="min-w-0">
          <h3 id="gun-baslik" className="text-lg leading-tight font-semibold">
            {formatYmdTr(date, { weekday: true })}
          </h3>
          <p className="text-xs text-stone-300" data-testid="day-count">
            {activeCount} randevu (bekleyen ve onaylı)
          </p>
        </div>
        <Link to={dayHref(addDays(date, 1))} className="btn-ghost px-4" aria-label="Sonraki gün">
          →
        </Link>
        {date !== today ? (
          <Link to={dayHref(today)} className="btn-ghost px-4">
            Bugün
          </Link>
        ) : null}
        {toolbar}
      </div>

      <div className="gap-4 xl:flex xl:items-start">
        <div className="min-w-0 flex-1">
          {closed ? (
            <div
              className="rounded-2xl border border-dashed border-stone-500 p-6 text-center"
              style={{
                backgroundImage:
                  'repeating-linear-gradient(135deg, rgb(41 37 36 / 0.9) 0 8px, rgb(68 64 60 / 0.9) 8px 16px)',
              }}
              data-testid="timeline-closed-day"
            >
              <p className="text-2xl font-semibold">Kapalı</p>
              {closedReason ? <p className="mt-1 text-stone-200">{closedReason}</p> : null}
            </div>
          ) : (
            <DayTimeline
              date={date}
              memberIds={memberIds}
              calendar={calendar}
              memberNames={Object.fromEntries(members.map((m) => [m.id, m.name]))}
              appointments={shown}
              colors={colors}
              categories={categories}
              search={search}
              slotHref={(memberId, time) => slotHref(search, { date, time, memberId })}
              panelHref={(id) => panelHref(id, search)}
              memberHref={(memberId) => listHref(appointmentSearch(query, { member: memberId, page: 1 }))}
              filteredMember={query.member}
              switcherMemberIds={members.map((m) => m.id)}
            />
          )}
        </div>
        {/* per-day side content (a waitlist panel, ...) goes here */}
        {side ? (
          <aside aria-label="Günün notları" className="mt-3 xl:mt-0 xl:w-72 xl:shrink-0" data-testid="day-side">
            {side}
          </aside>
        ) : null}
      </div>

      {abilities.waitlist ? <WaitlistPanel date={date} /> : null}

      <div>
        <h4 className="mb-2 text-lg font-semibold">Günün Randevuları</h4>
        {appointments.length === 0 ? (
          <p className="rounded-2xl border border-line bg-stone-900/60 p-4 text-stone-400">Bu gün için randevu yok.</p>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2" aria-label="Günün randevuları">
            {appointments.map((a) => (
              <li
                key={a.id}
                className="rounded-2xl border border-line bg-stone-900 p-4"
                data-testid="day-card"
                data-id={a.id}
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold">
                      <Link
                        to={panelHref(a.id, search)}
                        preventScrollReset
                        className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
                      >
                        <span className="tabular-nums">{a.time}</span>&nbsp;· {a.customerName}
                      </Link>
                    </p>
                    <p className="text-sm text-stone-300">
                      {a.service} · {formatMinutes(a.customDuration ?? a.durationMinutes)} · {a.teamMemberName}
                    </p>
                  </div>
                  <div className="flex flex-col items-end gap-1">
                    <StatusBadge status={a.status} />
                    <KaporaChip status={a.deposit} />
                  </div>
                </div>
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  {!abilities.write && !abilities.ownStatus ? null : a.status === 'pending' ? (
                    <StatusButton
                      id={a.id}
                      to="confirmed"
                      search={search}
                      version={a.version}
                      label={`Onayla: ${a.customerName}`}
                    >
                      Onayla
                    </StatusButton>
                  ) : null}
                  {abilities.write &&
                  (a.status === 'confirmed' || a.status === 'pending') &&
                  a.sale !== 'paid' &&
                  a.sale !== 'owed' &&
                  a.date <= today ? (
                    <Link
                      to={checkoutHref(a.id, search)}
                      preventScrollReset
                      className="inline-flex min-h-11 items-center rounded-full bg-accent px-4 text-sm font-semibold text-ink"
                      aria-label={`Ödeme al: ${a.customerName}`}
                    >
                      Ödeme al
                    </Link>
                  ) : null}
                  {(abilities.write || abilities.ownStatus) && a.status === 'confirmed' ? (
                    <StatusButton
                      id={a.id}
                      to="completed"
                      search={search}
                      version={a.version}
                      label={`Tamamla: ${a.customerName}`}
                    >
                      Tamamla
                    </StatusButton>
                  ) : null}
                  <AppointmentActions appointment={a} search={search} now={now} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** The kapora's state on the day's list (issue 38): a small text chip, none when there is nothing to act on. */
function KaporaChip({ status }: { status: DepositStatus | null }) {
  const badge = status ? DEPOSIT_BADGES[status] : undefined;
  if (!badge) return null;
  return (
    <span className="rounded-full border border-line px-2 py-0.5 text-xs text-stone-300" data-testid="kapora-chip">
      {badge.label}
    </span>
  );
}
