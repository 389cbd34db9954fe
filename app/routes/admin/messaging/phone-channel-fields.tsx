import { Form, Link, useNavigation } from 'react-router';
import { AdminPageHeader, SuccessNotice } from '../../../ui/admin/admin-ui';
import { CUSTOMER_KINDS, CUSTOMER_KIND_LABELS, type CustomerKind } from '~/domain/message-topics';
import { kindFieldName, templateFieldName } from '~/domain/phone-messages';
import { Card, CheckboxField, ResultLine, TextField, inputClass } from './messaging-fields';
import type { PhoneChannelActionData } from './phone-channel.server';

/**
 * The SMS and WhatsApp screens' shared pieces: the page (header with the outbox link, the
 * saved notice, the settings card beside the test card), the per-kind switches (with
 * WhatsApp's template name beside each) and the test message form.
 */
export type PhoneChannelSaveResult = Extract<PhoneChannelActionData, { intent: 'save' }>;

/** The whole screen from the shared loader's data and the action's answer; the channel gives its title, its settings form and its test texts. */
export function PhoneChannelPage<Settings>({
  title,
  data: { settings, failed, notice },
  actionData,
  settingsTitle,
  id,
  form,
  test: testTexts,
}: {
  title: string;
  data: { settings: Settings; failed: number; notice: string | null };
  actionData: unknown;
  settingsTitle: string;
  id: string;
  form: (settings: Settings, result: PhoneChannelSaveResult | undefined) => React.ReactNode;
  test: { label: string; hint: string };
}) {
  const result = actionData as PhoneChannelActionData | undefined;
  const settingsForm = form(settings, result?.intent === 'save' ? result : undefined);
  const test = { ...testTexts, result: result?.intent === 'test' ? result.result : null, phone: result?.intent === 'test' ? result.phone : undefined };
  return (
    <section>
      <AdminPageHeader title={title}>
        <Link to="/admin/outbox" className="btn-ghost px-4">
          Gönderim kuyruğu{failed > 0 ? ` (${failed} başarısız)` : ''}
        </Link>
      </AdminPageHeader>
      <div className="mb-6">
        <SuccessNotice message={notice} />
      </div>
      <div className="grid max-w-5xl items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <Card title={settingsTitle} id={id}>
          {settingsForm}
        </Card>
        <Card title="Test Mesajı" id={`${id}-test`}>
          <TestMessageForm {...test} />
        </Card>
      </div>
    </section>
  );
}

export function KindSwitches({ enabled, templates, errors }: { enabled: (kind: CustomerKind) => boolean; templates?: (kind: CustomerKind) => string; errors?: Record<string, string> }) {
  return (
    <fieldset className="space-y-3 rounded-2xl border border-line p-4">
      <legend className="px-1 text-sm font-medium">Gönderilecek mesajlar</legend>
      {CUSTOMER_KINDS.map((kind) => (
        <div key={kind} className={templates ? "grid items-start gap-2 sm:grid-cols-[1fr_16rem]" : undefined}>
          <CheckboxField name={kindFieldName(kind)} label={CUSTOMER_KIND_LABELS[kind]} defaultChecked={enabled(kind)} />
          {templates ? (
            <div>
              <label htmlFor={`f-${templateFieldName(kind)}`} className="sr-only">
                {CUSTOMER_KIND_LABELS[kind]}: şablon adı
              </label>
              <input
                id={`f-${templateFieldName(kind)}`}
                name={templateFieldName(kind)}
                defaultValue={templates(kind)}
                placeholder="onayli_sablon_adi"
                autoComplete="off"
                aria-invalid={errors?.[templateFieldName(kind)] ? true : undefined}
                className={`${inputClass} mt-0`}
              />
              {errors?.[templateFieldName(kind)] ? <p className="mt-1 text-sm text-red-300">{errors[templateFieldName(kind)]}</p> : null}
            </div>
          ) : null}
        </div>
      ))}
      <p className="text-xs text-stone-400">Yalnızca randevu formunda bu kanala izin veren müşterilere gönderilir. Hatırlatmaların zamanı (24 saat / 2 saat önce) Ayarlar sayfasındadır.</p>
    </fieldset>
  );
}

export function TestMessageForm({ label, hint, result, phone }: { label: string; hint: string; result: { ok: boolean; message: string } | null; phone?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'test';
  return (
    <Form method="post" className="space-y-4" aria-label={label}>
      <TextField name="phone" label="Test telefon numarası" type="text" inputMode="numeric" autoComplete="off" placeholder="0532 123 45 67" hint={hint} defaultValue={phone} />
      <button type="submit" name="intent" value="test" className="btn-ghost" disabled={busy}>
        {busy ? 'Gönderiliyor...' : 'Test Mesajı Gönder'}
      </button>
      <ResultLine result={result} />
    </Form>
  );
}
