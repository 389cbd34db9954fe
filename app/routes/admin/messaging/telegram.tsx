import { useState } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import { AdminPageHeader, SuccessNotice } from '~/ui/admin/admin-ui';
import { Card, CheckboxField, ResultLine, TextField, lastValues } from '~/routes/admin/messaging/messaging-fields';
import { useHydrated } from '~/ui/use-hydrated';
import { canTestTelegram, fieldErrors, MESSAGES, TELEGRAM_DEFAULTS, telegramSettingsSchema, type FieldErrors } from '~/domain/messaging-settings';
import { actorOf, assertMay, mayDo, requireAdmin } from '~/http/auth.server';
import { CREDENTIALS_HINT } from '~/domain/permissions';
import { sendTelegramTest } from '~/models/messaging/manual-sends.server';
import { outboxCounts } from '~/models/messaging/outbox.server';
import { getTelegramRow, publicTelegramSettings, saveTelegramSettings } from '~/models/messaging/telegram.server';
import type { Route } from './+types/telegram';
import { requireFormData } from '~/http/multipart.server';

/**
 * Telegram bot settings: the token is stored encrypted and never sent back (blank keeps it),
 * the chat id, the three switches with the spec's defaults, save and a test message (enabled
 * once a token and a chat id are there; the test uses what is typed, else what is saved).
 */
const tab = adminTab('/admin/telegram');

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, 'messaging.setup');
  const ok = new URL(request.url).searchParams.get('ok');
  return {
    settings: publicTelegramSettings(getTelegramRow(context.db)),
    mayWriteSecrets: mayDo(session, 'credentials.write'),
    failed: outboxCounts(context.db).failed,
    notice: ok === 'kaydedildi' ? MESSAGES.telegramSaved : null,
  };
}

type ActionData = { intent: 'save'; errors: FieldErrors; values: Record<string, string> } | { intent: 'test'; result: { ok: boolean; message: string }; values: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, 'messaging.setup');
  const actor = actorOf(session, context);
  const form = await requireFormData(request);
  const values = lastValues(form);
  const { botToken: _secret, ...safeValues } = values;
  const parsed = telegramSettingsSchema.safeParse(values);
  if (values.intent === 'save') {
    if (!parsed.success) return data<ActionData>({ intent: 'save', errors: fieldErrors(parsed.error), values: safeValues }, { status: 400 });
    // a new stored token is the owner's (credentials.write); blank keeps the stored one
    if (parsed.data.botToken) assertMay(session, 'credentials.write');
    saveTelegramSettings(context.db, actor, parsed.data, context.config.secretsKey);
    throw redirect('/admin/telegram?ok=kaydedildi');
  }
  if (values.intent === 'test') {
    if (!parsed.success) {
      const first = Object.values(fieldErrors(parsed.error))[0] ?? MESSAGES.telegramTestFailed;
      return data<ActionData>({ intent: 'test', result: { ok: false, message: first }, values: safeValues }, { status: 400 });
    }
    const result = await sendTelegramTest(context.db, context.config, { botToken: parsed.data.botToken, chatId: parsed.data.chatId }, context.now());
    return data<ActionData>({ intent: 'test', result, values: safeValues }, { status: result.ok ? 200 : 400 });
  }
  throw data('Bilinmeyen işlem', { status: 400 });
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

export default function AdminTelegram({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, failed, notice } = loaderData;
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
      <div className="max-w-2xl">
        <Card title="Bot Ayarları" id="telegram">
          {/* a fresh form after each save: the typed token is gone, the stored one stays hidden */}
          <TelegramForm key={settings?.updatedAt.toString() ?? 'new'} settings={settings} mayWriteSecrets={loaderData.mayWriteSecrets} result={actionData as ActionData | undefined} />
        </Card>
      </div>
    </section>
  );
}

function TelegramForm({ settings, mayWriteSecrets, result }: { settings: Route.ComponentProps['loaderData']['settings']; mayWriteSecrets: boolean; result: ActionData | undefined }) {
  const v = result?.values;
  const errors = result?.intent === 'save' ? result.errors : {};
  const navigation = useNavigation();
  const busyIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const hydrated = useHydrated();
  const [token, setToken] = useState('');
  const [chatId, setChatId] = useState(v?.chatId ?? settings?.chatId ?? '');
  const checked = (name: 'isActive' | 'sendNewAppointments' | 'sendStatusUpdates') => (v ? v[name] === 'on' : (settings?.[name] ?? TELEGRAM_DEFAULTS[name]));
  const testable = canTestTelegram(token.trim() !== '' || !!settings?.hasBotToken, chatId);
  return (
    <Form method="post" className="space-y-4">
      {result?.intent === 'save' ? <ResultLine result={{ ok: false, message: MESSAGES.telegramNotSaved }} /> : null}
      <TextField
        name="botToken"
        label="Bot token"
        type="password"
        autoComplete="off"
        placeholder={settings?.hasBotToken ? '•••••••• (kayıtlı)' : '123456789:ABC-DEF...'}
        disabled={!mayWriteSecrets}
        hint={!mayWriteSecrets ? CREDENTIALS_HINT : settings?.hasBotToken ? 'Boş bırakırsanız kayıtlı token korunur.' : 'BotFather’dan aldığınız token. Şifrelenerek saklanır ve bir daha gösterilmez.'}
        error={errors.botToken}
        value={token}
        onChange={setToken}
      />
      <TextField name="chatId" label="Chat id" placeholder="-1001234567890" hint="Bildirimlerin gideceği sohbet veya grubun kimliği." error={errors.chatId} value={chatId} onChange={setChatId} autoComplete="off" />
      <CheckboxField name="isActive" label="Aktif" hint="Kapalıyken Telegram’a hiçbir bildirim gönderilmez." defaultChecked={checked('isActive')} />
      <CheckboxField name="sendNewAppointments" label="Yeni randevu bildirimleri" defaultChecked={checked('sendNewAppointments')} />
      <CheckboxField name="sendStatusUpdates" label="Durum değişikliği bildirimleri" defaultChecked={checked('sendStatusUpdates')} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" className="btn-primary" disabled={busyIntent === 'save'}>
          {busyIntent === 'save' ? 'Kaydediliyor...' : 'Kaydet'}
        </button>
        <button type="submit" name="intent" value="test" className="btn-ghost" disabled={busyIntent === 'test' || (hydrated && !testable)} aria-describedby="telegram-test-hint">
          {busyIntent === 'test' ? 'Gönderiliyor...' : 'Test Mesajı Gönder'}
        </button>
      </div>
      <p id="telegram-test-hint" className="text-xs text-stone-400">
        Test mesajı için bot token ve chat id dolu olmalıdır.
      </p>
      {result?.intent === 'test' ? <ResultLine result={result.result} /> : null}
    </Form>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
