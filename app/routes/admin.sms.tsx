import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { adminMeta, adminTab } from '~/components/admin/admin-tabs';
import { AdminPageHeader, SuccessNotice } from '~/components/admin/admin-ui';
import { Card, CheckboxField, ResultLine, TextField, lastValues } from '~/components/admin/messaging-fields';
import { KindSwitches, TestMessageForm } from '~/components/admin/phone-channel-fields';
import { fieldErrors, type FieldErrors } from '~/domain/messaging-settings';
import { kindFieldName, PHONE_MESSAGES, SMS_DEFAULTS, smsSettingsSchema } from '~/domain/phone-messages';
import { requireFormData } from '~/lib/multipart.server';
import { requireAdmin } from '~/lib/auth.server';
import { outboxCounts } from '~/models/messaging/outbox.server';
import { getSmsRow, publicSmsSettings, saveSmsSettings, sendPhoneTest } from '~/models/messaging/phone-channels.server';
import type { Route } from './+types/admin.sms';

/**
 * SMS settings (Netgsm's HTTP API, docs/decisions/0200-sms-and-whatsapp.md): address, user,
 * password (stored encrypted, never shown; blank keeps it while address and user stay), the
 * approved sender title, on/off, which kinds of customer message go by SMS, and a test SMS
 * to a typed number with the saved settings.
 */
const tab = adminTab('/admin/sms');

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const ok = new URL(request.url).searchParams.get('ok');
  return {
    settings: publicSmsSettings(getSmsRow(context.db)),
    failed: outboxCounts(context.db).failed,
    notice: ok === 'kaydedildi' ? PHONE_MESSAGES.smsSaved : ok === 'sifre-silindi' ? `${PHONE_MESSAGES.smsSaved}. ${PHONE_MESSAGES.secretCleared}` : null,
  };
}

type ActionData = { intent: 'save'; errors: FieldErrors; values: Record<string, string> } | { intent: 'test'; result: { ok: boolean; message: string }; phone: string };

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const values = lastValues(await requireFormData(request));
  if (values.intent === 'save') {
    const parsed = smsSettingsSchema.safeParse(values);
    const { password: _secret, ...safeValues } = values;
    if (!parsed.success) return data<ActionData>({ intent: 'save', errors: fieldErrors(parsed.error), values: safeValues }, { status: 400 });
    const saved = saveSmsSettings(context.db, parsed.data, context.config.secretsKey);
    throw redirect(`/admin/sms?ok=${saved.secretCleared ? 'sifre-silindi' : 'kaydedildi'}`);
  }
  if (values.intent === 'test') {
    const phone = values.phone ?? '';
    const result = await sendPhoneTest(context.db, context.config.secretsKey, 'sms', phone);
    return data<ActionData>({ intent: 'test', result, phone }, { status: result.ok ? 200 : 400 });
  }
  throw data('Bilinmeyen işlem', { status: 400 });
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

export default function AdminSms({ loaderData, actionData }: Route.ComponentProps) {
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
        <Card title="SMS Sağlayıcısı (Netgsm)" id="sms">
          <SmsForm key={settings?.updatedAt.toString() ?? 'new'} settings={settings} result={result?.intent === 'save' ? result : undefined} />
        </Card>
        <Card title="Test Mesajı" id="sms-test">
          <TestMessageForm label="Test SMS" hint="Kayıtlı ayarlarla bu numaraya bir test SMS'i gönderilir." result={result?.intent === 'test' ? result.result : null} phone={result?.intent === 'test' ? result.phone : undefined} />
        </Card>
      </div>
    </section>
  );
}

function SmsForm({ settings, result }: { settings: Route.ComponentProps['loaderData']['settings']; result: Extract<ActionData, { intent: 'save' }> | undefined }) {
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
        hint={settings?.hasPassword ? 'Boş bırakırsanız kayıtlı şifre korunur; adres veya kullanıcı adı değişirse silinir.' : 'Şifrelenerek saklanır ve bir daha gösterilmez.'}
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

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-ui';
