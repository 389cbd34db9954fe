/**
 * A day: back to the calendar, the count of pending and confirmed appointments, the
 * timeline (confirmed ones as draggable blocks), and the day's cards with 'Onayla' on
 * pending ones and 'Tamamlandı' on confirmed ones.
 */
import { Link } from 'react-router';
import { StatusBadge } from '~/components/admin/status-badge';
import { monthOf } from '~/domain/appointment-calendar';
import { appointmentSearch, type AppointmentQuery } from '~/domain/appointment-list';
import { addDays } from '~/domain/clock';
import { formatMinutes } from '~/domain/duration';
import { formatYmdTr } from '~/lib/turkish-date';
import type { StudioCalendar } from '~/domain/hours';
import type { AdminAppointment } from '~/models/appointments/json.server';
import { AppointmentActions } from './appointment-actions';
import { DayTimeline } from './day-timeline';
import { listHref } from './paths';
import { StatusButton } from './status-control';
import { WaitlistPanel } from './waitlist-panel';

type Props = {
  date: string;
  appointments: AdminAppointment[];
  activeCount: number;
  memberIds: number[];
  /** the studio calendar of the date (hours and closures) */
  calendar: StudioCalendar;
  members: { id: number; name: string }[];
  colors: { backgroundColor: string; secondaryBackgroundColor: string };
  query: AppointmentQuery;
  search: string;
};

export function DayView({ date, appointments, activeCount, memberIds, calendar, members, colors, query, search }: Props) {
  const dayHref = (d: string) => listHref(appointmentSearch(query, { day: d, month: monthOf(d) }));
  const confirmed = appointments.filter((a) => a.status === 'confirmed').map((a) => ({ ...a, durationMinutes: a.customDuration ?? a.durationMinutes }));
  return (
    <section aria-labelledby="gun-baslik" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to={listHref(appointmentSearch(query, { day: null, view: 'calendar', month: monthOf(date) }))} className="btn-ghost">
          ← Takvime Dön
        </Link>
        <div className="flex gap-2">
          <Link to={dayHref(addDays(date, -1))} className="btn-ghost px-4" aria-label="Önceki gün">
            ←
          </Link>
          <Link to={dayHref(addDays(date, 1))} className="btn-ghost px-4" aria-label="Sonraki gün">
            →
          </Link>
        </div>
      </div>
      <div>
        <h3 id="gun-baslik" className="text-xl font-semibold">
          {formatYmdTr(date, { weekday: true })}
        </h3>
        <p className="text-sm text-stone-300" data-testid="day-count">
          {activeCount} randevu (bekleyen ve onaylı)
        </p>
      </div>

      <DayTimeline
        date={date}
        memberIds={memberIds}
        calendar={calendar}
        memberNames={Object.fromEntries(members.map((m) => [m.id, m.name]))}
        appointments={confirmed}
        colors={colors}
        search={search}
      />

      <WaitlistPanel date={date} />

      <div>
        <h4 className="mb-2 text-lg font-semibold">Günün Randevuları</h4>
        {appointments.length === 0 ? (
          <p className="rounded-2xl border border-line bg-stone-900/60 p-4 text-stone-400">Bu gün için randevu yok.</p>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2" aria-label="Günün randevuları">
            {appointments.map((a) => (
              <li key={a.id} className="rounded-2xl border border-line bg-stone-900 p-4" data-testid="day-card" data-id={a.id}>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold">
                      <span className="tabular-nums">{a.time}</span> · {a.customerName}
                    </p>
                    <p className="text-sm text-stone-300">
                      {a.service} · {formatMinutes(a.customDuration ?? a.durationMinutes)} · {a.teamMemberName}
                    </p>
                  </div>
                  <StatusBadge status={a.status} />
                </div>
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  {a.status === 'pending' ? (
                    <StatusButton id={a.id} to="confirmed" search={search} label={`Onayla: ${a.customerName}`}>
                      Onayla
                    </StatusButton>
                  ) : null}
                  {a.status === 'confirmed' ? (
                    <StatusButton id={a.id} to="completed" search={search} label={`Tamamla: ${a.customerName}`}>
                      Tamamla
                    </StatusButton>
                  ) : null}
                  <AppointmentActions appointment={a} search={search} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
