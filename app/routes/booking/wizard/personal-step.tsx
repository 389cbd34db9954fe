import type { SubmissionResult } from '@conform-to/react';
import { useServerForm } from '~/ui/form-metadata';
import { Alert, Field, StepHeading, Submit, WIZARD_ANCHOR } from './booking-ui';
import { KvkkConsent, type WizardNotice } from './kvkk-notice';

export type PersonalValues = {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  kvkkConsent: boolean;
};

/**
 * Step 1, 'Kişisel Bilgiler': name, e-mail, phone and the KVKK consent. Server markup only.
 * 'Devam Et' is always pressable, with or without the wizard script, and Enter in a field
 * sends the form: a missing field is named by the server's answer, under the field
 * (decision 0348; the spec's "stays disabled" left people guessing which box they missed).
 */
export function PersonalStep({
  saved,
  notice,
  lastResult,
}: {
  saved: PersonalValues | null;
  notice: WizardNotice;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  // conform's reply: what was typed (or the draft's values), the form's message and each field's
  const [form, fields] = useServerForm({ id: 'kisisel-bilgiler', lastResult, defaultValue: saved ?? undefined });
  const initial = (name: keyof PersonalValues) => {
    const value = fields[name].initialValue;
    return typeof value === 'string' ? value : '';
  };
  const error = (name: keyof PersonalValues) => fields[name].errors?.[0];
  return (
    <form method="post" action={`/contact#${WIZARD_ANCHOR}`} noValidate className="space-y-5" data-wizard-form>
      <input type="hidden" name="step" value="1" />
      <StepHeading>Kişisel Bilgiler</StepHeading>
      <Alert message={form.errors?.[0]} />
      <Field
        label="Ad Soyad"
        name="customerName"
        autoComplete="name"
        defaultValue={initial('customerName')}
        error={error('customerName')}
        maxLength={100}
        required
      />
      <Field
        label="E-posta"
        name="customerEmail"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="ornek@eposta.com"
        defaultValue={initial('customerEmail')}
        error={error('customerEmail')}
        required
      />
      <Field
        label="Telefon"
        name="customerPhone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="05XX XXX XX XX"
        defaultValue={initial('customerPhone')}
        error={error('customerPhone')}
        required
      />
      <KvkkConsent notice={notice} checked={initial('kvkkConsent') === 'on'} error={error('kvkkConsent')} />
      <div className="flex justify-end pt-2">
        <Submit name="personal" label="Devam Et" primary />
      </div>
    </form>
  );
}
