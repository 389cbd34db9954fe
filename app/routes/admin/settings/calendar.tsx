/**
 * /admin/calendar — 'Çalışma Takvimi': the weekly opening hours (an editable setting; the
 * spec's hours are the defaults) and the closures (holidays such as bayram days and team
 * members' days off, a whole day or some hours). Plain HTML forms that work without
 * JavaScript; the delete confirmation is a URL (?delete=3). Appointments already booked
 * inside a closure are kept and listed as a warning (docs/decisions/0081).
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { answerInvalid, answerRefused } from '~/http/form-answer.server';
import { data, redirect } from 'react-router';
import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import { AdminPageHeader, SuccessNotice } from '~/ui/admin/admin-ui';
import { ConfirmDelete } from '~/ui/admin/content-ui';
import { istanbulToday } from '~/domain/clock';
import { WEEK_ORDER } from '~/domain/hours';
import {
  MEMBER_HOURS_MESSAGES,
  memberChoiceSchema,
  memberHoursFormValues,
  memberHoursSchema,
  memberWeekSummary,
} from '~/domain/member-hours';
import {
  CALENDAR_MESSAGES,
  closureSchema,
  closureTimeLabel,
  weeklyHoursFormValues,
  weeklyHoursSchema,
} from '~/domain/studio-calendar';
import { formId, idParam, noticeFrom, notFound, readAdminForm } from '~/http/admin-form.server';
import { formatYmdTr } from '~/ui/turkish-date';
import { actorOf, assertMay, mayDo, requireAdmin } from '~/http/auth.server';
import {
  addClosure,
  coveredAppointments,
  deleteClosure,
  getClosure,
  listMembersForCalendar,
  listUpcomingClosures,
  saveStudioHours,
} from '~/models/studio/calendar.server';
import { loadMemberHours, resetMemberHours, saveMemberHours } from '~/models/studio/member-hours.server';
import { readSetting } from '~/models/settings/registry.server';
import { CALENDAR_PATH } from './calendar-fields';
import { ClosureCard, ClosureWarning, UpcomingClosures } from './closures-card';
import { MemberHoursCard } from './member-hours-card';
import { WeeklyHoursCard } from './weekly-hours-card';
import type { Route } from './+types/calendar';

const tab = adminTab('/admin/calendar');
const BASE = CALENDAR_PATH;
const NOTICES = {
  hours: CALENDAR_MESSAGES.hoursSaved,
  closure: CALENDAR_MESSAGES.closureAdded,
  deleted: CALENDAR_MESSAGES.closureDeleted,
  member: MEMBER_HOURS_MESSAGES.saved,
  'member-reset': MEMBER_HOURS_MESSAGES.reset,
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, 'schedule.write');
  const db = context.db;
  const today = istanbulToday(context.now());
  const closures = listUpcomingClosures(db, today);
  const covered = coveredAppointments(db, closures);
  const addedId = idParam(request, 'eklendi');
  const deleteId = idParam(request, 'delete');
  const deleting = deleteId ? getClosure(db, deleteId) : null;
  if (deleteId && !deleting) notFound(CALENDAR_MESSAGES.closureNotFound);
  const studioWeek = readSetting(db, 'weeklyHours');
  const members = listMembersForCalendar(db);
  const own = loadMemberHours(db);
  const memberId = idParam(request, 'uye');
  const editing = memberId ? members.find((m) => m.id === memberId) : null;
  if (memberId && !editing) notFound(MEMBER_HOURS_MESSAGES.memberUnknown);
  return {
    today,
    /** the studio's opening hours are a setting (settings.write); the desk sees them (docs/decisions/0350) */
    mayEditHours: mayDo(session, 'settings.write'),
    hours: weeklyHoursFormValues(studioWeek),
    studioOpen: Object.fromEntries(
      WEEK_ORDER.map((d) => [d, studioWeek[d] ? `${studioWeek[d]!.open} - ${studioWeek[d]!.close}` : null]),
    ),
    members,
    memberWeeks: members.map((m) => ({
      id: m.id,
      name: m.name,
      isActive: m.isActive,
      own: Boolean(own[m.id]),
      summary: memberWeekSummary(own[m.id] ?? null),
    })),
    editing: editing
      ? {
          id: editing.id,
          name: editing.name,
          own: Boolean(own[editing.id]),
          values: memberHoursFormValues(own[editing.id] ?? null, studioWeek),
        }
      : null,
    closures: closures.map((c) => ({ ...c, covered: covered.get(c.id) ?? [] })),
    added: addedId ? (closures.find((c) => c.id === addedId) ?? null) : null,
    addedCovered: addedId ? (covered.get(addedId) ?? []) : [],
    deleting: deleting
      ? { id: deleting.id, text: `${formatYmdTr(deleting.date)} ${closureTimeLabel(deleting)} — ${deleting.reason}` }
      : null,
    notice: noticeFrom(request, NOTICES),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, 'schedule.write');
  const actor = actorOf(session, context);
  const read = await readAdminForm(request);
  if (!read.ok) throw data(read.message, { status: read.status });
  const form = read.form;
  const intent = String(form.get('intent') ?? '');
  switch (intent) {
    case 'hours': {
      assertMay(session, 'settings.write');
      const submission = parseWithZod(form, { schema: weeklyHoursSchema });
      if (submission.status !== 'success') return answerInvalid(intent, submission);
      saveStudioHours(context, actor, submission.value);
      throw redirect(`${BASE}?ok=hours`);
    }
    case 'closure': {
      const submission = parseWithZod(form, { schema: closureSchema(istanbulToday(context.now())) });
      if (submission.status !== 'success') return answerInvalid(intent, submission);
      const result = addClosure(context, actor, submission.value);
      if (!result.ok) return answerRefused(intent, submission, result.message, 400, result.field);
      throw redirect(`${BASE}?ok=closure&eklendi=${result.id}`);
    }
    case 'member-hours':
    case 'member-hours-reset': {
      const member = parseWithZod(form, { schema: memberChoiceSchema });
      const memberId = member.status === 'success' ? member.value.memberId : null;
      if (memberId === null || !listMembersForCalendar(context.db).some((m) => m.id === memberId))
        throw data(MEMBER_HOURS_MESSAGES.memberUnknown, { status: 400 });
      if (intent === 'member-hours-reset') {
        resetMemberHours(context, actor, memberId);
        throw redirect(`${BASE}?ok=member-reset&uye=${memberId}#ekip`);
      }
      const submission = parseWithZod(form, { schema: memberHoursSchema(readSetting(context.db, 'weeklyHours')) });
      if (submission.status !== 'success') return answerInvalid(intent, submission);
      saveMemberHours(context, actor, memberId, submission.value);
      throw redirect(`${BASE}?ok=member&uye=${memberId}#ekip`);
    }
    case 'delete': {
      if (!deleteClosure(context, actor, formId(form))) notFound(CALENDAR_MESSAGES.closureNotFound);
      throw redirect(`${BASE}?ok=deleted`);
    }
    default:
      throw data('Bilinmeyen işlem', { status: 400 });
  }
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

export default function AdminCalendar({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const replyTo = (intent: string) => (actionData?.intent === intent ? actionData.lastResult : undefined);
  return (
    <section>
      <AdminPageHeader title={tab.label} />
      <div className="mb-6 space-y-3">
        <SuccessNotice message={d.notice} />
        {d.added && d.addedCovered.length > 0 ? <ClosureWarning added={d.added} covered={d.addedCovered} /> : null}
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <WeeklyHoursCard
          mayEdit={d.mayEditHours}
          defaults={d.hours}
          studioOpen={d.studioOpen}
          lastResult={replyTo('hours')}
        />
        <ClosureCard today={d.today} members={d.members} lastResult={replyTo('closure')} />
      </div>
      <MemberHoursCard
        memberWeeks={d.memberWeeks}
        editing={d.editing}
        studioOpen={d.studioOpen}
        lastResult={replyTo('member-hours')}
      />
      <UpcomingClosures closures={d.closures} />
      {d.deleting ? (
        <ConfirmDelete
          id={d.deleting.id}
          closeTo={BASE}
          message={`${d.deleting.text} kapanışı silinsin mi? Bu saatler yeniden randevuya açılır.`}
        />
      ) : null}
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
