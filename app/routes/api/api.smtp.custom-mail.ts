import { actorOf } from '~/http/auth.server';
import { z } from 'zod';
import { MESSAGES, bulkMailSchema } from '~/domain/messaging-settings';
import { apiError, call, defineApi, ok } from '~/http/api.server';
import { queueBulkMail } from '~/models/messaging/manual-sends.server';

/** `to`: a list of e-mail addresses or one address; blanks and non-text entries are dropped. */
const recipientsSchema = z.preprocess(
  (to) => (Array.isArray(to) ? to : [to]).filter((x): x is string => typeof x === 'string' && x.trim() !== ''),
  z.array(z.string()).min(1, MESSAGES.bulkRecipientsRequired),
);

const customMailBodySchema = bulkMailSchema.extend({
  to: recipientsSchema.describe('e-mail addresses (at least one)'),
});

const api = defineApi({
  POST: call({
    auth: 'admin',
    permission: 'messaging.setup',
    summary:
      "Queues a mail to each address in the outbox, sent right after; follow it with GET /api/smtp/custom-mail/{batchId}, whose message is '{n} müşteriye mail başarıyla gönderildi' when all went out.",
    body: customMailBodySchema,
    // the rule's order (domain/messaging-settings checkBulkMail): subject and content first, then recipients
    invalidMessage: (error) =>
      error.issues.some((i) => i.path[0] === 'subject' || i.path[0] === 'content')
        ? MESSAGES.bulkFieldsRequired
        : MESSAGES.bulkRecipientsRequired,
    response: "202 { success, message: '{n} müşteriye mail gönderilmek üzere sıraya alındı', batchId, queued }",
    errors: [
      [400, MESSAGES.bulkFieldsRequired],
      [400, MESSAGES.bulkRecipientsRequired],
      [400, MESSAGES.smtpMissing],
    ],
    handler: ({ context, body, session }) => {
      const queued = queueBulkMail(
        context,
        actorOf(session, context),
        { subject: body.subject, content: body.content, recipients: body.to.map((email) => ({ email })) },
        context.now(),
      );
      if (!queued.ok) return apiError(400, queued.message);
      return ok({ message: queued.message, batchId: queued.batchId, queued: queued.queued }, 202);
    },
  }),
});
export const action = api.action;
