/** The list view: one card per appointment with its status control and actions. */
import { Link } from 'react-router';
import { StatusBadge } from '~/ui/admin/status-badge';
import { appointmentSearch, type AppointmentQuery } from '~/domain/appointment-list';
import { formatMinutes } from '~/domain/duration';
import { formatKurus } from '~/utils/money';
import { formatYmdTr } from '~/ui/turkish-date';
import type { ListItem } from '~/models/appointments/overview.server';
import { PhoneLinks } from '~/ui/admin/phone-links';
import { Pager } from '~/ui/admin/pager';
import type { StudioNow } from '~/domain/clock';
import { NO_SHOW_LABEL } from '~/domain/no-show';
import { AppointmentActions } from './appointment-actions';
import { listHref, panelHref } from './paths';
import { StatusButton, StatusSelect } from './status-control';
import { useAbilities } from './abilities';

export function AppointmentListView({
  items,
  page,
  pages,
  query,
  search,
  now,
}: {
  items: ListItem[];
  page: number;
  pages: number;
  query: AppointmentQuery;
  search: string;
  /** Istanbul's date and minute ('Gelmedi' from an appointment's start on) */
  now: StudioNow;
}) {
  const abilities = useAbilities();
  return (
    <section aria-label="Randevu listesi">
      <ul className="grid gap-3 xl:grid-cols-2">
        {items.map((a) => (
          <li
            key={a.id}
            className="rounded-2xl border border-line bg-stone-900 p-4"
            data-testid="appointment-card"
            data-id={a.id}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="text-lg font-semibold">
                  <Link
                    to={panelHref(a.id, search)}
                    preventScrollReset
                    className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
                    data-testid="panel-link"
                  >
                    {a.customerName}
                  </Link>
                </h3>
                <p className="text-sm text-stone-300">{a.service}</p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {a.noShow ? (
                  <span
                    className="inline-flex items-center rounded-full border border-red-400 bg-red-950/60 px-2.5 py-0.5 text-xs font-semibold text-red-100"
                    data-testid="no-show-badge"
                  >
                    {NO_SHOW_LABEL}
                  </span>
                ) : null}
                <StatusBadge status={a.status} />
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-stone-400">Tarih</dt>
              <dd>
                {formatYmdTr(a.date, { weekday: true })} · <span className="tabular-nums">{a.time}</span>
              </dd>
              <dt className="text-stone-400">Çalışan</dt>
              <dd>{a.teamMemberName}</dd>
              <dt className="text-stone-400">Süre</dt>
              <dd>{formatMinutes(a.customDuration ?? a.durationMinutes)}</dd>
              <dt className="text-stone-400">Tutar</dt>
              <dd>{formatKurus(a.totalPriceKurus)}</dd>
              <dt className="text-stone-400">İletişim</dt>
              <dd className="break-all">
                {a.customerEmail ?? '—'} · <PhoneLinks phone={a.customerPhone} name={a.customerName} />
              </dd>
            </dl>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
              {abilities.write ? (
                <StatusSelect
                  id={a.id}
                  status={a.status}
                  search={search}
                  version={a.version}
                  label={`${a.customerName} randevusunun durumu`}
                />
              ) : abilities.ownStatus && (a.status === 'pending' || a.status === 'confirmed') ? (
                <StatusButton
                  id={a.id}
                  to={a.status === 'pending' ? 'confirmed' : 'completed'}
                  search={search}
                  version={a.version}
                  label={`${a.status === 'pending' ? 'Onayla' : 'Tamamla'}: ${a.customerName}`}
                >
                  {a.status === 'pending' ? 'Onayla' : 'Tamamla'}
                </StatusButton>
              ) : (
                <span />
              )}
              <AppointmentActions appointment={a} search={search} now={now} />
            </div>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} hrefOf={(p) => listHref(appointmentSearch(query, { page: p }))} />
    </section>
  );
}
