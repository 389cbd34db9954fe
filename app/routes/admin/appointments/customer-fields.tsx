/** The appointment form's customer: name, e-mail and phone (a walk-in needs a name only). */
import type { AppointmentFormValues } from './form-values';
import { inputClass, type FieldMessages } from './field-messages';

export function CustomerFields({ values, messages: m }: { values: AppointmentFormValues; messages: FieldMessages }) {
  return (
    <>
      <label className="text-sm font-medium">
        Müşteri Adı
        <input
          name="customerName"
          defaultValue={values.customerName}
          autoComplete="off"
          className={inputClass}
          {...m.described('customerName')}
        />
        {m.error('customerName')}
      </label>
      <label className="text-sm font-medium">
        E-posta
        <input
          type="email"
          name="customerEmail"
          defaultValue={values.customerEmail}
          autoComplete="off"
          className={inputClass}
          {...m.described('customerEmail')}
        />
        {m.error('customerEmail')}
      </label>
      <label className="text-sm font-medium">
        Telefon
        <input
          type="tel"
          name="customerPhone"
          defaultValue={values.customerPhone}
          autoComplete="off"
          className={inputClass}
          {...m.described('customerPhone')}
        />
        {m.error('customerPhone')}
      </label>
    </>
  );
}
