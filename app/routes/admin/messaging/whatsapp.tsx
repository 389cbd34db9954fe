import { Form, useNavigation } from 'react-router';
import type { z } from 'zod';
import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import { CheckboxField, ResultLine, TextField } from '~/routes/admin/messaging/messaging-fields';
import { KindSwitches, PhoneChannelPage, type PhoneChannelSaveResult } from '~/routes/admin/messaging/phone-channel-fields';
import { kindFieldName, PHONE_MESSAGES, templateFieldName, WHATSAPP_DEFAULTS, WHATSAPP_TEST_TEMPLATE, whatsappSettingsSchema } from '~/domain/phone-messages';
import { phoneChannelAction, phoneChannelLoader, type PhoneChannelScreen } from '~/routes/admin/messaging/phone-channel.server';
import { getWhatsappRow, publicWhatsappSettings, saveWhatsappSettings } from '~/models/messaging/phone-channels.server';
import { CREDENTIALS_HINT } from '~/domain/permissions';
import type { Route } from './+types/whatsapp';

/**
 * WhatsApp Business Cloud API settings (docs/decisions/0200-sms-and-whatsapp.md): API address
 * (graph.facebook.com/vXX.X), phone number id, access token (stored encrypted, never shown),
 * template language, on/off, and per kind of customer message its approved template name
 * (the body takes {{1}} name, {{2}} the message line, {{3}} the link, {{4}} the opt-out link).
 * The test message sends Meta's sample template 'hello_world' with the saved settings.
 */
const tab = adminTab('/admin/whatsapp');

const readWhatsapp = (db: Parameters<typeof getWhatsappRow>[0]) => publicWhatsappSettings(getWhatsappRow(db));

const SCREEN: PhoneChannelScreen<ReturnType<typeof readWhatsapp>, z.output<typeof whatsappSettingsSchema>> = {
  channel: 'whatsapp',
  path: '/admin/whatsapp',
  read: readWhatsapp,
  schema: whatsappSettingsSchema,
  save: saveWhatsappSettings,
  secretField: 'accessToken',
  saved: PHONE_MESSAGES.whatsappSaved,
  clearedParam: 'anahtar-silindi',
};

export const loader = ({ request, context }: Route.LoaderArgs) => phoneChannelLoader(SCREEN, request, context);
export const action = ({ request, context }: Route.ActionArgs) => phoneChannelAction(SCREEN, request, context);

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

export default function AdminWhatsapp({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PhoneChannelPage
      title={tab.label}
      data={loaderData}
      actionData={actionData}
      settingsTitle="WhatsApp Business Cloud API"
      id="whatsapp"
      form={(settings, result) => <WhatsappForm key={settings?.updatedAt.toString() ?? 'new'} settings={settings} mayWriteSecrets={loaderData.mayWriteSecrets} result={result} />}
      test={{ label: 'Test WhatsApp mesajı', hint: `Kayıtlı ayarlarla Meta'nın örnek şablonu '${WHATSAPP_TEST_TEMPLATE.name}' bu numaraya gönderilir.` }}
    />
  );
}

function WhatsappForm({ settings, mayWriteSecrets, result }: { settings: Route.ComponentProps['loaderData']['settings']; mayWriteSecrets: boolean; result: PhoneChannelSaveResult | undefined }) {
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
        disabled={!mayWriteSecrets}
        hint={!mayWriteSecrets ? CREDENTIALS_HINT : settings?.hasAccessToken ? 'Boş bırakırsanız kayıtlı anahtar korunur; adres veya numara kimliği değişirse silinir.' : 'Kalıcı sistem kullanıcısı anahtarı önerilir. Şifrelenerek saklanır.'}
        error={errors.accessToken}
      />
      <TextField name="languageCode" label="Şablon dili" defaultValue={text('languageCode')} error={errors.languageCode} hint="Şablonların onaylandığı dil kodu, örn: tr" autoComplete="off" />
      <CheckboxField name="isActive" label="Aktif" hint="Kapalıyken hiçbir WhatsApp mesajı gönderilmez ve randevu formu WhatsApp izni sormaz. Müşteri izni telefonuna SMS ile gelen kodla doğrular: randevu formu WhatsApp iznini yalnızca SMS ayarları da açıkken sorar." defaultChecked={v ? v.isActive === 'on' : (settings?.isActive ?? WHATSAPP_DEFAULTS.isActive)} />
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

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
