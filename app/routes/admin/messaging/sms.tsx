import type { z } from 'zod';
import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import { PhoneChannelPage } from '~/routes/admin/messaging/phone-channel-fields';
import { PHONE_MESSAGES, SMS_DEFAULTS, smsSettingsSchema } from '~/domain/phone-messages';
import { phoneChannelAction, phoneChannelLoader, type PhoneChannelScreen } from '~/routes/admin/messaging/phone-channel.server';
import { getSmsRow, publicSmsSettings, saveSmsSettings } from '~/models/messaging/phone-channels.server';
import { CREDENTIALS_HINT } from '~/domain/permissions';
import type { Route } from './+types/sms';

/**
 * SMS settings (Netgsm's HTTP API, docs/decisions/0200-sms-and-whatsapp.md): address, user,
 * password (stored encrypted, never shown; blank keeps it while address and user stay), the
 * approved sender title, on/off, which kinds of customer message go by SMS, and a test SMS
 * to a typed number with the saved settings.
 */
const tab = adminTab('/admin/sms');

const readSms = (db: Parameters<typeof getSmsRow>[0]) => publicSmsSettings(getSmsRow(db));

const SCREEN: PhoneChannelScreen<ReturnType<typeof readSms>, z.output<typeof smsSettingsSchema>> = {
  channel: 'sms',
  path: '/admin/sms',
  read: readSms,
  schema: smsSettingsSchema,
  save: saveSmsSettings,
  secretField: 'password',
  saved: PHONE_MESSAGES.smsSaved,
  clearedParam: 'sifre-silindi',
};

export const loader = ({ request, context }: Route.LoaderArgs) => phoneChannelLoader(SCREEN, request, context);
export const action = ({ request, context }: Route.ActionArgs) => phoneChannelAction(SCREEN, request, context);

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

export default function AdminSms({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, mayWriteSecrets } = loaderData;
  return (
    <PhoneChannelPage
      title={tab.label}
      data={loaderData}
      actionData={actionData}
      settingsTitle="SMS Sağlayıcısı (Netgsm)"
      id="sms"
      formKey={settings?.updatedAt.toString() ?? 'new'}
      form={{
        before: [
          { name: 'baseUrl', label: 'API adresi', saved: settings?.baseUrl ?? SMS_DEFAULTS.baseUrl, hint: 'Netgsm için https://api.netgsm.com.tr (istekler /sms/rest/v2/send adresine gider).' },
          { name: 'username', label: 'Kullanıcı adı (abone no)', saved: settings?.username ?? '', placeholder: '850xxxxxxx', required: true },
        ],
        secret: {
          name: 'password',
          label: 'API şifresi',
          placeholder: settings?.hasPassword ? '•••••••• (kayıtlı)' : '',
          hint: !mayWriteSecrets ? CREDENTIALS_HINT : settings?.hasPassword ? 'Boş bırakırsanız kayıtlı şifre korunur; adres veya kullanıcı adı değişirse silinir.' : 'Şifrelenerek saklanır ve bir daha gösterilmez.',
          disabled: !mayWriteSecrets,
        },
        after: [{ name: 'sender', label: 'Gönderici adı (SMS başlığı)', saved: settings?.sender ?? '', hint: "Netgsm'de onaylı başlık, en fazla 11 karakter.", required: true }],
        active: { saved: settings?.isActive ?? SMS_DEFAULTS.isActive, hint: 'Kapalıyken hiçbir SMS gönderilmez ve randevu formu SMS izni sormaz.' },
        kinds: { enabled: (kind) => settings?.kinds.includes(kind) ?? true },
      }}
      test={{ label: 'Test SMS', hint: "Kayıtlı ayarlarla bu numaraya bir test SMS'i gönderilir." }}
    />
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
