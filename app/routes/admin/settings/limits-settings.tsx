/**
 * /admin/settings card 'Kötüye Kullanım Sınırları' (docs/decisions/0331, 0333): how many
 * messages one phone or address gets in 24 hours (per channel, all topics together), how
 * many open future appointments one person (the same phone or e-mail) may hold, and how many
 * SMS the whole studio sends in 24 hours (issue 37: a full budget sends no more codes).
 */
import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { useServerForm } from '~/ui/form-metadata';
import { Form } from 'react-router';
import { FormErrors } from '~/ui/admin/content-ui';
import { VERSIONS_FIELD } from '~/domain/versions';
import { MAX_MAX_OPEN_APPOINTMENTS, MIN_MAX_OPEN_APPOINTMENTS } from '~/domain/fair-use';
import { MAX_SMS_DAILY_BUDGET, MIN_SMS_DAILY_BUDGET } from '~/domain/phone-verification';
import { APPOINTMENT_KIND_DAILY_LIMIT, MAX_DAILY_MESSAGE_CAP, MIN_DAILY_MESSAGE_CAP } from '~/domain/message-limits';

export const LIMITS_INTENT = 'limits';

const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-line bg-stone-950 px-3 py-2 text-base text-stone-100 focus:border-accent aria-[invalid=true]:border-red-400';

export function LimitsSettingsCard({
  values,
  versions,
  lastResult,
  busy,
}: {
  values: { dailyMessageCap: number; maxOpenAppointments: number; smsDailyBudget: number };
  versions: string;
  lastResult?: SubmissionResult<string[]>;
  busy: boolean;
}) {
  const [form, fields] = useServerForm({
    id: 'limits-form',
    lastResult,
    defaultValue: {
      dailyMessageCap: String(values.dailyMessageCap),
      maxOpenAppointments: String(values.maxOpenAppointments),
      smsDailyBudget: String(values.smsDailyBudget),
    },
  });
  const rows = [
    {
      meta: fields.dailyMessageCap,
      label: 'Bir alıcıya 24 saatte en fazla mesaj',
      hint: `Aynı telefon numarasına (SMS ve WhatsApp ayrı ayrı) veya e-posta adresine tüm konular birlikte (${MIN_DAILY_MESSAGE_CAP}-${MAX_DAILY_MESSAGE_CAP}). Sınırı aşan mesajlar gönderilmez; Gönderim Kuyruğu'nda nedeniyle görünür. Müşterinin randevusuyla ilgili mesajlar (alındı, onay, değişiklik, iptal, hatırlatma) bu sınıra takılmaz: aynı randevu için aynı türden mesaj 24 saatte en çok ${APPOINTMENT_KIND_DAILY_LIMIT} kez gider.`,
      min: MIN_DAILY_MESSAGE_CAP,
      max: MAX_DAILY_MESSAGE_CAP,
    },
    {
      meta: fields.maxOpenAppointments,
      label: 'Bir kişinin en fazla açık randevusu',
      hint: `Aynı telefon veya e-posta ile bekleyen/onaylı gelecek randevular (${MIN_MAX_OPEN_APPOINTMENTS}-${MAX_MAX_OPEN_APPOINTMENTS}). Çakışan iki randevu hiç alınamaz. Yönetim panelinden gerekçe yazarak aşılabilir.`,
      min: MIN_MAX_OPEN_APPOINTMENTS,
      max: MAX_MAX_OPEN_APPOINTMENTS,
    },
    {
      meta: fields.smsDailyBudget,
      label: 'Stüdyonun 24 saatte en fazla SMS sayısı',
      hint: `Doğrulama kodları dahil stüdyodan giden tüm SMS'ler birlikte (${MIN_SMS_DAILY_BUDGET}-${MAX_SMS_DAILY_BUDGET}). Sınır dolunca yeni doğrulama kodu gönderilmez; SMS sağlayıcısına ödenen tutarı bu sayı sınırlar.`,
      min: MIN_SMS_DAILY_BUDGET,
      max: MAX_SMS_DAILY_BUDGET,
    },
  ];
  return (
    <div id="sinirlar" className="rounded-2xl border border-line bg-stone-900 p-5">
      <h3 className="text-lg font-semibold">Kötüye Kullanım Sınırları</h3>
      <Form method="post" className="mt-4 space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={LIMITS_INTENT} />
        {/* the versions it was loaded from: a save over a newer one is refused (docs/decisions/0394) */}
        <input type="hidden" name={VERSIONS_FIELD} value={versions} />
        <FormErrors errors={form.errors} id={form.errorId} />
        {rows.map(({ meta, label, hint, min, max }) => (
          <div key={meta.name}>
            <label htmlFor={meta.id} className="text-sm font-medium">
              {label}
            </label>
            <input
              {...getInputProps(meta, { type: 'number', ariaDescribedBy: `${meta.id}-hint` })}
              min={min}
              max={max}
              className={inputClass}
            />
            <p id={`${meta.id}-hint`} className="mt-1 text-xs text-stone-400">
              {hint}
            </p>
            {meta.errors ? (
              <p id={meta.errorId} className="mt-1 text-sm text-red-300">
                {meta.errors.join(' ')}
              </p>
            ) : null}
          </div>
        ))}
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Kaydediliyor...' : 'Kaydet'}
        </button>
      </Form>
    </div>
  );
}
