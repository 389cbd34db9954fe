import { z } from 'zod';
import { bulkMailSchema, checkBulkMail } from '~/domain/messaging-settings';
import { METHOD_NOT_ALLOWED_MESSAGE, apiError, readBody } from '~/lib/http.server';
import { requireAdminApi } from '~/lib/auth.server';
import { queueBulkMail } from '~/models/messaging/manual-sends.server';
import type { Route } from './+types/api.smtp.custom-mail';

/** `to`: a list of e-mail addresses or one address; blanks and non-text entries are dropped. */
const recipientsSchema = z.preprocess(
  (to) => (Array.isArray(to) ? to : [to]).filter((x): x is string => typeof x === 'string' && x.trim() !== ''),
  z.array(z.string()),
);

/** The body as the route reads it (documented in docs/api.md). */
export const customMailBodySchema = bulkMailSchema.extend({ to: recipientsSchema.describe('e-mail addresses (at least one)') });

/**
 * POST /api/smtp/custom-mail {to: [e-mail, ...], subject, content} -> 202 {success, message,
 * batchId, queued}. The mails are queued in the outbox and sent right after; follow them with
 * GET /api/smtp/custom-mail/{batchId}, whose message is "{n} müşteriye mail başarıyla
 * gönderildi" when all went out.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminApi(request, context);
  if (request.method !== 'POST') return apiError(405, METHOD_NOT_ALLOWED_MESSAGE);
  const body = await readBody(request);
  const to = recipientsSchema.parse(body.to);
  const check = checkBulkMail(body.subject, body.content, to.length);
  if (!check.ok) return apiError(400, check.message);
  const queued = queueBulkMail(context.db, { subject: check.subject, content: check.content, recipients: to.map((email) => ({ email })) });
  if (!queued.ok) return apiError(400, queued.message);
  context.kickOutbox();
  return Response.json({ success: true, message: queued.message, batchId: queued.batchId, queued: queued.queued }, { status: 202, headers: { 'Cache-Control': 'no-store' } });
}
