/**
 * The loader and action of the two phone-channel settings screens (/admin/sms and
 * /admin/whatsapp, docs/decisions/0200-sms-and-whatsapp.md): one shape, told apart by a
 * small description of the channel. Save (a plain POST; the typed secret never comes back in
 * the answer) and a test message with the saved settings.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { z } from 'zod';
import { asPosted, postedValues } from '~/domain/form-fields';
import type { PhoneChannel } from '~/domain/message-topics';
import { PHONE_MESSAGES, smsSettingsSchema, testPhoneSchema, whatsappSettingsSchema } from '~/domain/phone-messages';
import { answer, answerInvalid } from '~/http/form-answer.server';
import type { OutboxContext } from '~/models/commit.server';
import type { Db } from '../../../../db/client';
import { outboxCounts } from '~/models/messaging/outbox.server';
import {
  getSmsRow,
  getWhatsappRow,
  publicSmsSettings,
  publicWhatsappSettings,
  saveSmsSettings,
  saveWhatsappSettings,
  sendPhoneTest,
} from '~/models/messaging/phone-channels.server';
import type { RequestContext } from '../../../infra/app-context';
import { actorOf, assertMay, mayDo, requireAdmin } from '../../../http/auth.server';
import type { Actor } from '../../../domain/audit';
import { requireFormData } from '../../../http/multipart.server';

export type PhoneChannelScreen<Settings, Input> = {
  channel: PhoneChannel;
  path: string;
  read: (db: Db) => Settings;
  schema: z.ZodType<Input>;
  save: (context: OutboxContext, actor: Actor, input: Input, secretsKey: string) => { secretCleared: boolean };
  /** the form field of the secret: never echoed back */
  secretField: string;
  /** the notice after a save, and the `?ok=` value when the stored secret was cleared */
  saved: string;
  clearedParam: string;
};

export async function phoneChannelLoader<S, I>(
  screen: PhoneChannelScreen<S, I>,
  request: Request,
  context: RequestContext,
) {
  const session = await requireAdmin(request, context, 'messaging.setup');
  const ok = new URL(request.url).searchParams.get('ok');
  return {
    settings: screen.read(context.db),
    mayWriteSecrets: mayDo(session, 'credentials.write'),
    failed: outboxCounts(context.db).failed,
    notice:
      ok === 'kaydedildi'
        ? screen.saved
        : ok === screen.clearedParam
          ? `${screen.saved}. ${PHONE_MESSAGES.secretCleared}`
          : null,
  };
}

export async function phoneChannelAction<S, I>(
  screen: PhoneChannelScreen<S, I>,
  request: Request,
  context: RequestContext,
) {
  const session = await requireAdmin(request, context, 'messaging.setup');
  const actor = actorOf(session, context);
  const form = await requireFormData(request);
  const intent = form.get('intent');
  if (intent === 'save') {
    const submission = parseWithZod(form, { schema: asPosted(screen.schema), disableAutoCoercion: true });
    // the typed password / token never comes back in the answer
    if (submission.status !== 'success') return answerInvalid('save', submission, 400, [screen.secretField]);
    // a new stored password / token is the owner's (credentials.write); blank keeps the stored one
    if (String(postedValues(submission.payload)[screen.secretField] ?? '').trim() !== '')
      assertMay(session, 'credentials.write');
    const saved = screen.save(context, actor, submission.value, context.config.secretsKey);
    throw redirect(`${screen.path}?ok=${saved.secretCleared ? screen.clearedParam : 'kaydedildi'}`);
  }
  if (intent === 'test') {
    const submission = parseWithZod(form, { schema: testPhoneSchema });
    const phone = submission.status === 'success' ? (submission.value.phone ?? '') : '';
    const result = await sendPhoneTest(context.db, context.config.secretsKey, screen.channel, phone);
    return answer('test', submission, { status: result.ok ? 200 : 400, extra: { result } });
  }
  throw data('Bilinmeyen işlem', { status: 400 });
}

const readSms = (db: Db) => publicSmsSettings(getSmsRow(db));
const readWhatsapp = (db: Db) => publicWhatsappSettings(getWhatsappRow(db));

const SMS: PhoneChannelScreen<ReturnType<typeof readSms>, z.output<typeof smsSettingsSchema>> = {
  channel: 'sms',
  path: '/admin/sms',
  read: readSms,
  schema: smsSettingsSchema,
  save: saveSmsSettings,
  secretField: 'password',
  saved: PHONE_MESSAGES.smsSaved,
  clearedParam: 'sifre-silindi',
};
const WHATSAPP: PhoneChannelScreen<ReturnType<typeof readWhatsapp>, z.output<typeof whatsappSettingsSchema>> = {
  channel: 'whatsapp',
  path: '/admin/whatsapp',
  read: readWhatsapp,
  schema: whatsappSettingsSchema,
  save: saveWhatsappSettings,
  secretField: 'accessToken',
  saved: PHONE_MESSAGES.whatsappSaved,
  clearedParam: 'anahtar-silindi',
};

/** The loader of /admin/sms and /admin/whatsapp: the channel's data, told apart by `channel`. */
export async function channelLoader(
  channel: PhoneChannel,
  { request, context }: { request: Request; context: RequestContext },
) {
  return channel === 'whatsapp'
    ? { channel: 'whatsapp' as const, ...(await phoneChannelLoader(WHATSAPP, request, context)) }
    : { channel: 'sms' as const, ...(await phoneChannelLoader(SMS, request, context)) };
}
export type ChannelLoaderData = Awaited<ReturnType<typeof channelLoader>>;

/** The action of /admin/sms and /admin/whatsapp. */
export function channelAction(
  channel: PhoneChannel,
  { request, context }: { request: Request; context: RequestContext },
) {
  return channel === 'whatsapp'
    ? phoneChannelAction(WHATSAPP, request, context)
    : phoneChannelAction(SMS, request, context);
}
