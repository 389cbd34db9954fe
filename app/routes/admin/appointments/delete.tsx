import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { Dialog } from '~/ui/admin/dialog';
import { useListBack } from '~/routes/admin/appointments/paths';
import { adminMeta } from '~/ui/admin/admin-tabs';
import { ADMIN_APPOINTMENT_TEXTS, errorWithReason } from '~/domain/admin-appointment-texts';
import { versionOnlyFormSchema } from '~/domain/admin-appointment-rules';
import { answerInvalid, answerRefused } from '~/http/form-answer.server';
import { replyMessage } from '~/utils/form-reply';
import { deleteAdminAppointment } from '~/models/appointments/writes.server';
import { appointmentIdParam, backToList, requireAppointment } from '~/routes/admin/appointments/dialog.server';
import { VERSION_FIELD } from '~/domain/versions';
import { requireFormData } from '~/http/multipart.server';
import { adminAppointmentJson } from '~/models/appointments/json.server';
import { actorOf, requireAdmin } from '~/http/auth.server';
import type { Route } from './+types/delete';
import { FormAlert } from '~/ui/admin/form-alert';
import { AppointmentSummary } from './appointment-summary';
import { useOpenedVersion } from '~/ui/admin/opened-version';

/** /admin/appointments/{id}/delete: 'Bu randevuyu silmek istediğinizden emin misiniz?', then the delete. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'appointments.write');
  return { appointment: adminAppointmentJson(requireAppointment(context.db, params.id)) };
}

/** The intent of the delete form's answer. */
const DELETE = 'delete';

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, 'appointments.write');
  const submission = parseWithZod(await requireFormData(request), { schema: versionOnlyFormSchema });
  if (submission.status !== 'success') return answerInvalid(DELETE, submission);
  const result = deleteAdminAppointment(context, actorOf(session, context), appointmentIdParam(params.id), {
    expectedVersion: submission.value.version,
  });
  if (!result.ok)
    return answerRefused(
      DELETE,
      submission,
      errorWithReason(ADMIN_APPOINTMENT_TEXTS.deleteFailed, result.message),
      result.status,
    );
  throw redirect(backToList(request));
}

export const meta: Route.MetaFunction = () => adminMeta('Randevuyu Sil');

export default function DeleteAppointment({ loaderData, actionData, params }: Route.ComponentProps) {
  const back = useListBack();
  const { appointment: a } = loaderData;
  const busy = useNavigation().state === 'submitting';
  // the version the dialog was opened with (docs/decisions/0430)
  const version = useOpenedVersion(a.version, params.id);
  // a refusal (gone meanwhile, changed meanwhile) or a malformed version: conform's reply
  const message = replyMessage(actionData, DELETE);
  return (
    <Dialog headingLevel={2} title="Randevuyu Sil" closeTo={back}>
      <p className="font-medium">{ADMIN_APPOINTMENT_TEXTS.deleteConfirm}</p>
      <AppointmentSummary appointment={a} className="mt-3" />
      {message ? <FormAlert className="mt-3">{message}</FormAlert> : null}
      <Form method="post" className="mt-4 flex flex-wrap gap-2">
        <input type="hidden" name={VERSION_FIELD} value={version} />
        <button type="submit" className="btn-primary bg-red-400 hover:bg-red-300" disabled={busy}>
          {busy ? 'Siliniyor…' : 'Evet, Sil'}
        </button>
        <Link to={back} preventScrollReset className="btn-ghost" data-autofocus>
          Vazgeç
        </Link>
      </Form>
    </Dialog>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
