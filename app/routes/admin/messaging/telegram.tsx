import { useServerForm } from '~/ui/form-metadata';
import { parseWithZod } from '@conform-to/zod/v4';
import { useRef, useState } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import { adminMeta, adminTab } from '~/ui/admin/admin-tabs';
import {
  Card,
  CheckboxField,
  ResultLine,
  TextField,
  type TestSendReply,
} from '~/routes/admin/messaging/messaging-fields';
import { MessagingHeader } from '~/routes/admin/messaging/phone-channel-fields';
import { useHydrated } from '~/ui/use-hydrated';
import { asPosted, postedText } from '~/domain/form-fields';
import { canTestTelegram, MESSAGES, TELEGRAM_DEFAULTS, telegramSettingsSchema } from '~/domain/messaging-settings';
import { answer, answerInvalid } from '~/http/form-answer.server';
import { replyFor, type FormReply } from '~/utils/form-reply';
import { actorOf, assertMay, mayDo, requireAdmin } from '~/http/auth.server';
import { CREDENTIALS_HINT } from '~/domain/permissions';
import { sendTelegramTest } from '~/models/messaging/manual-sends.server';
import { outboxCounts } from '~/models/messaging/outbox.server';
import { getTelegramRow, publicTelegramSettings, saveTelegramSettings } from '~/models/messaging/telegram.server';
import type { Route } from './+types/telegram';
import { requireFormData } from '~/http/multipart.server';
import { useTypedBeforeHydration } from '~/ui/typed-before-hydration';

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

/** the typed token never comes back in an answer */
const HIDDEN = ['botToken'];

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, 'messaging.setup');
  const actor = actorOf(session, context);
  const form = await requireFormData(request);
  const intent = form.get('intent');
  const submission = parseWithZod(form, { schema: asPosted(telegramSettingsSchema), disableAutoCoercion: true });
  if (intent === 'save') {
    if (submission.status !== 'success') return answerInvalid('save', submission, 400, HIDDEN);
    // a new stored token is the owner's (credentials.write); blank keeps the stored one
    if (submission.value.botToken) assertMay(session, 'credentials.write');
    saveTelegramSettings(context.db, actor, submission.value, context.config.secretsKey);
    throw redirect('/admin/telegram?ok=kaydedildi');
  }
  if (intent === 'test') {
    if (submission.status !== 'success') {
      const first =
        Object.values(submission.error ?? {}).flatMap((messages) => messages ?? [])[0] ?? MESSAGES.telegramTestFailed;
      return answer('test', submission, { hideFields: HIDDEN, extra: { result: { ok: false, message: first } } });
    }
    const result = await sendTelegramTest(
      context.db,
      context.config,
      { botToken: submission.value.botToken, chatId: submission.value.chatId },
      context.now(),
    );
    return answer('test', submission, { status: result.ok ? 200 : 400, hideFields: HIDDEN, extra: { result } });
  }
  throw data('Bilinmeyen işlem', { status: 400 });
}

export const meta: Route.MetaFunction = () => adminMeta(tab.label);

export default function AdminTelegram({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, failed, notice } = loaderData;
  return (
    <section>
      <MessagingHeader title={tab.label} failed={failed} notice={notice} />
      <div className="max-w-2xl">
        <Card title="Bot Ayarları" id="telegram">
          {/* a fresh form after each save: the typed token is gone, the stored one stays hidden */}
          <TelegramForm
            key={settings?.updatedAt.toString() ?? 'new'}
            settings={settings}
            mayWriteSecrets={loaderData.mayWriteSecrets}
            answer={actionData as FormReply | TestSendReply | undefined}
          />
        </Card>
      </div>
    </section>
  );
}

function TelegramForm({
  settings,
  mayWriteSecrets,
  answer,
}: {
  settings: Route.ComponentProps['loaderData']['settings'];
  mayWriteSecrets: boolean;
  answer: FormReply | TestSendReply | undefined;
}) {
  // one form, two buttons: the save's messages go under the fields; both answers keep what was typed
  const [form, fields] = useServerForm({ id: 'telegram-settings', lastResult: replyFor(answer, 'save') });
  const v = answer ? postedText(answer.lastResult.initialValue) : undefined;
  const errors = { botToken: fields.botToken?.errors?.[0], chatId: fields.chatId?.errors?.[0] };
  const test = answer?.intent === 'test' && 'result' in answer ? answer.result : null;
  const navigation = useNavigation();
  const busyIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const hydrated = useHydrated();
  const [token, setToken] = useState('');
  const [chatId, setChatId] = useState(v ? (v.chatId ?? '') : (settings?.chatId ?? ''));
  const checked = (name: 'isActive' | 'sendNewAppointments' | 'sendStatusUpdates') =>
    v ? v[name] === 'on' : (settings?.[name] ?? TELEGRAM_DEFAULTS[name]);
  // what was typed before the page hydrated stays (docs/decisions/0539)
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const testable = canTestTelegram(token.trim() !== '' || !!settings?.hasBotToken, chatId);
  return (
    <Form ref={formRef} method="post" className="space-y-4" id={form.id}>
      {form.status === 'error' ? <ResultLine result={{ ok: false, message: MESSAGES.telegramNotSaved }} /> : null}
      <TextField
        name="botToken"
        label="Bot token"
        type="password"
        autoComplete="off"
        placeholder={settings?.hasBotToken ? '•••••••• (kayıtlı)' : '123456789:ABC-DEF...'}
        disabled={!mayWriteSecrets}
        hint={
          !mayWriteSecrets
            ? CREDENTIALS_HINT
            : settings?.hasBotToken
              ? 'Boş bırakırsanız kayıtlı token korunur.'
              : 'BotFather’dan aldığınız token. Şifrelenerek saklanır ve bir daha gösterilmez.'
        }
        error={errors.botToken}
        value={token}
        onChange={setToken}
      />
      <TextField
        name="chatId"
        label="Chat id"
        placeholder="-1001234567890"
        hint="Bildirimlerin gideceği sohbet veya grubun kimliği."
        error={errors.chatId}
        value={chatId}
        onChange={setChatId}
        autoComplete="off"
      />
      <CheckboxField
        name="isActive"
        label="Aktif"
        hint="Kapalıyken Telegram’a hiçbir bildirim gönderilmez."
        defaultChecked={checked('isActive')}
      />
      <CheckboxField
        name="sendNewAppointments"
        label="Yeni randevu bildirimleri"
        defaultChecked={checked('sendNewAppointments')}
      />
      <CheckboxField
        name="sendStatusUpdates"
        label="Durum değişikliği bildirimleri"
        defaultChecked={checked('sendStatusUpdates')}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" className="btn-primary" disabled={busyIntent === 'save'}>
          {busyIntent === 'save' ? 'Kaydediliyor...' : 'Kaydet'}
        </button>
        <button
          type="submit"
          name="intent"
          value="test"
          className="btn-ghost"
          disabled={busyIntent === 'test' || (hydrated && !testable)}
          aria-describedby="telegram-test-hint"
        >
          {busyIntent === 'test' ? 'Gönderiliyor...' : 'Test Mesajı Gönder'}
        </button>
      </div>
      <p id="telegram-test-hint" className="text-xs text-stone-400">
        Test mesajı için bot token ve chat id dolu olmalıdır.
      </p>
      <ResultLine result={test} />
    </Form>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
