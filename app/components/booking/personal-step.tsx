import { useState } from 'react';
import { Form } from 'react-router';
import { Alert, Field, StepHeading } from './booking-ui';
import { KvkkConsent, type WizardNotice } from './kvkk-notice';

export type PersonalValues = { customerName: string; customerEmail: string; customerPhone: string; kvkkConsent: boolean };

/** Step 1, 'Kişisel Bilgiler': name, e-mail, phone and the KVKK consent. */
export function PersonalStep({
  initial,
  notice,
  message,
  fieldErrors,
  hydrated,
  submitting,
  headingRef,
}: {
  initial: PersonalValues;
  notice: WizardNotice;
  message: string | null;
  fieldErrors: Record<string, string>;
  hydrated: boolean;
  submitting: boolean;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const [values, setValues] = useState(initial);
  const set = (key: keyof PersonalValues) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };
  // The next button stays disabled until everything is filled in (with JavaScript; without
  // it the server answers with the message).
  const complete = values.customerName.trim() !== '' && values.customerEmail.trim() !== '' && values.customerPhone.trim() !== '' && values.kvkkConsent;

  return (
    <Form method="post" noValidate preventScrollReset className="space-y-5">
      <input type="hidden" name="step" value="1" />
      <StepHeading ref={headingRef}>Kişisel Bilgiler</StepHeading>
      <Alert message={message} />
      <Field label="Ad Soyad" name="customerName" autoComplete="name" value={values.customerName} onChange={set('customerName')} error={fieldErrors.customerName} maxLength={100} />
      <Field
        label="E-posta"
        name="customerEmail"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="ornek@eposta.com"
        value={values.customerEmail}
        onChange={set('customerEmail')}
        error={fieldErrors.customerEmail}
      />
      <Field
        label="Telefon"
        name="customerPhone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="05XX XXX XX XX"
        value={values.customerPhone}
        onChange={set('customerPhone')}
        error={fieldErrors.customerPhone}
      />
      <KvkkConsent notice={notice} checked={values.kvkkConsent} onChange={(kvkkConsent) => setValues((v) => ({ ...v, kvkkConsent }))} error={fieldErrors.kvkkConsent} hydrated={hydrated} />
      <div className="flex justify-end pt-2">
        <button type="submit" name="intent" value="personal" className="btn-primary" disabled={hydrated && (!complete || submitting)}>
          Devam Et
        </button>
      </div>
    </Form>
  );
}
