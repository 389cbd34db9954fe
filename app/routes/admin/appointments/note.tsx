import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { Dialog } from '~/ui/admin/dialog';
import { useListBack } from '~/routes/admin/appointments/paths';
import { formatYmdTr } from '~/ui/turkish-date';
import { backToList, formVersion, requireAppointmentFor } from '~/routes/admin/appointments/dialog.server';
import { VERSION_FIELD } from '~/domain/versions';
import { actorOf, mayDo, requireAdmin, viewerOf } from '~/http/auth.server';
import { requireFormData } from '~/http/multipart.server';
import { APPOINTMENT_READERS, adminMeta } from '~/ui/admin/admin-tabs';
import { canOnAppointment } from '~/domain/permissions';
import { NOTES_MAX_LENGTH } from '~/domain/booking-messages';
import { setAppointmentNotes } from '~/models/appointments/writes.server';
import type { Route } from './+types/note';

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

/** Anyone's note (appointments.write), or an artist's own (appointments.notes.own). */
const NOTE_WRITERS = ['appointments.write', 'appointments.notes.own'] as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, NOTE_WRITERS);
  const a = requireAppointmentFor(session, context.db, params.id, 'notes');
  const form = await requireFormData(request);
  const notes = String(form.get('notes') ?? '');
  const result = setAppointmentNotes(context, actorOf(session, context), a.id, notes, { expectedVersion: formVersion(form) });
  if (!result.ok) return data({ message: result.message, notes }, { status: result.status });
  throw redirect(backToList(request));
}

export const meta: Route.MetaFunction = () => adminMeta('Randevu Notu');

export default function AppointmentNote({ loaderData, actionData }: Route.ComponentProps) {
  const back = useListBack();
  const a = loaderData.appointment;
  const saving = useNavigation().state === 'submitting';
  return (
    <Dialog headingLevel={2} title="Randevu Notu" closeTo={back}>
      <p className="text-sm text-stone-400">
        {a.customerName} · {formatYmdTr(a.date)} <span className="tabular-nums">{a.time}</span>
      </p>
      {loaderData.mayWrite ? (
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name={VERSION_FIELD} value={a.version} />
          {actionData?.message ? (
            <p role="alert" id="not-hata" className="rounded-xl border border-red-900 bg-red-950/60 px-3 py-2 text-sm text-red-100">
              {actionData.message}
            </p>
          ) : null}
          <div>
            <label htmlFor="randevu-notu" className="text-sm font-medium">
              Not
            </label>
            <textarea
              id="randevu-notu"
              name="notes"
              rows={5}
              maxLength={NOTES_MAX_LENGTH}
              defaultValue={actionData?.notes ?? a.notes ?? ''}
              aria-invalid={actionData?.message ? true : undefined}
              aria-describedby={actionData?.message ? 'not-hata' : undefined}
              className="mt-1 block w-full rounded-xl border border-line bg-stone-950 px-3 py-2 text-base text-stone-100 focus:border-accent"
            />
            <p className="mt-1 text-xs text-stone-400">En fazla {NOTES_MAX_LENGTH} karakter. Boş bırakırsanız not silinir.</p>
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
            <p className="mt-3 whitespace-pre-wrap rounded-xl border border-line bg-stone-950/60 px-3 py-2">{a.notes}</p>
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
