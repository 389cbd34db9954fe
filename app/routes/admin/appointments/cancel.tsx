/**
 * /admin/appointments/{id}/cancel: 'İptal' from the panel (issue 27, item 1; docs/decisions/0374):
 * the reason and one confirmation. Each common reason is its own submit button (one tap
 * cancels with it); another reason is typed. The reason is kept with the appointment
 * (`cancel_reason`) and in its history; the customer is told as for any cancellation and the
 * freed time goes to the day's waitlist. A paid visit is not cancelled (its sale is voided
 * first). Works the same with and without JavaScript; then back to the panel.
 */
import { getFormProps, getInputProps } from '@conform-to/react';
import { useServerForm } from '~/ui/form-metadata';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { VERSION_FIELD } from '~/domain/versions';
import { Form, Link, redirect, useLocation, useNavigation } from 'react-router';
import { CANCEL_REASONS, cancelFormSchema, cancelProblem, PANEL_TEXTS } from '~/domain/appointment-panel';
import { answerInvalid, answerRefused } from '~/http/form-answer.server';
import { replyFor } from '~/utils/form-reply';
import { formatYmdTr } from '~/ui/turkish-date';
import { adminMeta } from '~/ui/admin/admin-tabs';
import { Dialog } from '~/ui/admin/dialog';
import { inputClass } from '~/ui/admin/content-table';
import { actorOf } from '~/http/auth.server';
import { requireFormData } from '~/http/multipart.server';
import { changeAppointmentStatus } from '~/models/appointments/writes.server';
import { serviceText } from '~/models/appointments/queries.server';
import { liveSaleOf } from '~/models/sales/queries.server';
import { requireAppointmentAccess } from '~/routes/admin/appointments/dialog.server';
import { panelHref } from '~/routes/admin/appointments/paths';
import type { Route } from './+types/cancel';
import { FormAlert } from '~/ui/admin/form-alert';
import { useOpenedVersion } from '~/ui/admin/opened-version';

/** The intent of the cancel dialog's answer (both of its forms). */
const CANCEL = 'cancel';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { appointment: a } = await requireAppointmentAccess(
    request,
    context,
    'appointments.write',
    params.id,
    'status',
    'cancelled',
  );
  return {
    id: a.id,
    customerName: a.customerName,
    date: a.date,
    time: a.time,
    service: serviceText(a.lines),
    problem: cancelProblem(a, liveSaleOf(context.db, a.id)),
    version: a.version,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { session, appointment } = await requireAppointmentAccess(
    request,
    context,
    'appointments.write',
    params.id,
    'status',
    'cancelled',
  );
  const submission = parseWithZod(await requireFormData(request), { schema: cancelFormSchema });
  if (submission.status !== 'success') return answerInvalid(CANCEL, submission);
  const problem = cancelProblem(appointment, liveSaleOf(context.db, appointment.id));
  if (problem) return answerRefused(CANCEL, submission, problem, 409);
  const { reason, version } = submission.value;
  const result = changeAppointmentStatus(context, actorOf(session, context), appointment.id, 'cancelled', {
    reason,
    expectedVersion: version,
  });
  if (!result.ok) return answerRefused(CANCEL, submission, result.message, result.status);
  throw redirect(panelHref(appointment.id, new URL(request.url).search));
}

export const meta: Route.MetaFunction = () => adminMeta(PANEL_TEXTS.cancelTitle);

export default function CancelAppointment({ loaderData: a, actionData }: Route.ComponentProps) {
  const { search } = useLocation();
  const back = panelHref(a.id, search);
  const busy = useNavigation().state === 'submitting';
  // the version the dialog was opened with, not the one a live re-read brought in (docs/decisions/0430)
  const version = useOpenedVersion(a.version, a.id);
  const [form, fields] = useServerForm<z.input<typeof cancelFormSchema>>({
    lastResult: replyFor(actionData, CANCEL),
  });
  // one message for the dialog: a refusal (paid, stale) or the reason's
  const message = form.errors?.[0] ?? fields.reason.errors?.[0] ?? null;
  const typed = fields.reason.initialValue;
  return (
    <Dialog headingLevel={2} title={PANEL_TEXTS.cancelTitle} closeTo={back}>
      <p className="text-sm text-stone-300">
        {a.customerName} · {formatYmdTr(a.date, { weekday: true })} <span className="tabular-nums">{a.time}</span> ·{' '}
        {a.service}
      </p>
      {a.problem ? (
        <>
          <FormAlert className="mt-3">{a.problem}</FormAlert>
          <Link to={back} className="btn-ghost mt-4">
            Randevuya dön
          </Link>
        </>
      ) : (
        <>
          {message ? (
            <FormAlert id={form.errorId} className="mt-3">
              {message}
            </FormAlert>
          ) : null}
          <p className="mt-3 text-sm">
            Müşteriye iptal bildirilir, boşalan saat bekleme listesine duyurulur. Nedeni seçin:
          </p>
          <Form
            method="post"
            preventScrollReset
            className="mt-3 grid gap-2 sm:grid-cols-2"
            aria-label="Hazır iptal nedenleri"
          >
            <input type="hidden" name={VERSION_FIELD} value={version} />
            {CANCEL_REASONS.map((reason, i) => (
              <button
                key={reason}
                type="submit"
                name="reason"
                value={reason}
                disabled={busy}
                className="inline-flex min-h-12 items-center justify-center rounded-xl border border-red-800 bg-red-950/40 px-3 text-sm font-semibold text-red-50 hover:border-red-400"
                data-autofocus={i === 0 ? true : undefined}
              >
                {reason}
              </button>
            ))}
          </Form>
          <Form method="post" preventScrollReset className="mt-4 border-t border-line pt-3" {...getFormProps(form)}>
            <input type="hidden" name={VERSION_FIELD} value={version} />
            <label htmlFor="iptal-nedeni" className="text-sm font-medium">
              {PANEL_TEXTS.cancelOther}
            </label>
            <input
              {...getInputProps(fields.reason, { type: 'text', ariaAttributes: false })}
              id="iptal-nedeni"
              maxLength={200}
              // a tapped common reason is not typed again into the box
              defaultValue={
                typeof typed === 'string' && !(CANCEL_REASONS as readonly string[]).includes(typed) ? typed : ''
              }
              className={inputClass}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? form.errorId : undefined}
            />
            <div className="mt-3 flex flex-wrap gap-2">
              <button type="submit" disabled={busy} className="btn-primary bg-red-600 text-white">
                {busy ? 'İptal ediliyor…' : PANEL_TEXTS.cancelSubmit}
              </button>
              <Link to={back} preventScrollReset className="btn-ghost">
                Vazgeç
              </Link>
            </div>
          </Form>
        </>
      )}
    </Dialog>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
