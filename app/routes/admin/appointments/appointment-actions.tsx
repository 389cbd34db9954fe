/**
 * The links of an appointment: note, edit, move, its history, delete (each a dialog route that
 * works without JavaScript), as far as the account may use them (abilities.ts; the server checks
 * again): an artist gets 'Gelmedi' and 'Not' on her own.
 */
import { Link } from 'react-router';
import type { AdminAppointment } from '~/models/appointments/json.server';
import { dialogHref } from './paths';
import { NoShowToggle } from './status-control';
import { useAbilities } from './abilities';
import type { StudioNow } from '~/domain/clock';
import { canMarkNoShow } from '~/domain/no-show';

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-line px-3 text-sm font-medium hover:border-accent hover:text-accent';

type ActionsAppointment = Pick<AdminAppointment, 'id' | 'customerName' | 'notes'> &
  Partial<Pick<AdminAppointment, 'customerId' | 'status' | 'noShow' | 'version' | 'date' | 'time'>>;

/** The customer card of an appointment's customer. */
export function customerCardHref(customerId: number): string {
  return `/admin/customers/${customerId}`;
}

export function AppointmentActions({
  appointment: a,
  search,
  now,
}: {
  appointment: ActionsAppointment;
  search: string;
  /** Istanbul's date and minute: 'Gelmedi' is offered from the appointment's start on, as on the panel (no-show.ts) */
  now?: StudioNow;
}) {
  const who = a.customerName;
  const abilities = useAbilities();
  const noShowOffered =
    (abilities.write || abilities.ownStatus) &&
    (a.noShow ||
      ((a.status === 'pending' || a.status === 'confirmed') &&
        (now === undefined ||
          a.date === undefined ||
          a.time === undefined ||
          canMarkNoShow({ status: a.status, date: a.date, time: a.time }, now))));
  return (
    <div className="flex flex-wrap gap-1.5">
      {a.status !== undefined && noShowOffered ? (
        <NoShowToggle id={a.id} noShow={Boolean(a.noShow)} search={search} label={who} version={a.version} />
      ) : null}
      {a.customerId && abilities.customers ? (
        <Link to={customerCardHref(a.customerId)} className={linkClass} aria-label={`Müşteri kartı: ${who}`}>
          Müşteri
        </Link>
      ) : null}
      {a.notes || (abilities.notes && !abilities.write) ? (
        <Link to={dialogHref(a.id, 'note', search)} preventScrollReset className={linkClass} aria-label={`Not: ${who}`}>
          {a.notes ? 'Not' : 'Not ekle'}
        </Link>
      ) : null}
      {abilities.write ? <WriteLinks id={a.id} who={who} search={search} /> : null}
      {abilities.history ? (
        <Link
          to={dialogHref(a.id, 'history', search)}
          preventScrollReset
          className={linkClass}
          aria-label={`Geçmiş: ${who}`}
        >
          Geçmiş
        </Link>
      ) : null}
    </div>
  );
}

function WriteLinks({ id, who, search }: { id: number; who: string; search: string }) {
  const a = { id };
  return (
    <>
      <Link
        to={dialogHref(a.id, 'edit', search)}
        preventScrollReset
        className={linkClass}
        aria-label={`Düzenle: ${who}`}
      >
        Düzenle
      </Link>
      <Link to={dialogHref(a.id, 'move', search)} preventScrollReset className={linkClass} aria-label={`Taşı: ${who}`}>
        Taşı
      </Link>
      <Link
        to={dialogHref(a.id, 'delete', search)}
        preventScrollReset
        className={`${linkClass} text-red-200`}
        aria-label={`Sil: ${who}`}
      >
        Sil
      </Link>
    </>
  );
}
