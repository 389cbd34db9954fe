import type { z } from 'zod';
import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import { PhoneChannelPage } from '~/routes/admin/messaging/phone-channel-fields';
import { PHONE_MESSAGES, WHATSAPP_DEFAULTS, WHATSAPP_TEST_TEMPLATE, whatsappSettingsSchema } from '~/domain/phone-messages';
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
  const { settings, mayWriteSecrets } = loaderData;
  return (
    <PhoneChannelPage
      title={tab.label}
      data={loaderData}
      actionData={actionData}
      settingsTitle="WhatsApp Business Cloud API"
      id="whatsapp"
      formKey={settings?.updatedAt.toString() ?? 'new'}
      form={{
        before: [
          { name: 'baseUrl', label: 'API adresi', saved: settings?.baseUrl ?? WHATSAPP_DEFAULTS.baseUrl, hint: 'Örn: https://graph.facebook.com/v21.0' },
          { name: 'phoneNumberId', label: 'Telefon numarası kimliği (Phone number ID)', saved: settings?.phoneNumberId ?? '', inputMode: 'numeric', required: true },
        ],
        secret: {
          name: 'accessToken',
          label: 'Erişim anahtarı (access token)',
          placeholder: settings?.hasAccessToken ? '•••••••• (kayıtlı)' : 'EAAG...',
          hint: !mayWriteSecrets ? CREDENTIALS_HINT : settings?.hasAccessToken ? 'Boş bırakırsanız kayıtlı anahtar korunur; adres veya numara kimliği değişirse silinir.' : 'Kalıcı sistem kullanıcısı anahtarı önerilir. Şifrelenerek saklanır.',
          disabled: !mayWriteSecrets,
        },
        after: [{ name: 'languageCode', label: 'Şablon dili', saved: settings?.languageCode ?? WHATSAPP_DEFAULTS.languageCode, hint: 'Şablonların onaylandığı dil kodu, örn: tr' }],
        active: {
          saved: settings?.isActive ?? WHATSAPP_DEFAULTS.isActive,
          hint: 'Kapalıyken hiçbir WhatsApp mesajı gönderilmez ve randevu formu WhatsApp izni sormaz. Müşteri izni telefonuna SMS ile gelen kodla doğrular: randevu formu WhatsApp iznini yalnızca SMS ayarları da açıkken sorar.',
        },
        kinds: { enabled: (kind) => settings?.kinds.includes(kind) ?? false, templates: (kind) => settings?.templates[kind] ?? '' },
        note: (
          <p className="text-xs text-stone-400">
            Şablon gövdesi dört değişken alır: {'{{1}}'} ad, {'{{2}}'} mesaj satırı (tarih ve saatle), {'{{3}}'} randevu bağlantısı, {'{{4}}'} bildirimleri durdurma bağlantısı.
          </p>
        ),
      }}
      test={{ label: 'Test WhatsApp mesajı', hint: `Kayıtlı ayarlarla Meta'nın örnek şablonu '${WHATSAPP_TEST_TEMPLATE.name}' bu numaraya gönderilir.` }}
    />
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
