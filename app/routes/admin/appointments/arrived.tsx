/**
 * POST /admin/appointments/{id}/arrived: sets (arrived=1) or clears (arrived=0) the 'Geldi'
 * mark (issue 27, the panel's one-tap action; appointment-panel.ts `arrivalProblem`). A fetcher
 * gets data back; a plain form returns where it came from (`back`: the panel); a refusal
 * renders here.
 */
import { APPOINTMENT_READERS, APPOINTMENT_STATUS_WRITERS } from '~/domain/permissions';
import { data, redirect } from 'react-router';
import { MarkAnswer } from './mark-answer';
import { PANEL_TEXTS } from '~/domain/appointment-panel';
import { networkGuardedAction, type NetworkFailure } from '~/ui/network-guard';
import { actorOf } from '~/http/auth.server';
import { requireFormData } from '~/http/multipart.server';
import { setArrived } from '~/models/appointments/writes.server';
import { formVersion, isFetchSubmission, requireAppointmentAccess, returnTo } from '~/routes/admin/appointments/dialog.server';
import type { NoShowActionData } from './types';
import type { Route } from './+types/arrived';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAppointmentAccess(request, context, APPOINTMENT_READERS, params.id, 'read');
  throw redirect(`/admin/appointments/${params.id}${new URL(request.url).search}`);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { session, appointment } = await requireAppointmentAccess(request, context, APPOINTMENT_STATUS_WRITERS, params.id, 'no-show');
  const form = await requireFormData(request);
  const value = String(form.get('arrived') ?? '');
  if (value !== '1' && value !== '0') return data<NoShowActionData>({ ok: false, kind: 'error', message: PANEL_TEXTS.invalidMark }, { status: 400 });
  const result = setArrived(context, actorOf(session, context), appointment.id, value === '1', { expectedVersion: formVersion(form) });
  if (!result.ok) return data<NoShowActionData>({ ok: false, kind: 'error', message: result.message }, { status: result.status });
  if (isFetchSubmission(form)) return data<NoShowActionData>({ ok: true });
  throw redirect(returnTo(request, form));
}

export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<NoShowActionData | NetworkFailure> {
  return networkGuardedAction({ serverAction: () => serverAction() as Promise<NoShowActionData> });
}

/** Without JavaScript: the answer of a form that did not go through. */
export default function ArrivedAnswer({ actionData }: Route.ComponentProps) {
  return <MarkAnswer actionData={actionData} />;
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
