import { getFormProps, getTextareaProps } from '@conform-to/react';
import { useServerForm } from '~/ui/form-metadata';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { Dialog } from '~/ui/admin/dialog';
import { useListBack } from '~/routes/admin/appointments/paths';
import { formatYmdTr } from '~/ui/turkish-date';
import { backToList, requireAppointmentFor } from '~/routes/admin/appointments/dialog.server';
import { VERSION_FIELD } from '~/domain/versions';
import { actorOf, mayDo, requireAdmin, viewerOf } from '~/http/auth.server';
import { requireFormData } from '~/http/multipart.server';
import { APPOINTMENT_READERS, adminMeta } from '~/ui/admin/admin-tabs';
import { canOnAppointment } from '~/domain/permissions';
import { NOTES_MAX_LENGTH } from '~/domain/booking-messages';
import { noteFormSchema } from '~/domain/admin-appointment-rules';
import { answerInvalid, answerRefused } from '~/http/form-answer.server';
import { replyFor } from '~/utils/form-reply';
import { setAppointmentNotes } from '~/models/appointments/writes.server';
import type { Route } from './+types/note';
import { FormAlert } from '~/ui/admin/form-alert';
import { useOpenedVersion } from '~/ui/admin/opened-version';

/**
 * /admin/appointments/{id}/note: the appointment's note, and a form to write it for whoever
 * may (anyone's with appointments.write; an artist her own with appointments.notes.own:
 * docs/decisions/0381). Another artist's appointment is a 403.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, APPOINTMENT_READERS);
  const a = requireAppointmentFor(session, context.db, params.id, 'read');
  return {
    appointment: { customerName: a.customerName, date: a.date, time: a.time, notes: a.notes, version: a.version },
    // the desk writes notes in the edit form; here, whoever has no edit form (an artist) writes hers
    mayWrite: canOnAppointment(viewerOf(session), 'notes', a) && !mayDo(session, 'appointments.write'),
  };
}

/** The intent of the note form's answer. */
const NOTE = 'note';

/** Anyone's note (appointments.write), or an artist's own (appointments.notes.own). */
const NOTE_WRITERS = ['appointments.write', 'appointments.notes.own'] as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, NOTE_WRITERS);
  const a = requireAppointmentFor(session, context.db, params.id, 'notes');
  const submission = parseWithZod(await requireFormData(request), { schema: noteFormSchema });
  if (submission.status !== 'success') return answerInvalid(NOTE, submission);
  const { notes, version } = submission.value;
  // the write checks the note's length (one rule with the edit form's note)
  const result = setAppointmentNotes(context, actorOf(session, context), a.id, notes, { expectedVersion: version });
  if (!result.ok) return answerRefused(NOTE, submission, result.message, result.status);
  throw redirect(backToList(request));
}

export const meta: Route.MetaFunction = () => adminMeta('Randevu Notu');

export default function AppointmentNote({ loaderData, actionData, params }: Route.ComponentProps) {
  const back = useListBack();
  const a = loaderData.appointment;
  const saving = useNavigation().state === 'submitting';
  // the version the dialog was opened with (docs/decisions/0430)
  const version = useOpenedVersion(a.version, params.id);
  const [form, fields] = useServerForm<z.input<typeof noteFormSchema>>({
    lastResult: replyFor(actionData, NOTE),
  });
  const message = form.errors?.[0] ?? fields.notes.errors?.[0] ?? fields.version.errors?.[0] ?? null;
  const typed = fields.notes.initialValue;
  return (
    <Dialog headingLevel={2} title="Randevu Notu" closeTo={back}>
      <p className="text-sm text-stone-400">
        {a.customerName} · {formatYmdTr(a.date)} <span className="tabular-nums">{a.time}</span>
      </p>
      {loaderData.mayWrite ? (
        <Form method="post" className="mt-3 space-y-3" {...getFormProps(form)}>
          <input type="hidden" name={VERSION_FIELD} value={version} />
          {message ? <FormAlert id="not-hata">{message}</FormAlert> : null}
          <div>
            <label htmlFor="randevu-notu" className="text-sm font-medium">
              Not
            </label>
            <textarea
              {...getTextareaProps(fields.notes, { ariaAttributes: false })}
              id="randevu-notu"
              rows={5}
              maxLength={NOTES_MAX_LENGTH}
              // after a refusal what she typed stays (conform's reply carries it)
              defaultValue={actionData ? (typeof typed === 'string' ? typed : '') : (a.notes ?? '')}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? 'not-hata' : undefined}
              className="mt-1 block w-full rounded-xl border border-line bg-stone-950 px-3 py-2 text-base text-stone-100 focus:border-accent"
            />
            <p className="mt-1 text-xs text-stone-400">
              En fazla {NOTES_MAX_LENGTH} karakter. Boş bırakırsanız not silinir.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={saving}>
              {saving ? 'Kaydediliyor…' : 'Notu Kaydet'}
            </button>
            <Link to={back} preventScrollReset className="btn-ghost">
              Vazgeç
            </Link>
          </div>
        </Form>
      ) : (
        <>
          {a.notes ? (
            <p className="mt-3 whitespace-pre-wrap rounded-xl border border-line bg-stone-950/60 px-3 py-2">
              {a.notes}
            </p>
          ) : (
            <p className="mt-3 text-stone-400">Bu randevu için not yok.</p>
          )}
          <Link to={back} preventScrollReset className="btn-ghost mt-4">
            Kapat
          </Link>
        </>
      )}
    </Dialog>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
