/**
 * POST /admin/appointments/{id}/arrived: sets (arrived=1) or clears (arrived=0) the 'Geldi'
 * mark (issue 27, the panel's one-tap action; appointment-panel.ts `arrivalProblem`). A fetcher
 * gets data back; a plain form returns where it came from (`back`: the panel); a refusal
 * renders here.
 */
import { APPOINTMENT_READERS, APPOINTMENT_STATUS_WRITERS } from '~/domain/permissions';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { arrivedFormSchema } from '~/domain/admin-appointment-rules';
import { submissionFailure } from '~/domain/booking-rules';
import { MarkAnswer } from './mark-answer';
import { networkGuardedAction, type NetworkFailure } from '~/ui/network-guard';
import { actorOf } from '~/http/auth.server';
import { requireFormData } from '~/http/multipart.server';
import { setArrived } from '~/models/appointments/writes.server';
import { isFetchSubmission, requireAppointmentAccess, returnTo } from '~/routes/admin/appointments/dialog.server';
import type { NoShowActionData } from './types';
import type { Route } from './+types/arrived';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAppointmentAccess(request, context, APPOINTMENT_READERS, params.id, 'read');
  throw redirect(`/admin/appointments/${params.id}${new URL(request.url).search}`);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { session, appointment } = await requireAppointmentAccess(
    request,
    context,
    APPOINTMENT_STATUS_WRITERS,
    params.id,
    'no-show',
  );
  const form = await requireFormData(request);
  const submission = parseWithZod(form, { schema: arrivedFormSchema });
  // a mark that is neither '1' nor '0' (its own message), or a malformed version
  if (submission.status !== 'success')
    return data<NoShowActionData>(
      { ok: false, kind: 'error', message: submissionFailure(submission.error).message },
      { status: 400 },
    );
  const result = setArrived(context, actorOf(session, context), appointment.id, submission.value.arrived, {
    expectedVersion: submission.value.version,
  });
  if (!result.ok)
    return data<NoShowActionData>({ ok: false, kind: 'error', message: result.message }, { status: result.status });
  if (isFetchSubmission(form)) return data<NoShowActionData>({ ok: true });
  throw redirect(returnTo(request, form));
}

export async function clientAction({
  serverAction,
}: Route.ClientActionArgs): Promise<NoShowActionData | NetworkFailure> {
  return networkGuardedAction({ serverAction: () => serverAction() as Promise<NoShowActionData> });
}

/** Without JavaScript: the answer of a form that did not go through. */
export default function ArrivedAnswer({ actionData }: Route.ComponentProps) {
  return <MarkAnswer actionData={actionData} />;
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
