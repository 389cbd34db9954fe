/**
 * /admin/calendar — 'Çalışma Takvimi': the weekly opening hours (an editable setting; the
 * spec's hours are the defaults) and the closures (holidays such as bayram days and team
 * members' days off, a whole day or some hours). Plain HTML forms that work without
 * JavaScript; the delete confirmation is a URL (?delete=3). Appointments already booked
 * inside a closure are kept and listed as a warning (docs/decisions/0081).
 */
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { answerInvalid, answerRefused } from '~/http/form-answer.server';
import { data, Form, Link, redirect } from 'react-router';
import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import { AdminPageHeader, SuccessNotice } from '~/ui/admin/admin-ui';
import {
  ActionLink,
  ConfirmDelete,
  EmptyState,
  FieldErrors,
  FormErrors,
  inputClass,
  TableFrame,
  tdClass,
  thClass,
  useBusy,
} from '~/ui/admin/content-ui';
import { istanbulToday, TURKISH_WEEKDAYS } from '~/domain/clock';
import { WEEK_ORDER } from '~/domain/hours';
import {
  MEMBER_HOURS_MESSAGES,
  memberHoursFormValues,
  memberHoursSchema,
  memberWeekSummary,
} from '~/domain/member-hours';
import {
  CALENDAR_MESSAGES,
  CLOSURE_REASON_MAX_LENGTH,
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
  type CoveredAppointment,
} from '~/models/studio/calendar.server';
import { loadMemberHours, resetMemberHours, saveMemberHours } from '~/models/studio/member-hours.server';
import { readSetting, writeSetting } from '~/models/settings/registry.server';
import type { Route } from './+types/calendar';

const tab = adminTab('/admin/calendar');
const BASE = '/admin/calendar';
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
      writeSetting(context.db, actor, 'weeklyHours', submission.value);
      context.emit('appointments-changed');
      throw redirect(`${BASE}?ok=hours`);
    }
    case 'closure': {
      const submission = parseWithZod(form, { schema: closureSchema(istanbulToday(context.now())) });
      if (submission.status !== 'success') return answerInvalid(intent, submission);
      const result = addClosure(context.db, actor, submission.value, context.now());
      if (!result.ok) return answerRefused(intent, submission, result.message, 400, result.field);
      context.emit('appointments-changed');
      throw redirect(`${BASE}?ok=closure&eklendi=${result.id}`);
    }
    case 'member-hours':
    case 'member-hours-reset': {
      const memberId = /^\d{1,12}$/.test(String(form.get('memberId') ?? '')) ? Number(form.get('memberId')) : null;
      if (memberId === null || !listMembersForCalendar(context.db).some((m) => m.id === memberId))
        throw data(MEMBER_HOURS_MESSAGES.memberUnknown, { status: 400 });
      if (intent === 'member-hours-reset') {
        resetMemberHours(context.db, actor, memberId);
        context.emit('appointments-changed');
        throw redirect(`${BASE}?ok=member-reset&uye=${memberId}#ekip`);
      }
      const submission = parseWithZod(form, { schema: memberHoursSchema(readSetting(context.db, 'weeklyHours')) });
      if (submission.status !== 'success') return answerInvalid(intent, submission);
      saveMemberHours(context.db, actor, memberId, submission.value, context.now());
      context.emit('appointments-changed');
      throw redirect(`${BASE}?ok=member&uye=${memberId}#ekip`);
    }
    case 'delete': {
      if (!deleteClosure(context.db, actor, formId(form))) notFound(CALENDAR_MESSAGES.closureNotFound);
      context.emit('appointments-changed');
      throw redirect(`${BASE}?ok=deleted`);
    }
    default:
      throw data('Bilinmeyen işlem', { status: 400 });
  }
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

type Meta = FieldMetadata<unknown>;

function TimeInput({ meta, label, step }: { meta: Meta; label: string; step?: number }) {
  return (
    <div>
      <label htmlFor={meta.id} className="text-sm font-medium">
        {label}
      </label>
      <input {...getInputProps(meta, { type: 'time' })} step={step} className={inputClass} />
      <FieldErrors meta={meta} />
    </div>
  );
}

function WeeklyHoursForm({
  defaults,
  lastResult,
}: {
  defaults: Record<string, string>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const busy = useBusy('hours');
  const [form, fields] = useForm<z.input<typeof weeklyHoursSchema>>({
    id: 'hours-form',
    lastResult,
    defaultValue: defaults,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const f = fields as unknown as Record<string, Meta>;
  return (
    <Form method="post" className="mt-4 space-y-3" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="hours" />
      <p className="text-sm text-stone-400">
        Randevu saatleri açılış saatinden başlayarak kapanıştan 30 dakika öncesine kadar her 30 dakikada bir sunulur.
      </p>
      {WEEK_ORDER.map((d) => {
        const open = f[`day${d}Open`]!;
        return (
          <fieldset
            key={d}
            className="grid grid-cols-2 items-start gap-3 border-t border-line/60 pt-3 sm:grid-cols-[8rem_1fr_1fr]"
            data-testid={`hours-day-${d}`}
          >
            <legend className="sr-only">{TURKISH_WEEKDAYS[d]}</legend>
            <label className="col-span-2 flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium sm:col-span-1 sm:pt-6">
              <input {...getInputProps(open, { type: 'checkbox' })} className="size-5 accent-[var(--color-accent)]" />
              {TURKISH_WEEKDAYS[d]}
              <span className="sr-only"> açık</span>
            </label>
            <TimeInput meta={f[`day${d}From`]!} label="Açılış" step={1800} />
            <TimeInput meta={f[`day${d}To`]!} label="Kapanış" step={1800} />
            {open.errors?.length ? (
              <p id={open.errorId} className="col-span-2 text-sm text-red-300 sm:col-span-3">
                {open.errors.join(' ')}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      <p className="text-xs text-stone-400">İşaretli olmayan günler kapalıdır.</p>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Kaydediliyor...' : 'Saatleri Kaydet'}
      </button>
    </Form>
  );
}

function MemberHoursForm({
  member,
  studioOpen,
  lastResult,
}: {
  member: { id: number; name: string; own: boolean; values: Record<string, string> };
  studioOpen: Record<string, string | null>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const busy = useBusy('member-hours');
  const [form, fields] = useForm({
    id: `member-hours-${member.id}`,
    lastResult,
    defaultValue: member.values,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const f = fields as unknown as Record<string, Meta>;
  return (
    <Form
      method="post"
      action={`${BASE}?uye=${member.id}`}
      className="mt-4 space-y-3"
      {...getFormProps(form)}
      data-testid="member-hours-form"
    >
      <input type="hidden" name="memberId" value={member.id} />
      <p className="text-sm text-stone-400">
        {member.name} için çalışma saatleri ve mola. Saatler stüdyonun açık olduğu saatler içinde olmalıdır; randevu
        saatleri, takvim ve çakışma kontrolleri bu saatlere göre hesaplanır.
      </p>
      {WEEK_ORDER.map((d) => {
        const works = f[`m${d}Works`]!;
        const studio = studioOpen[d];
        const errors = [works, f[`m${d}Start`]!, f[`m${d}End`]!, f[`m${d}BreakStart`]!, f[`m${d}BreakEnd`]!].flatMap(
          (m) => m.errors ?? [],
        );
        return (
          <fieldset key={d} className="border-t border-line/60 pt-3" data-testid={`member-day-${d}`}>
            <legend className="sr-only">{TURKISH_WEEKDAYS[d]}</legend>
            <div className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[8rem_repeat(4,1fr)]">
              <label className="col-span-2 flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium sm:col-span-1">
                <input
                  {...getInputProps(works, { type: 'checkbox' })}
                  className="size-5 accent-[var(--color-accent)]"
                  disabled={!studio && !works.initialValue}
                />
                {TURKISH_WEEKDAYS[d]}
                <span className="sr-only"> çalışıyor</span>
              </label>
              {studio ? (
                <>
                  <TimeField meta={f[`m${d}Start`]!} label="Başlangıç" />
                  <TimeField meta={f[`m${d}End`]!} label="Bitiş" />
                  <TimeField meta={f[`m${d}BreakStart`]!} label="Mola başı" />
                  <TimeField meta={f[`m${d}BreakEnd`]!} label="Mola sonu" />
                </>
              ) : (
                <p className="col-span-2 text-sm text-stone-400 sm:col-span-4">Stüdyo kapalı</p>
              )}
            </div>
            {errors.length ? (
              <p className="mt-1 text-sm text-red-300" role="alert">
                {[...new Set(errors)].join(' ')}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="member-hours" className="btn-primary" disabled={busy}>
          {busy ? 'Kaydediliyor...' : 'Üyenin Saatlerini Kaydet'}
        </button>
        {member.own ? (
          <button type="submit" name="intent" value="member-hours-reset" className="btn-ghost" formNoValidate>
            Stüdyo saatlerine dön
          </button>
        ) : null}
      </div>
    </Form>
  );
}

/** A time input whose error shows under the day (MemberHoursForm), not under the field. */
function TimeField({ meta, label }: { meta: Meta; label: string }) {
  return (
    <div>
      <label htmlFor={meta.id} className="text-xs font-medium text-stone-300">
        {label}
      </label>
      <input {...getInputProps(meta, { type: 'time' })} step={1800} className={inputClass} />
    </div>
  );
}

function ClosureForm({
  today,
  members,
  lastResult,
}: {
  today: string;
  members: { id: number; name: string; isActive: boolean }[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const busy = useBusy('closure');
  const [form, fields] = useForm<z.input<ReturnType<typeof closureSchema>>>({
    id: 'closure-form',
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  return (
    <Form method="post" className="mt-4 space-y-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="closure" />
      <FormErrors errors={form.errors} id={form.errorId} />
      <div>
        <label htmlFor={fields.date.id} className="text-sm font-medium">
          Tarih<span aria-hidden="true"> *</span>
        </label>
        <input {...getInputProps(fields.date, { type: 'date' })} min={today} className={inputClass} />
        <FieldErrors meta={fields.date} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TimeInput meta={fields.startTime} label="Başlangıç saati" />
        <TimeInput meta={fields.endTime} label="Bitiş saati" />
      </div>
      <p className="-mt-2 text-xs text-stone-400">Tüm gün kapalıysa saatleri boş bırakın.</p>
      <div>
        <label htmlFor={fields.teamMemberId.id} className="text-sm font-medium">
          Kimin için
        </label>
        <select {...getSelectProps(fields.teamMemberId)} className={inputClass}>
          <option value="">Tüm stüdyo (tatil, kapanış)</option>
          {members.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name} (izin){m.isActive ? '' : ' — pasif'}
            </option>
          ))}
        </select>
        <FieldErrors meta={fields.teamMemberId} />
      </div>
      <div>
        <label htmlFor={fields.reason.id} className="text-sm font-medium">
          Açıklama<span aria-hidden="true"> *</span>
        </label>
        <input
          {...getInputProps(fields.reason, { type: 'text' })}
          maxLength={CLOSURE_REASON_MAX_LENGTH}
          placeholder="ör. Kurban Bayramı, yıllık izin"
          className={inputClass}
        />
        <FieldErrors meta={fields.reason} />
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Kaydediliyor...' : 'Kapanış Ekle'}
      </button>
    </Form>
  );
}

/** The appointments a closure covers: kept, listed with a link to their day. */
function CoveredList({ items }: { items: CoveredAppointment[] }) {
  return (
    <ul className="space-y-1">
      {items.map((a) => (
        <li key={a.id}>
          <Link
            to={`/admin/appointments?day=${a.date}`}
            className="underline decoration-accent/60 underline-offset-4 hover:text-accent"
          >
            <span className="tabular-nums">{a.time}</span> {a.customerName}
          </Link>
          <span className="text-stone-400">
            {' '}
            · {a.memberName ?? 'Çalışan Yok'} · {a.status === 'confirmed' ? 'Onaylandı' : 'Beklemede'}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The studio's opening hours as text, for a role that may not change them (Resepsiyon). */
function StudioHoursList({ studioOpen }: { studioOpen: Record<string, string | null> }) {
  return (
    <>
      <p className="mt-1 text-sm text-stone-400">Açılış saatlerini Sahip veya Yönetici değiştirebilir.</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="studio-hours">
        {WEEK_ORDER.map((d) => (
          <div key={d} className="contents">
            <dt className="text-stone-400">{TURKISH_WEEKDAYS[d]}</dt>
            <dd className="tabular-nums">{studioOpen[d] ?? 'Kapalı'}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export default function AdminCalendar({ loaderData, actionData }: Route.ComponentProps) {
  const {
    today,
    mayEditHours,
    hours,
    studioOpen,
    members,
    memberWeeks,
    editing,
    closures,
    added,
    addedCovered,
    deleting,
    notice,
  } = loaderData;
  return (
    <section>
      <AdminPageHeader title={tab.label} />
      <div className="mb-6 space-y-3">
        <SuccessNotice message={notice} />
        {added && addedCovered.length > 0 ? (
          <div
            role="alert"
            className="rounded-2xl border border-amber-700 bg-amber-950/60 p-4 text-sm text-amber-50"
            data-testid="closure-warning"
          >
            <p className="font-semibold">
              Dikkat: {formatYmdTr(added.date)} {closureTimeLabel(added)} kapanışına denk gelen {addedCovered.length}{' '}
              randevu var.
            </p>
            <p className="mt-1 text-amber-100">
              Bu randevular silinmedi. Müşterilerle görüşüp randevuları taşıyın veya iptal edin.
            </p>
            <div className="mt-2">
              <CoveredList items={addedCovered} />
            </div>
          </div>
        ) : null}
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="rounded-2xl border border-line bg-stone-900 p-5">
          <h3 className="text-lg font-semibold">Haftalık Çalışma Saatleri</h3>
          {mayEditHours ? (
            <WeeklyHoursForm
              defaults={hours}
              lastResult={actionData?.intent === 'hours' ? actionData.lastResult : undefined}
            />
          ) : (
            <StudioHoursList studioOpen={studioOpen} />
          )}
        </div>
        <div className="rounded-2xl border border-line bg-stone-900 p-5">
          <h3 className="text-lg font-semibold">Tatil veya İzin Ekle</h3>
          <ClosureForm
            today={today}
            members={members}
            lastResult={actionData?.intent === 'closure' ? actionData.lastResult : undefined}
          />
        </div>
      </div>

      <div id="ekip" className="mt-6 rounded-2xl border border-line bg-stone-900 p-5">
        <h3 className="text-lg font-semibold">Ekip Çalışma Saatleri</h3>
        <p className="mt-1 text-sm text-stone-400">
          Her ekip üyesi için haftalık çalışma saatleri ve mola. Ayarlanmayan üyeler stüdyonun saatlerinde çalışır.
        </p>
        <ul className="mt-3 divide-y divide-line/60" data-testid="member-hours-list">
          {memberWeeks.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-medium">
                  {m.name}
                  {m.isActive ? '' : <span className="text-stone-400"> (pasif)</span>}
                </p>
                <p className="text-sm text-stone-400">{m.summary}</p>
              </div>
              <Link
                to={`?uye=${m.id}#ekip`}
                className="btn-ghost min-h-11"
                aria-current={editing?.id === m.id ? 'true' : undefined}
                aria-label={`${m.name} çalışma saatlerini düzenle`}
              >
                Düzenle
              </Link>
            </li>
          ))}
        </ul>
        {editing ? (
          <MemberHoursForm
            key={editing.id}
            member={editing}
            studioOpen={studioOpen}
            lastResult={actionData?.intent === 'member-hours' ? actionData.lastResult : undefined}
          />
        ) : null}
      </div>

      <h3 className="mb-3 mt-8 text-lg font-semibold">Yaklaşan Kapanışlar</h3>
      {closures.length === 0 ? (
        <EmptyState title="Yaklaşan kapanış yok" hint="Bayram, tatil veya izin günlerini yukarıdaki formla ekleyin." />
      ) : (
        <TableFrame label="Yaklaşan kapanışlar">
          <thead>
            <tr>
              <th className={thClass}>Tarih</th>
              <th className={thClass}>Saat</th>
              <th className={thClass}>Kimin için</th>
              <th className={thClass}>Açıklama</th>
              <th className={thClass}>Denk gelen randevular</th>
              <th className={thClass}>
                <span className="sr-only">İşlemler</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {closures.map((c) => (
              <tr key={c.id} data-testid="closure-row" data-id={c.id}>
                <td className={`${tdClass} whitespace-nowrap`}>{formatYmdTr(c.date, { weekday: true })}</td>
                <td className={`${tdClass} whitespace-nowrap tabular-nums`}>{closureTimeLabel(c)}</td>
                <td className={tdClass}>{c.teamMemberId === null ? 'Tüm stüdyo' : (c.memberName ?? '—')}</td>
                <td className={tdClass}>{c.reason}</td>
                <td className={tdClass}>
                  {c.covered.length === 0 ? (
                    <span className="text-stone-400">Yok</span>
                  ) : (
                    <CoveredList items={c.covered} />
                  )}
                </td>
                <td className={`${tdClass} text-right`}>
                  <ActionLink to={`?delete=${c.id}`} label={`${formatYmdTr(c.date)} ${c.reason} kapanışını sil`} danger>
                    Sil
                  </ActionLink>
                </td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
      {deleting ? (
        <ConfirmDelete
          id={deleting.id}
          closeTo={BASE}
          message={`${deleting.text} kapanışı silinsin mi? Bu saatler yeniden randevuya açılır.`}
        />
      ) : null}
    </section>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
