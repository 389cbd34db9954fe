/**
 * 'Ekip Çalışma Saatleri' on the studio calendar: each member's own week in a line, and the
 * form of the member being edited (`?uye=3`): hours and one break a day inside the studio's
 * hours, or back to the studio's hours.
 */
import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { useServerForm } from '~/ui/form-metadata';
import { Form, Link } from 'react-router';
import { useBusy } from '~/ui/admin/content-ui';
import { TURKISH_WEEKDAYS } from '~/domain/clock';
import { WEEK_ORDER } from '~/domain/hours';
import { CALENDAR_PATH, TimeField, type Meta } from './calendar-fields';

type MemberWeek = { id: number; name: string; isActive: boolean; summary: string };
type EditedMember = { id: number; name: string; own: boolean; values: Record<string, string> };

export function MemberHoursCard({
  memberWeeks,
  editing,
  studioOpen,
  lastResult,
}: {
  memberWeeks: MemberWeek[];
  editing: EditedMember | null;
  studioOpen: Record<string, string | null>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  return (
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
        <MemberHoursForm key={editing.id} member={editing} studioOpen={studioOpen} lastResult={lastResult} />
      ) : null}
    </div>
  );
}

function MemberHoursForm({
  member,
  studioOpen,
  lastResult,
}: {
  member: EditedMember;
  studioOpen: Record<string, string | null>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const busy = useBusy('member-hours');
  const [form, fields] = useServerForm({
    id: `member-hours-${member.id}`,
    lastResult,
    defaultValue: member.values,
  });
  const f = fields as unknown as Record<string, Meta>;
  return (
    <Form
      method="post"
      action={`${CALENDAR_PATH}?uye=${member.id}`}
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
