import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { adminMeta, adminTab } from '~/components/admin/admin-tabs';
import { AdminPageHeader, SuccessNotice } from '~/components/admin/admin-ui';
import { Card, CheckboxField, ResultLine, TextField, lastValues } from '~/components/admin/messaging-fields';
import { KindSwitches, TestMessageForm } from '~/components/admin/phone-channel-fields';
import { fieldErrors, type FieldErrors } from '~/domain/messaging-settings';
import { kindFieldName, PHONE_MESSAGES, templateFieldName, WHATSAPP_DEFAULTS, WHATSAPP_TEST_TEMPLATE, whatsappSettingsSchema } from '~/domain/phone-messages';
import { requireFormData } from '~/lib/multipart.server';
import { requireAdmin } from '~/lib/auth.server';
import { outboxCounts } from '~/models/messaging/outbox.server';
import { getWhatsappRow, publicWhatsappSettings, saveWhatsappSettings, sendPhoneTest } from '~/models/messaging/phone-channels.server';
import type { Route } from './+types/admin.whatsapp';

/**
 * WhatsApp Business Cloud API settings (docs/decisions/0200-sms-and-whatsapp.md): API address
 * (graph.facebook.com/vXX.X), phone number id, access token (stored encrypted, never shown),
 * template language, on/off, and per kind of customer message its approved template name
 * (the body takes {{1}} name, {{2}} the message line, {{3}} the link, {{4}} the opt-out link).
 * The test message sends Meta's sample template 'hello_world' with the saved settings.
 */
const tab = adminTab('/admin/whatsapp');

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const ok = new URL(request.url).searchParams.get('ok');
  return {
    settings: publicWhatsappSettings(getWhatsappRow(context.db)),
    failed: outboxCounts(context.db).failed,
    notice: ok === 'kaydedildi' ? PHONE_MESSAGES.whatsappSaved : ok === 'anahtar-silindi' ? `${PHONE_MESSAGES.whatsappSaved}. ${PHONE_MESSAGES.secretCleared}` : null,
  };
}

type ActionData = { intent: 'save'; errors: FieldErrors; values: Record<string, string> } | { intent: 'test'; result: { ok: boolean; message: string }; phone: string };

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const values = lastValues(await requireFormData(request));
  if (values.intent === 'save') {
    const parsed = whatsappSettingsSchema.safeParse(values);
    const { accessToken: _secret, ...safeValues } = values;
    if (!parsed.success) return data<ActionData>({ intent: 'save', errors: fieldErrors(parsed.error), values: safeValues }, { status: 400 });
    const saved = saveWhatsappSettings(context.db, parsed.data, context.config.secretsKey);
    throw redirect(`/admin/whatsapp?ok=${saved.secretCleared ? 'anahtar-silindi' : 'kaydedildi'}`);
  }
  if (values.intent === 'test') {
    const phone = values.phone ?? '';
    const result = await sendPhoneTest(context.db, context.config.secretsKey, 'whatsapp', phone);
    return data<ActionData>({ intent: 'test', result, phone }, { status: result.ok ? 200 : 400 });
  }
  throw data('Bilinmeyen işlem', { status: 400 });
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

export default function AdminWhatsapp({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, failed, notice } = loaderData;
  const result = actionData as ActionData | undefined;
  return (
    <section>
      <AdminPageHeader title={tab.label}>
        <Link to="/admin/outbox" className="btn-ghost px-4">
          Gönderim kuyruğu{failed > 0 ? ` (${failed} başarısız)` : ''}
        </Link>
      </AdminPageHeader>
      <div className="mb-6">
        <SuccessNotice message={notice} />
      </div>
      <div className="grid max-w-5xl items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <Card title="WhatsApp Business Cloud API" id="whatsapp">
          <WhatsappForm key={settings?.updatedAt.toString() ?? 'new'} settings={settings} result={result?.intent === 'save' ? result : undefined} />
        </Card>
        <Card title="Test Mesajı" id="whatsapp-test">
          <TestMessageForm
            label="Test WhatsApp mesajı"
            hint={`Kayıtlı ayarlarla Meta'nın örnek şablonu '${WHATSAPP_TEST_TEMPLATE.name}' bu numaraya gönderilir.`}
            result={result?.intent === 'test' ? result.result : null}
            phone={result?.intent === 'test' ? result.phone : undefined}
          />
        </Card>
      </div>
    </section>
  );
}

function WhatsappForm({ settings, result }: { settings: Route.ComponentProps['loaderData']['settings']; result: Extract<ActionData, { intent: 'save' }> | undefined }) {
  const v = result?.values;
  const errors = result?.errors ?? {};
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const text = (name: 'baseUrl' | 'phoneNumberId' | 'languageCode') => v?.[name] ?? settings?.[name] ?? (name === 'baseUrl' ? WHATSAPP_DEFAULTS.baseUrl : name === 'languageCode' ? WHATSAPP_DEFAULTS.languageCode : '');
  return (
    <Form method="post" className="space-y-4">
      {result ? <ResultLine result={{ ok: false, message: PHONE_MESSAGES.notSaved }} /> : null}
      <TextField name="baseUrl" label="API adresi" defaultValue={text('baseUrl')} error={errors.baseUrl} hint="Örn: https://graph.facebook.com/v21.0" autoComplete="off" />
      <TextField name="phoneNumberId" label="Telefon numarası kimliği (Phone number ID)" defaultValue={text('phoneNumberId')} error={errors.phoneNumberId} inputMode="numeric" autoComplete="off" required />
      <TextField
        name="accessToken"
        label="Erişim anahtarı (access token)"
        type="password"
        autoComplete="off"
        placeholder={settings?.hasAccessToken ? '•••••••• (kayıtlı)' : 'EAAG...'}
        hint={settings?.hasAccessToken ? 'Boş bırakırsanız kayıtlı anahtar korunur; adres veya numara kimliği değişirse silinir.' : 'Kalıcı sistem kullanıcısı anahtarı önerilir. Şifrelenerek saklanır.'}
        error={errors.accessToken}
      />
      <TextField name="languageCode" label="Şablon dili" defaultValue={text('languageCode')} error={errors.languageCode} hint="Şablonların onaylandığı dil kodu, örn: tr" autoComplete="off" />
      <CheckboxField name="isActive" label="Aktif" hint="Kapalıyken hiçbir WhatsApp mesajı gönderilmez ve randevu formu WhatsApp izni sormaz." defaultChecked={v ? v.isActive === 'on' : (settings?.isActive ?? WHATSAPP_DEFAULTS.isActive)} />
      <KindSwitches
        enabled={(kind) => (v ? v[kindFieldName(kind)] === 'on' : (settings?.kinds.includes(kind) ?? false))}
        templates={(kind) => v?.[templateFieldName(kind)] ?? settings?.templates[kind] ?? ''}
        errors={errors}
      />
      <p className="text-xs text-stone-400">Şablon gövdesi dört değişken alır: {'{{1}}'} ad, {'{{2}}'} mesaj satırı (tarih ve saatle), {'{{3}}'} randevu bağlantısı, {'{{4}}'} bildirimleri durdurma bağlantısı.</p>
      <button type="submit" name="intent" value="save" className="btn-primary" disabled={busy}>
        {busy ? 'Kaydediliyor...' : 'Kaydet'}
      </button>
    </Form>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-ui';
