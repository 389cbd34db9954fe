import { useLocation } from 'react-router';

/**
 * URLs of the appointment screen. Dialogs are child routes (/admin/appointments/new,
 * /admin/appointments/{id}/edit, ...) that keep the screen's query string, so closing one
 * returns to the same filters, view and day.
 */
export const APPOINTMENTS_PATH = '/admin/appointments';

/** Whether a dialog (a child route) is open over the screen at `pathname`. */
export function isBehindDialog(pathname: string): boolean {
  return pathname.replace(/\/+$/, '').toLowerCase() !== APPOINTMENTS_PATH;
}

/** What 'Yeni Randevu' reads from its URL besides the screen's query (a tapped slot, the customer lookup); the screen drops them. */
export const NEW_FORM_PARAMS = ['date', 'time', 'teamMemberId', 'lookup', 'customer', 'rebook'] as const;

/** The query string without the new form's own parameters. */
function screenSearch(search: string): string {
  if (!NEW_FORM_PARAMS.some((p) => search.includes(`${p}=`))) return search;
  const params = new URLSearchParams(search);
  for (const p of NEW_FORM_PARAMS) params.delete(p);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The screen with a query string ('?…' or ''). */
export function listHref(search: string): string {
  return `${APPOINTMENTS_PATH}${screenSearch(search)}`;
}

export type AppointmentDialog =
  | 'edit'
  | 'kapora'
  | 'delete'
  | 'note'
  | 'move'
  | 'status'
  | 'no-show'
  | 'arrived'
  | 'cancel'
  | 'checkout'
  | 'history';

export function dialogHref(id: number, dialog: AppointmentDialog, search: string): string {
  return `${APPOINTMENTS_PATH}/${id}/${dialog}${search}`;
}

/** The appointment's panel (issue 27): over the screen it was opened from, with its query string. */
export function panelHref(id: number, search: string): string {
  return `${APPOINTMENTS_PATH}/${id}${screenSearch(search)}`;
}

/** The checkout of an appointment ('Ödeme al'), over the same screen. */
export function checkoutHref(id: number, search: string): string {
  return `${APPOINTMENTS_PATH}/${id}/checkout${screenSearch(search)}`;
}

export function newHref(search: string): string {
  return `${APPOINTMENTS_PATH}/new${search}`;
}

/** 'Yeni Randevu' for a free slot of the day or week view: member (if any), date and time filled in. */
export function slotHref(search: string, slot: { date: string; time: string; memberId?: number | null }): string {
  const params = new URLSearchParams(screenSearch(search));
  params.set('date', slot.date);
  params.set('time', slot.time);
  if (slot.memberId != null) params.set('teamMemberId', String(slot.memberId));
  return `${APPOINTMENTS_PATH}/new?${params.toString()}`;
}

/** A fetcher submission marks itself with this field and gets data back instead of a redirect. */
export const FETCH_MODE_FIELD = 'mode';
export const FETCH_MODE_VALUE = 'fetch';

/** The screen with the current query string (for a dialog's close and cancel links). */
export function useListBack(): string {
  return listHref(useLocation().search);
}
