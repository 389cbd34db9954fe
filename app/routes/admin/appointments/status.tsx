import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, Link, redirect, useLocation } from 'react-router';
import { ConflictDialog } from '~/routes/admin/appointments/conflict-list';
import { Dialog } from '~/ui/admin/dialog';
import { dialogHref, useListBack } from '~/routes/admin/appointments/paths';
import { statusFormSchema } from '~/domain/admin-appointment-rules';
import { submissionFailure } from '~/domain/booking-rules';
import { ADMIN_APPOINTMENT_TEXTS, errorWithReason } from '~/domain/admin-appointment-texts';
import { changeAppointmentStatus } from '~/models/appointments/writes.server';
import {
  appointmentIdParam,
  isFetchSubmission,
  requireAppointmentFor,
  returnTo,
} from '~/routes/admin/appointments/dialog.server';
import { actorOf, requireAdmin } from '~/http/auth.server';
import { requireFormData } from '~/http/multipart.server';
import { networkGuardedAction, type NetworkFailure } from '~/ui/network-guard';
import type { StatusActionData } from './types';
import type { Route } from './+types/status';
import { FormAlert } from '~/ui/admin/form-alert';

/**
 * POST /admin/appointments/{id}/status: a status change from the list, the day's cards or
 * the timeline. Confirming checks the member's confirmed appointments first; on a conflict
 * the answer is the 'Randevu Onaylama Çakışması' dialog ('Yine de Onayla' posts again with
 * override). A fetcher gets data back; a plain form is redirected to the screen.
 */

/** Nothing to show by itself: the screen stays as it is (after a POST the action's answer shows). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, STATUS_WRITERS);
  return null;
}

/** Anyone's status (appointments.write), or an artist's own confirm and complete (appointments.status.own). */
const STATUS_WRITERS = ['appointments.write', 'appointments.status.own'] as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, STATUS_WRITERS);
  const id = appointmentIdParam(params.id);
  const form = await requireFormData(request);
  const submission = parseWithZod(form, { schema: statusFormSchema });
  if (submission.status !== 'success') {
    // an unknown status ('Geçersiz durum'), or a malformed version
    return data<StatusActionData>(
      {
        ok: false,
        kind: 'error',
        message: errorWithReason(ADMIN_APPOINTMENT_TEXTS.statusFailed, submissionFailure(submission.error).message),
      },
      { status: 400 },
    );
  }
  const { status, override, version } = submission.value;
  requireAppointmentFor(session, context.db, params.id, 'status', status);
  const result = changeAppointmentStatus(context, actorOf(session, context), id, status, {
    override,
    expectedVersion: version,
  });
  if (result.ok) {
    if (isFetchSubmission(form)) return data<StatusActionData>({ ok: true });
    // a plain form returns where it came from (the panel sends `back`), else to the screen
    throw redirect(returnTo(request, form));
  }
  if (result.kind === 'conflict') {
    return data<StatusActionData>(
      { ok: false, kind: 'conflict', status, conflicts: result.conflicts, message: result.message },
      { status: 409 },
    );
  }
  return data<StatusActionData>(
    { ok: false, kind: 'error', message: errorWithReason(ADMIN_APPOINTMENT_TEXTS.statusFailed, result.message) },
    { status: result.status },
  );
}

/** With JavaScript a request that fails on the network answers 'Bağlantı hatası…' and keeps the screen (network-guard.ts). */
export async function clientAction({
  serverAction,
}: Route.ClientActionArgs): Promise<StatusActionData | NetworkFailure> {
  return networkGuardedAction({ serverAction: () => serverAction() as Promise<StatusActionData> });
}

/** Without JavaScript: the answer of a status form that did not go through. */
export default function StatusAnswer({ actionData, params }: Route.ComponentProps) {
  const back = useListBack();
  const search = useLocation().search;
  if (!actionData || actionData.ok) return null;
  if (actionData.kind === 'error' || actionData.kind === 'network') {
    return (
      <Dialog headingLevel={2} title="Durum güncellenemedi" closeTo={back}>
        <FormAlert>{actionData.message}</FormAlert>
        <Link to={back} className="btn-ghost mt-4">
          Randevulara Dön
        </Link>
      </Dialog>
    );
  }
  return (
    <ConflictDialog
      title={ADMIN_APPOINTMENT_TEXTS.confirmConflictTitle}
      conflicts={actionData.conflicts}
      closeTo={back}
    >
      <Form method="post" action={dialogHref(Number(params.id), 'status', search)}>
        <input type="hidden" name="status" value={actionData.status} />
        <input type="hidden" name="override" value="1" />
        <button type="submit" className="btn-primary">
          {ADMIN_APPOINTMENT_TEXTS.confirmAnyway}
        </button>
      </Form>
      <Link to={back} preventScrollReset className="btn-ghost" data-autofocus>
        {ADMIN_APPOINTMENT_TEXTS.cancel}
      </Link>
    </ConflictDialog>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
