import { Link, redirect } from 'react-router';
import { adminMeta } from '~/ui/admin/admin-tabs';
import { AdminPageHeader } from '~/ui/admin/admin-ui';
import { StatusBadge } from '~/ui/admin/status-badge';
import { BackupStatus } from '~/ui/admin/backup-status';
import { backupView } from '~/domain/replication';
import { formatYmdTr } from '~/ui/turkish-date';
import { adminDashboard } from '~/models/appointments/lists.server';
import { getSession, requireAdmin } from '~/http/auth.server';
import { can } from '~/domain/permissions';
import { readTakings } from '~/models/sales/takings.server';
import { takingsHref } from '~/routes/admin/sales/paths';
import { formatKurus } from '~/utils/money';
import { dialogHref } from '~/routes/admin/appointments/paths';
import { istanbulToday, minutesToTime } from '~/domain/clock';
import { dayPlan } from '~/domain/hours';
import { NO_SHOW_LABEL } from '~/domain/no-show';
import { adminAppointmentJson } from '~/models/appointments/json.server';
import { readAppointments } from '~/models/appointments/queries.server';
import { listMembersForCalendar, loadCalendar } from '~/models/studio/calendar.server';
import { studioFacts } from '~/models/studio/first-steps.server';
import { firstStepsFor } from '~/domain/first-steps';
import { FirstSteps } from '~/ui/admin/first-steps';
import type { Route } from './+types/dashboard';

/** Today's schedule per active member: their hours today (hours.ts, their own week included) and their appointments in time order. */
function todaySchedule(db: Parameters<typeof adminDashboard>[0], today: string) {
  const calendar = loadCalendar(db, today);
  const list = readAppointments(db, { from: today, to: today, order: 'schedule' }).map(adminAppointmentJson);
  const members = listMembersForCalendar(db).filter((m) => m.isActive);
  const row = (memberId: number | null, name: string) => {
    const plan = memberId === null ? null : dayPlan(today, calendar, memberId);
    return {
      id: memberId,
      name,
      hours:
        memberId === null
          ? null
          : plan
            ? `${minutesToTime(plan.open)} - ${minutesToTime(plan.close)}`
            : 'Bugün çalışmıyor',
      appointments: list
        .filter((a) => a.teamMemberId === memberId)
        .map((a) => ({
          id: a.id,
          time: a.time,
          customerName: a.customerName,
          service: a.service,
          status: a.status,
          noShow: a.noShow,
        })),
    };
  };
  const rows = members.map((m) => row(m.id, m.name));
  const unassigned = row(null, 'Çalışan Yok');
  const known = new Set(members.map((m) => m.id));
  const others = list.filter((a) => a.teamMemberId !== null && !known.has(a.teamMemberId));
  return [
    ...rows,
    ...(unassigned.appointments.length > 0 ? [unassigned] : []),
    ...others.map((a) => ({ ...row(a.teamMemberId, a.teamMemberName), hours: null })),
  ];
}

/** Today's takings in short: what was taken, by method, and the sales. */
function todayTakings(db: Parameters<typeof readTakings>[0], today: string) {
  const t = readTakings(db, today);
  return {
    takenKurus: t.takenKurus,
    byMethod: t.byMethod.map((m) => ({ method: m.method, label: m.label, kurus: m.kurus })),
    sales: t.sales.count,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // an artist (Uzman) has no dashboard: /admin is her own day (docs/decisions/0380)
  const session = await getSession(request, context);
  if (
    session &&
    !can(session.user.role, 'dashboard.read', session.access) &&
    can(session.user.role, 'appointments.read.own', session.access)
  ) {
    throw redirect(`/admin/appointments?day=${istanbulToday(context.now())}`);
  }
  const viewer = await requireAdmin(request, context, 'dashboard.read');
  const may = (p: Parameters<typeof can>[1]) => can(viewer.user.role, p, viewer.access);
  const { stats, recentAppointments } = adminDashboard(context.db);
  const today = istanbulToday(context.now());
  return {
    stats,
    recentAppointments,
    today,
    schedule: todaySchedule(context.db, today),
    // the off-site copy is the owner's and manager's business (settings.write); the desk sees nothing of it
    backup: may('settings.write') ? backupView(context.replication()) : null,
    // today's takings, for those who may read Gün sonu (takings.read)
    takings: may('takings.read') ? todayTakings(context.db, today) : null,
    // a studio that started empty (a deployment): what to set up first (docs/decisions/0411)
    firstSteps: firstStepsFor(studioFacts(context.db), { role: viewer.user.role, options: viewer.access }),
  };
}

export const meta: Route.MetaFunction = () => adminMeta('Panel');

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { stats, recentAppointments, today, schedule, backup, takings, firstSteps } = loaderData;
  const cards = [
    { label: 'Toplam Randevu', value: stats.totalAppointments },
    { label: 'Bekleyen Randevu', value: stats.pendingAppointments },
    { label: 'Onaylanan Randevu', value: stats.confirmedAppointments },
    { label: 'Galeri Resmi', value: stats.totalGalleryImages },
  ];
  return (
    <section>
      <AdminPageHeader title="Panel" />
      {backup ? <BackupStatus backup={backup} /> : null}
      <FirstSteps steps={firstSteps} />
      {takings ? <TodayTakings takings={takings} today={today} /> : null}
      <ul className="grid grid-cols-2 gap-4 xl:grid-cols-4" aria-label="Özet">
        {cards.map((card) => (
          <li key={card.label} className="rounded-2xl border border-line bg-stone-900 p-5">
            <p className="text-sm text-stone-400">{card.label}</p>
            <p className="mt-2 text-3xl font-semibold tabular-nums" data-testid={`stat-${card.label}`}>
              {card.value}
            </p>
          </li>
        ))}
      </ul>

      <div className="mt-8 rounded-2xl border border-line bg-stone-900" data-testid="today-schedule">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-3">
          <h3 className="text-lg font-semibold">Bugünün Programı · {formatYmdTr(today, { weekday: true })}</h3>
          <Link
            to={`/admin/appointments?day=${today}`}
            className="inline-flex min-h-11 items-center text-sm font-medium text-accent underline-offset-4 hover:underline"
          >
            Günün takvimi →
          </Link>
        </div>
        <ul
          className="grid gap-px overflow-hidden rounded-b-2xl bg-line sm:grid-cols-2 xl:grid-cols-3"
          aria-label="Bugünün programı"
        >
          {schedule.map((m) => (
            <li key={m.id ?? 'none'} className="min-w-0 bg-stone-900 px-5 py-4">
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold">{m.name}</span>
                {m.hours ? <span className="text-xs text-stone-400 tabular-nums">{m.hours}</span> : null}
              </p>
              {m.appointments.length === 0 ? (
                <p className="mt-2 text-sm text-stone-400">Bugün randevu yok</p>
              ) : (
                <ul className="mt-2 space-y-1">
                  {m.appointments.map((a) => (
                    <li key={a.id}>
                      <Link
                        to={dialogHref(a.id, 'edit', `?day=${today}`)}
                        className="flex min-h-11 items-center gap-3 rounded-xl px-2 hover:bg-stone-800"
                      >
                        <span className="tabular-nums text-sm font-semibold">{a.time}</span>
                        <span className="min-w-0 flex-1 truncate text-sm">
                          {a.customerName}
                          <span className="text-stone-400"> · {a.service}</span>
                        </span>
                        {/* the status stays whole on a phone: the name gives way (issue 36 item 7) */}
                        <span className="shrink-0">
                          {a.noShow ? (
                            <span className="text-xs font-semibold text-red-200">{NO_SHOW_LABEL}</span>
                          ) : (
                            <StatusBadge status={a.status} />
                          )}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>

      <div className="mt-8 rounded-2xl border border-line bg-stone-900">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-3">
          <h3 className="text-lg font-semibold">Son Randevular</h3>
          <Link
            to="/admin/appointments"
            className="inline-flex min-h-11 items-center text-sm font-medium text-accent underline-offset-4 hover:underline"
          >
            Tüm randevular →
          </Link>
        </div>
        {recentAppointments.length === 0 ? (
          <p className="px-5 py-8 text-center text-stone-400">Henüz randevu yok</p>
        ) : (
          <ul className="divide-y divide-line" aria-label="Son randevular">
            {recentAppointments.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
                <div className="min-w-0">
                  <p className="font-medium">
                    <Link
                      to={dialogHref(a.id, 'edit', `?day=${a.date}`)}
                      className="inline-flex min-h-11 items-center underline decoration-accent/60 underline-offset-4 hover:text-accent"
                      data-testid="recent-link"
                    >
                      {a.customerName}
                    </Link>
                  </p>
                  <p className="text-sm text-stone-400">{a.service}</p>
                </div>
                <div className="flex items-center gap-4">
                  <p className="text-right text-sm text-stone-300">
                    <span className="block">{formatYmdTr(a.date)}</span>
                    <span className="block tabular-nums">{a.time}</span>
                  </p>
                  <StatusBadge status={a.status} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function TodayTakings({
  takings,
  today,
}: {
  takings: NonNullable<Route.ComponentProps['loaderData']['takings']>;
  today: string;
}) {
  return (
    <section
      aria-labelledby="bugunun-tahsilati"
      className="mb-6 rounded-2xl border border-line bg-stone-900 p-5"
      data-testid="today-takings"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="bugunun-tahsilati" className="text-lg font-semibold">
          Bugünün tahsilatı
        </h3>
        <Link
          to={takingsHref(today)}
          className="inline-flex min-h-11 items-center text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          Gün sonu →
        </Link>
      </div>
      <p className="mt-1 text-3xl font-semibold tabular-nums" data-testid="today-taken">
        {formatKurus(takings.takenKurus)}
      </p>
      <p className="mt-1 text-sm text-stone-300">
        {takings.sales} satış
        {takings.byMethod
          .filter((m) => m.kurus !== 0)
          .map((m) => ` · ${m.label} ${formatKurus(m.kurus)}`)
          .join('')}
      </p>
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
