import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import { noShowFormSchema } from '~/domain/admin-appointment-rules';
import { submissionFailure } from '~/domain/booking-rules';
import { MarkAnswer } from './mark-answer';
import { networkGuardedAction, type NetworkFailure } from '~/ui/network-guard';
import { requireFormData } from '~/http/multipart.server';
import { setNoShow } from '~/models/appointments/writes.server';
import { APPOINTMENT_STATUS_WRITERS } from '~/domain/permissions';
import {
  appointmentIdParam,
  isFetchSubmission,
  requireAppointmentFor,
  returnTo,
} from '~/routes/admin/appointments/dialog.server';
import { actorOf, requireAdmin } from '~/http/auth.server';
import type { NoShowActionData } from './types';
import type { Route } from './+types/no-show';

/**
 * POST /admin/appointments/{id}/no-show: sets (noShow=1) or clears (noShow=0) the 'Gelmedi'
 * mark. A fetcher gets data back; a plain form (no JavaScript) is redirected to the screen it
 * came from (`back`: the customer card, else the appointment screen); a refusal renders here.
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, NO_SHOW_WRITERS);
  return null;
}

/** Anyone's mark (appointments.write), or an artist's on her own (appointments.status.own). */
const NO_SHOW_WRITERS = APPOINTMENT_STATUS_WRITERS;

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, NO_SHOW_WRITERS);
  const id = appointmentIdParam(params.id);
  requireAppointmentFor(session, context.db, params.id, 'no-show');
  const form = await requireFormData(request);
  const submission = parseWithZod(form, { schema: noShowFormSchema });
  // a mark that is neither '1' nor '0' (its own message), or a malformed version
  if (submission.status !== 'success')
    return data<NoShowActionData>(
      { ok: false, kind: 'error', message: submissionFailure(submission.error).message },
      { status: 400 },
    );
  const result = setNoShow(context, actorOf(session, context), id, submission.value.noShow, {
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

/** Without JavaScript: the answer of a no-show form that did not go through. */
export default function NoShowAnswer({ actionData }: Route.ComponentProps) {
  return <MarkAnswer actionData={actionData} />;
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
