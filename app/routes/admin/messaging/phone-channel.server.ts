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
import { PHONE_MESSAGES, testPhoneSchema } from '~/domain/phone-messages';
import { answerInvalid } from '~/http/form-answer.server';
import type { TestSendReply } from '~/routes/admin/messaging/messaging-fields';
import type { Db } from '../../../../db/client';
import { outboxCounts } from '~/models/messaging/outbox.server';
import { sendPhoneTest } from '~/models/messaging/phone-channels.server';
import type { RequestContext } from '../../../infra/app-context';
import { actorOf, assertMay, mayDo, requireAdmin } from '../../../http/auth.server';
import type { Actor } from '../../../domain/audit';
import { requireFormData } from '../../../http/multipart.server';

export type PhoneChannelScreen<Settings, Input> = {
  channel: PhoneChannel;
  path: string;
  read: (db: Db) => Settings;
  schema: z.ZodType<Input>;
  save: (db: Db, actor: Actor, input: Input, secretsKey: string) => { secretCleared: boolean };
  /** the form field of the secret: never echoed back */
  secretField: string;
  /** the notice after a save, and the `?ok=` value when the stored secret was cleared */
  saved: string;
  clearedParam: string;
};


export async function phoneChannelLoader<S, I>(screen: PhoneChannelScreen<S, I>, request: Request, context: RequestContext) {
  const session = await requireAdmin(request, context, 'messaging.setup');
  const ok = new URL(request.url).searchParams.get('ok');
  return {
    settings: screen.read(context.db),
    mayWriteSecrets: mayDo(session, 'credentials.write'),
    failed: outboxCounts(context.db).failed,
    notice: ok === 'kaydedildi' ? screen.saved : ok === screen.clearedParam ? `${screen.saved}. ${PHONE_MESSAGES.secretCleared}` : null,
  };
}

export async function phoneChannelAction<S, I>(screen: PhoneChannelScreen<S, I>, request: Request, context: RequestContext) {
  const session = await requireAdmin(request, context, 'messaging.setup');
  const actor = actorOf(session, context);
  const form = await requireFormData(request);
  const intent = form.get('intent');
  if (intent === 'save') {
    const submission = parseWithZod(form, { schema: asPosted(screen.schema), disableAutoCoercion: true });
    // the typed password / token never comes back in the answer
    if (submission.status !== 'success') return answerInvalid('save', submission, 400, [screen.secretField]);
    // a new stored password / token is the owner's (credentials.write); blank keeps the stored one
    if (String(postedValues(submission.payload)[screen.secretField] ?? '').trim() !== '') assertMay(session, 'credentials.write');
    const saved = screen.save(context.db, actor, submission.value, context.config.secretsKey);
    context.kickOutbox(); // messages that waited for this channel go out now (decision 0341)
    throw redirect(`${screen.path}?ok=${saved.secretCleared ? screen.clearedParam : 'kaydedildi'}`);
  }
  if (intent === 'test') {
    const submission = parseWithZod(form, { schema: testPhoneSchema });
    const phone = submission.status === 'success' ? (submission.value.phone ?? '') : '';
    const result = await sendPhoneTest(context.db, context.config.secretsKey, screen.channel, phone);
    return data<TestSendReply>({ intent: 'test', lastResult: submission.reply(), result }, { status: result.ok ? 200 : 400 });
  }
  throw data('Bilinmeyen işlem', { status: 400 });
}
