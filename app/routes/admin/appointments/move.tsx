import { useServerForm } from '~/ui/form-metadata';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { Dialog } from '~/ui/admin/dialog';
import { useListBack } from '~/routes/admin/appointments/paths';
import { adminMeta } from '~/ui/admin/admin-tabs';
import { moveFormSchema } from '~/domain/admin-appointment-rules';
import { ADMIN_APPOINTMENT_TEXTS } from '~/domain/admin-appointment-texts';
import { submissionFailure } from '~/domain/booking-rules';
import { istanbulToday } from '~/domain/clock';
import { weekTimeBounds } from '~/domain/hours';
import { loadCalendar } from '~/models/studio/calendar.server';
import { formatYmdTr } from '~/ui/turkish-date';
import { moveAppointment } from '~/models/appointments/writes.server';
import {
  appointmentIdParam,
  backToList,
  isFetchSubmission,
  requireAppointment,
} from '~/routes/admin/appointments/dialog.server';
import { teamMemberLabel } from '~/models/appointments/json.server';
import { loadFormChoices } from '~/models/appointments/overview.server';
import { serviceText } from '~/models/appointments/queries.server';
import { actorOf, requireAdmin } from '~/http/auth.server';
import { requireFormData } from '~/http/multipart.server';
import { networkGuardedAction, type NetworkFailure } from '~/ui/network-guard';
import { MOVE_FORM, type MoveActionData } from './types';
import { answer, answerStale } from '~/http/form-answer.server';
import { staleNotice } from '~/http/stale.server';
import type { Route } from './+types/move';
import { FormAlert } from '~/ui/admin/form-alert';
import { staleMessage } from '~/domain/versions';
import { useOpenedVersion } from '~/ui/admin/opened-version';

/**
 * /admin/appointments/{id}/move: the day view's drop (a fetcher POST with the slot's time and,
 * dropped on another column, its member) and, without JavaScript, the move form (date, time,
 * member). Refused with 'Bu saatte başka bir randevu bulunuyor. Lütfen farklı bir saat seçin.'
 * when it conflicts (the target member's appointments and closures count).
 */

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'appointments.write');
  const a = requireAppointment(context.db, params.id);
  return {
    appointment: {
      id: a.id,
      customerName: a.customerName,
      service: serviceText(a.lines),
      teamMemberId: a.teamMemberId,
      teamMemberName: teamMemberLabel(a.teamMember),
      date: a.date,
      time: a.time,
      version: a.version,
    },
    members: loadFormChoices(context.db, a.teamMemberId).members,
    today: istanbulToday(context.now()),
    /** the time field's bounds from the studio's hours (the date may still change: the week's widest) */
    timeBounds: weekTimeBounds(loadCalendar(context.db, a.date).weekly),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, 'appointments.write');
  const id = appointmentIdParam(params.id);
  const form = await requireFormData(request);
  const submission = parseWithZod(form, { schema: moveFormSchema });
  if (submission.status !== 'success')
    return answer(MOVE_FORM, submission, {
      extra: { ok: false, message: submissionFailure(submission.error).message },
    });
  // the version the drag (or the form) saw: a move made meanwhile on another screen refuses this one (docs/decisions/0352)
  const { version, ...move } = submission.value;
  const result = moveAppointment(context, actorOf(session, context), id, move, { expectedVersion: version });
  if (result.ok) {
    if (isFetchSubmission(form)) return answer(MOVE_FORM, submission, { status: 200, extra: { ok: true } });
    throw redirect(backToList(request));
  }
  if (result.kind === 'stale') {
    // a drop (the fetcher) hears what happened to its drag; the form keeps what she chose
    const message = isFetchSubmission(form) ? staleMessage(result.meanwhile, 'drag') : result.message;
    return answerStale(MOVE_FORM, submission, staleNotice({ ...result, message }, {}, form), {
      formErrors: [result.message],
      extra: { ok: false, message },
    });
  }
  return answer(MOVE_FORM, submission, {
    status: result.status,
    formErrors: [result.message],
    extra: { ok: false, message: result.message },
  });
}

export const meta: Route.MetaFunction = () => adminMeta('Randevuyu Taşı');

const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-line bg-stone-950 px-3 py-2 text-base text-stone-100';

/** With JavaScript (the timeline's drop) a request that fails on the network answers 'Bağlantı hatası…' and keeps the screen. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<MoveActionData | NetworkFailure> {
  return networkGuardedAction({ serverAction: () => serverAction() as Promise<MoveActionData> });
}

export default function MoveAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const back = useListBack();
  const { appointment: a, members, today, timeBounds } = loaderData;
  const failed = actionData && !actionData.ok ? (actionData as MoveActionData) : null;
  const busy = useNavigation().state === 'submitting';
  // the version the dialog was opened with (docs/decisions/0430)
  const opened = useOpenedVersion(a.version, a.id);
  const [form, fields] = useServerForm<z.input<typeof moveFormSchema>>({
    lastResult: failed?.lastResult,
  });
  // the first message, in the form's order (a refusal, else the date's, the time's, the member's)
  const message =
    [form.errors, fields.date.errors, fields.time.errors, fields.teamMemberId.errors].find((m) => m?.length)?.[0] ??
    null;
  // after a refusal what was chosen stays (conform's reply carries it); else the appointment's own
  const typed = (value: unknown, own: string) => (failed ? (typeof value === 'string' ? value : '') : own);
  return (
    <Dialog headingLevel={2} title="Randevuyu Taşı" closeTo={back}>
      <p className="text-sm text-stone-300">
        {a.customerName} · {a.service} · {a.teamMemberName}
      </p>
      <p className="text-sm text-stone-400">
        Şu an: {formatYmdTr(a.date, { weekday: true })} <span className="tabular-nums">{a.time}</span>
      </p>
      {message ? <FormAlert className="mt-3">{message}</FormAlert> : null}
      {/* the browser's own checks of the date and time bounds stay (no noValidate) */}
      <Form method="post" id={form.id} onSubmit={form.onSubmit} className="mt-4 grid gap-3 sm:grid-cols-2">
        {/* after a refused stale move the form names the version now: moving again is deliberate */}
        <input type="hidden" name="version" value={failed?.stale?.version ?? opened} />
        <label className="text-sm font-medium">
          Tarih
          <input
            type="date"
            name="date"
            required
            // biome-ignore lint/complexity/useMathMinMax: dates as YYYY-MM-DD text, not numbers
            min={a.date < today ? a.date : today}
            defaultValue={typed(fields.date.initialValue, a.date)}
            className={inputClass}
          />
        </label>
        <label className="text-sm font-medium">
          Saat
          <input
            type="time"
            name="time"
            required
            min={timeBounds?.min}
            max={timeBounds?.max}
            defaultValue={typed(fields.time.initialValue, a.time)}
            className={inputClass}
          />
        </label>
        <label className="text-sm font-medium sm:col-span-2">
          Çalışan
          <select
            name="teamMemberId"
            defaultValue={typed(
              fields.teamMemberId.initialValue,
              a.teamMemberId === null ? '' : String(a.teamMemberId),
            )}
            className={inputClass}
          >
            {a.teamMemberId === null ? <option value="">{a.teamMemberName}</option> : null}
            {members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Taşınıyor…' : 'Taşı'}
          </button>
          <Link to={back} preventScrollReset className="btn-ghost">
            {ADMIN_APPOINTMENT_TEXTS.cancel}
          </Link>
        </div>
      </Form>
    </Dialog>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
