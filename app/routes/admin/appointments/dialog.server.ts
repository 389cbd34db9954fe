/**
 * Small pieces shared by the appointment screen's dialog routes: the id parameter, the way
 * back to the screen, and whether a submission came from a fetcher (data back) or a plain
 * form (a redirect).
 */
import { data } from 'react-router';
import { ADMIN_APPOINTMENT_TEXTS } from '~/domain/admin-appointment-rules';
import { canOnAppointment, type AppointmentAction, type Needed, type Viewer } from '~/domain/permissions';
import { forbidden, requireAdmin, viewerOf, type ActiveSession, type AuthContext } from '~/http/auth.server';
import { FETCH_MODE_FIELD, FETCH_MODE_VALUE, listHref } from '~/routes/admin/appointments/paths';
import type { Db } from '../../../../db/client';
import { readAppointment, type Appointment } from '../../../models/appointments/queries.server';

/** The `:id` of a dialog route; anything but a positive integer is a 404. */
export function appointmentIdParam(value: string | undefined): number {
  const id = value && /^\d{1,12}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw data(ADMIN_APPOINTMENT_TEXTS.notFound, { status: 404 });
  return id;
}

/** The appointment of a dialog route, or a 404. */
export function requireAppointment(db: Db, value: string | undefined): Appointment {
  const appointment = readAppointment(db, appointmentIdParam(value));
  if (!appointment) throw data(ADMIN_APPOINTMENT_TEXTS.notFound, { status: 404 });
  return appointment;
}

/**
 * The appointment of a dialog route when the account may do `action` on it (an artist: her
 * own only, and only what the table lets her; docs/decisions/0381): a 404 when it is gone, the
 * 403 page when it is another artist's or the action is not hers.
 */
export function requireAppointmentFor(
  session: Pick<ActiveSession, 'user' | 'access'>,
  db: Db,
  value: string | undefined,
  action: AppointmentAction,
  toStatus?: string,
): Appointment {
  const appointment = requireAppointment(db, value);
  if (!canOnAppointment(viewerOf(session), action, appointment, toStatus)) throw forbidden('page');
  return appointment;
}

/** The screen with the query string the dialog was opened with. */
export function backToList(request: Request): string {
  return listHref(new URL(request.url).search);
}

export function isFetchSubmission(form: FormData): boolean {
  return form.get(FETCH_MODE_FIELD) === FETCH_MODE_VALUE;
}

/**
 * The guard of a route about one appointment (the panel and its actions): an account whose role
 * holds `needed` (else the 403 page), then the appointment, then whether this viewer may do `action` on it (an
 * artist: her own only; docs/decisions/0350). 404 without the appointment, 403 without the right.
 */
export async function requireAppointmentAccess(
  request: Request,
  context: AuthContext,
  needed: Needed,
  id: string | undefined,
  action: AppointmentAction,
  toStatus?: string,
): Promise<{ session: ActiveSession; viewer: Viewer; appointment: Appointment }> {
  const session = await requireAdmin(request, context, needed);
  const appointment = requireAppointmentFor(session, context.db, id, action, toStatus);
  return { session, viewer: viewerOf(session), appointment };
}

/** Where a plain form returns: a same-site admin path given by the form (`back`), else the appointment screen. */
export function returnTo(request: Request, form: FormData): string {
  const back = String(form.get('back') ?? '');
  return /^\/admin\/[\w\-/?=&%.]*$/.test(back) && !back.startsWith('//') ? back : backToList(request);
}
