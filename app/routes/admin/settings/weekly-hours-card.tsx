/**
 * 'Haftalık Çalışma Saatleri' on the studio calendar: the weekly opening hours as a form for
 * whoever may change them (settings.write), as text for the desk.
 */
import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { useServerForm } from '~/ui/form-metadata';
import type { z } from 'zod';
import { Form } from 'react-router';
import { useBusy } from '~/ui/admin/content-ui';
import { TURKISH_WEEKDAYS } from '~/domain/clock';
import { WEEK_ORDER } from '~/domain/hours';
import type { weeklyHoursSchema } from '~/domain/studio-calendar';
import { TimeInput, type Meta } from './calendar-fields';

/** The card: the form (`mayEdit`) or the hours as text. */
export function WeeklyHoursCard({
  mayEdit,
  defaults,
  studioOpen,
  lastResult,
}: {
  mayEdit: boolean;
  defaults: Record<string, string>;
  studioOpen: Record<string, string | null>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  return (
    <div className="rounded-2xl border border-line bg-stone-900 p-5">
      <h3 className="text-lg font-semibold">Haftalık Çalışma Saatleri</h3>
      {mayEdit ? (
        <WeeklyHoursForm defaults={defaults} lastResult={lastResult} />
      ) : (
        <StudioHoursList studioOpen={studioOpen} />
      )}
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
  const [form, fields] = useServerForm<z.input<typeof weeklyHoursSchema>>({
    id: 'hours-form',
    lastResult,
    defaultValue: defaults,
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
