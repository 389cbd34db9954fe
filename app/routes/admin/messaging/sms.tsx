import { Form, useNavigation } from 'react-router';
import type { z } from 'zod';
import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import { CheckboxField, ResultLine, TextField } from '~/routes/admin/messaging/messaging-fields';
import { KindSwitches, PhoneChannelPage, type PhoneChannelSaveResult } from '~/routes/admin/messaging/phone-channel-fields';
import { kindFieldName, PHONE_MESSAGES, SMS_DEFAULTS, smsSettingsSchema } from '~/domain/phone-messages';
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
  return (
    <PhoneChannelPage
      title={tab.label}
      data={loaderData}
      actionData={actionData}
      settingsTitle="SMS Sağlayıcısı (Netgsm)"
      id="sms"
      form={(settings, result) => <SmsForm key={settings?.updatedAt.toString() ?? 'new'} settings={settings} mayWriteSecrets={loaderData.mayWriteSecrets} result={result} />}
      test={{ label: 'Test SMS', hint: "Kayıtlı ayarlarla bu numaraya bir test SMS'i gönderilir." }}
    />
  );
}

function SmsForm({ settings, mayWriteSecrets, result }: { settings: Route.ComponentProps['loaderData']['settings']; mayWriteSecrets: boolean; result: PhoneChannelSaveResult | undefined }) {
  const v = result?.values;
  const errors = result?.errors ?? {};
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const text = (name: 'baseUrl' | 'username' | 'sender') => v?.[name] ?? settings?.[name] ?? (name === 'baseUrl' ? SMS_DEFAULTS.baseUrl : '');
  return (
    <Form method="post" className="space-y-4">
      {result ? <ResultLine result={{ ok: false, message: PHONE_MESSAGES.notSaved }} /> : null}
      <TextField name="baseUrl" label="API adresi" defaultValue={text('baseUrl')} error={errors.baseUrl} hint="Netgsm için https://api.netgsm.com.tr (istekler /sms/rest/v2/send adresine gider)." autoComplete="off" />
      <TextField name="username" label="Kullanıcı adı (abone no)" defaultValue={text('username')} error={errors.username} autoComplete="off" placeholder="850xxxxxxx" required />
      <TextField
        name="password"
        label="API şifresi"
        type="password"
        autoComplete="off"
        placeholder={settings?.hasPassword ? '•••••••• (kayıtlı)' : ''}
        hint={!mayWriteSecrets ? CREDENTIALS_HINT : settings?.hasPassword ? 'Boş bırakırsanız kayıtlı şifre korunur; adres veya kullanıcı adı değişirse silinir.' : 'Şifrelenerek saklanır ve bir daha gösterilmez.'}
        disabled={!mayWriteSecrets}
        error={errors.password}
      />
      <TextField name="sender" label="Gönderici adı (SMS başlığı)" defaultValue={text('sender')} error={errors.sender} hint="Netgsm'de onaylı başlık, en fazla 11 karakter." autoComplete="off" required />
      <CheckboxField name="isActive" label="Aktif" hint="Kapalıyken hiçbir SMS gönderilmez ve randevu formu SMS izni sormaz." defaultChecked={v ? v.isActive === 'on' : (settings?.isActive ?? SMS_DEFAULTS.isActive)} />
      <KindSwitches enabled={(kind) => (v ? v[kindFieldName(kind)] === 'on' : (settings?.kinds.includes(kind) ?? true))} />
      <button type="submit" name="intent" value="save" className="btn-primary" disabled={busy}>
        {busy ? 'Kaydediliyor...' : 'Kaydet'}
      </button>
    </Form>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
