/**
 * The appointment form's details: notes, the total price (empty: the services' sum), the
 * status and the appointment's own length (empty: the services' length).
 */
import { MAX_CUSTOM_DURATION } from '~/domain/admin-appointment-texts';
import { APPOINTMENT_STATUS, APPOINTMENT_STATUS_VALUES } from '~/domain/appointment-status';
import { formatMinutes } from '~/domain/duration';
import { formatKurus, kurusToLiraText } from '~/utils/money';
import type { AppointmentFormValues } from './form-values';
import { inputClass, type FieldMessages } from './field-messages';

type Props = {
  values: AppointmentFormValues;
  /** the chosen services' and packages' sums: the defaults shown as placeholders and hints */
  totals: { priceKurus: number; durationMinutes: number };
  messages: FieldMessages;
};

export function DetailFields({ values, totals, messages: m }: Props) {
  return (
    <>
      <label className="text-sm font-medium sm:col-span-2">
        Notlar
        <textarea name="notes" rows={3} defaultValue={values.notes} className={inputClass} {...m.described('notes')} />
        {m.error('notes')}
      </label>

      <label className="text-sm font-medium">
        Toplam Tutar (₺)
        <input
          name="totalPrice"
          inputMode="decimal"
          defaultValue={values.totalPrice}
          placeholder={kurusToLiraText(totals.priceKurus, ',')}
          className={inputClass}
          aria-describedby={`${m.ids}-price-hint`}
          {...(m.errors.totalPrice ? { 'aria-invalid': true } : {})}
        />
        <span id={`${m.ids}-price-hint`} className="mt-1 block text-xs font-normal text-stone-400">
          Boş bırakılırsa hizmetlerin toplamı: {formatKurus(totals.priceKurus)}
        </span>
        {m.error('totalPrice')}
      </label>
      <label className="text-sm font-medium">
        Durum
        <select name="status" defaultValue={values.status} className={inputClass}>
          {APPOINTMENT_STATUS_VALUES.map((s) => (
            <option key={s} value={s}>
              {APPOINTMENT_STATUS[s].label}
            </option>
          ))}
        </select>
        {m.error('status')}
      </label>
      <label className="text-sm font-medium">
        Özel Süre (dk)
        <input
          type="number"
          name="customDuration"
          min={1}
          max={MAX_CUSTOM_DURATION}
          step={1}
          defaultValue={values.customDuration}
          placeholder={String(totals.durationMinutes)}
          className={inputClass}
          aria-describedby={`${m.ids}-duration-hint`}
          {...(m.errors.customDuration ? { 'aria-invalid': true } : {})}
        />
        <span id={`${m.ids}-duration-hint`} className="mt-1 block text-xs font-normal text-stone-400">
          Yalnızca bu randevu için; boşsa hizmet süresi: {formatMinutes(totals.durationMinutes)}
        </span>
        {m.error('customDuration')}
      </label>
    </>
  );
}
