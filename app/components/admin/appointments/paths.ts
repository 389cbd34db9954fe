import { useLocation } from 'react-router';

/**
 * URLs of the appointment screen. Dialogs are child routes (/admin/appointments/new,
 * /admin/appointments/{id}/edit, ...) that keep the screen's query string, so closing one
 * returns to the same filters, view and day.
 */
export const APPOINTMENTS_PATH = '/admin/appointments';

/** The screen with a query string ('?…' or ''). */
export function listHref(search: string): string {
  return `${APPOINTMENTS_PATH}${search}`;
}

export type AppointmentDialog = 'edit' | 'delete' | 'note' | 'move' | 'status' | 'no-show';

export function dialogHref(id: number, dialog: AppointmentDialog, search: string): string {
  return `${APPOINTMENTS_PATH}/${id}/${dialog}${search}`;
}

export function newHref(search: string): string {
  return `${APPOINTMENTS_PATH}/new${search}`;
}

/** A fetcher submission marks itself with this field and gets data back instead of a redirect. */
export const FETCH_MODE_FIELD = 'mode';
export const FETCH_MODE_VALUE = 'fetch';

/** The screen with the current query string (for a dialog's close and cancel links). */
export function useListBack(): string {
  return listHref(useLocation().search);
}
