/**
 * /admin/settings card: the customers' self-service cut-off (hours before the start after
 * which the private link no longer cancels or moves) and the studio's Telegram reminder.
 */
import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { useServerForm } from '~/ui/form-metadata';
import { Form } from 'react-router';
import { FormErrors } from '~/ui/admin/content-ui';
import { VERSIONS_FIELD } from '~/domain/versions';
import { MAX_CUTOFF_HOURS, MIN_CUTOFF_HOURS } from '~/domain/self-service';

export const SELF_SERVICE_INTENT = 'self-service';

const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-line bg-stone-950 px-3 py-2 text-base text-stone-100 focus:border-accent aria-[invalid=true]:border-red-400';

export function SelfServiceSettingsCard({
  values,
  versions,
  lastResult,
  busy,
}: {
  values: { cutoffHours: number; reminderTelegram: boolean; reminder24h: boolean; reminder2h: boolean };
  versions: string;
  lastResult?: SubmissionResult<string[]>;
  busy: boolean;
}) {
  const [form, fields] = useServerForm({
    id: 'self-service-form',
    lastResult,
    defaultValue: {
      cutoffHours: String(values.cutoffHours),
      reminderTelegram: values.reminderTelegram ? 'on' : undefined,
      reminder24h: values.reminder24h ? 'on' : undefined,
      reminder2h: values.reminder2h ? 'on' : undefined,
    },
  });
  const cutoff = fields.cutoffHours;
  return (
    <div className="rounded-2xl border border-line bg-stone-900 p-5">
      <h3 className="text-lg font-semibold">Müşteri İptal/Değişiklik ve Hatırlatmalar</h3>
      <Form method="post" className="mt-4 space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={SELF_SERVICE_INTENT} />
        {/* the versions it was loaded from: a save over a newer one is refused (docs/decisions/0394) */}
        <input type="hidden" name={VERSIONS_FIELD} value={versions} />
        <FormErrors errors={form.errors} id={form.errorId} />
        <div>
          <label htmlFor={cutoff.id} className="text-sm font-medium">
            Randevuya kaç saat kalana kadar müşteri iptal edebilir / taşıyabilir
          </label>
          <input
            {...getInputProps(cutoff, { type: 'number', ariaDescribedBy: `${cutoff.id}-hint` })}
            min={MIN_CUTOFF_HOURS}
            max={MAX_CUTOFF_HOURS}
            className={inputClass}
          />
          <p id={`${cutoff.id}-hint`} className="mt-1 text-xs text-stone-400">
            Saat cinsinden ({MIN_CUTOFF_HOURS}-{MAX_CUTOFF_HOURS}). Bu süreden sonra müşteri stüdyoyu aramalıdır.
          </p>
          {cutoff.errors ? (
            <p id={cutoff.errorId} className="mt-1 text-sm text-red-300">
              {cutoff.errors.join(' ')}
            </p>
          ) : null}
        </div>
        <label className="flex items-center gap-3 text-sm">
          <input
            {...getInputProps(fields.reminder24h, { type: 'checkbox' })}
            className="size-5 accent-[var(--color-accent)]"
          />
          Müşteriye randevudan 24 saat önce hatırlat
        </label>
        <label className="flex items-center gap-3 text-sm">
          <input
            {...getInputProps(fields.reminder2h, { type: 'checkbox' })}
            className="size-5 accent-[var(--color-accent)]"
          />
          Müşteriye randevudan 2 saat önce hatırlat
        </label>
        <label className="flex items-center gap-3 text-sm">
          <input
            {...getInputProps(fields.reminderTelegram, { type: 'checkbox' })}
            className="size-5 accent-[var(--color-accent)]"
          />
          Onaylı randevuları 24 saat önce Telegram ile stüdyoya da hatırlat
        </label>
        <p className="text-xs text-stone-400">
          Hatırlatmalar yalnızca onaylı randevulara, e-posta ile ve müşterinin izin verdiği SMS / WhatsApp kanallarından
          gider.
        </p>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Kaydediliyor...' : 'Güncelle'}
        </button>
      </Form>
    </div>
  );
}
