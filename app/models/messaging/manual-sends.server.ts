/**
 * The admin's messaging actions, shared by the screens (/admin/mail, /admin/telegram) and the
 * JSON API (/api/smtp/..., /api/telegram/...): test mail, bulk mail through the outbox,
 * Telegram test message.
 */
import crypto from 'node:crypto';
import { recordChange, type Actor } from '../audit/history.server';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { customers } from '../../../db/schema';
import { renderEmail } from '~/emails/message';
import { testEmail } from '~/emails/studio-emails';
import { isEmailAddress, MESSAGES } from '~/domain/messaging-settings';
import { telegramTestText } from '~/domain/telegram-messages';
import { batchProgress, channelAccepts, enqueueMessage, type BatchProgress } from './outbox.server';
import { sendEmail } from './smtp.server';
import { getTelegramRow, sendTelegramText, storedBotToken } from './telegram.server';
import { type OutboxContext, wakeOutboxWhen } from '../commit.server';

export type ActionResult = { ok: true; message: string } | { ok: false; message: string };

function reason(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/** Customers who can receive the bulk mail: active, with an e-mail address, by name. */
export function mailableCustomers(db: Db): { id: number; name: string; email: string }[] {
  return db
    .select({ id: customers.id, name: customers.name, email: customers.email })
    .from(customers)
    .where(and(eq(customers.isActive, true), isNotNull(customers.email)))
    .orderBy(asc(customers.name), asc(customers.id))
    .all()
    .filter((c): c is { id: number; name: string; email: string } => isEmailAddress(c.email));
}

export async function sendTestMail(db: Db, secretsKey: string, to: unknown): Promise<ActionResult> {
  const address = typeof to === 'string' ? to.trim() : '';
  if (!address) return { ok: false, message: MESSAGES.testAddressRequired };
  if (!isEmailAddress(address)) return { ok: false, message: 'Lütfen geçerli bir e-posta adresi girin.' };
  try {
    await sendEmail(db, secretsKey, await renderEmail(testEmail(address)), { anyState: true });
    return { ok: true, message: MESSAGES.testSent };
  } catch (error) {
    return { ok: false, message: `${MESSAGES.testFailed}: ${reason(error)}` };
  }
}

export type BulkQueued =
  | { ok: true; batchId: string; queued: number; message: string }
  | { ok: false; message: string };

/**
 * Queues one 'custom-mail' outbox row per distinct address, all in one transaction, under a
 * batch id the screen follows to show the progress. The worker sends them right after.
 */
export function queueBulkMail(
  context: OutboxContext,
  actor: Actor,
  input: { subject: string; content: string; recipients: { email: string; name?: string }[] },
  now: Date = new Date(),
): BulkQueued {
  return wakeOutboxWhen(context, writeBulkMail(context.db, actor, input, now), (queued) => queued.ok);
}

function writeBulkMail(
  db: Db,
  actor: Actor,
  input: { subject: string; content: string; recipients: { email: string; name?: string }[] },
  now: Date,
): BulkQueued {
  if (!channelAccepts(db, 'custom-mail')) return { ok: false, message: MESSAGES.smtpMissing };
  const seen = new Set<string>();
  const recipients = input.recipients.filter((r) => {
    const key = r.email.trim().toLowerCase();
    if (!isEmailAddress(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (!recipients.length) return { ok: false, message: MESSAGES.bulkRecipientsRequired };
  const batchId = crypto.randomBytes(9).toString('base64url');
  const queued = db.transaction((tx) => {
    let n = 0;
    for (const r of recipients) {
      const payload = {
        batchId,
        to: r.email.trim(),
        subject: input.subject,
        content: input.content,
        ...(r.name ? { name: r.name } : {}),
      };
      if (enqueueMessage(tx, { channel: 'email', topic: 'custom-mail', payload }) !== null) n++;
    }
    // one history row for the batch: who sent what to how many (the addresses stay in the outbox)
    recordChange(tx, actor, 'messaging', `bulk-${batchId}`, 'queued', null, null, {
      at: now,
      meta: { topic: 'custom-mail', subject: input.subject.slice(0, 200), recipients: n },
    });
    return n;
  });
  return { ok: true, batchId, queued, message: MESSAGES.bulkQueued(queued) };
}

export type BulkStatus = BatchProgress & { message: string };

/** The batch's progress and the sentence to show: the spec's result once nothing is pending. */
export function bulkMailStatus(db: Db, batchId: string): BulkStatus | null {
  const progress = batchProgress(db, batchId);
  if (progress.total === 0) return null;
  let message: string;
  if (!progress.done)
    message = `Gönderiliyor: ${progress.sent + progress.failed + progress.refused} / ${progress.total}`;
  else if (progress.failed === 0) message = MESSAGES.bulkSent(progress.sent);
  else if (progress.sent === 0) message = `${MESSAGES.bulkFailed}: ${progress.failed} müşteriye gönderilemedi`;
  else message = `${MESSAGES.bulkSent(progress.sent)}, ${progress.failed} müşteriye gönderilemedi`;
  if (progress.done && progress.refused > 0) message = `${message}; ${MESSAGES.bulkRefused(progress.refused)}`;
  return { ...progress, message };
}

/**
 * The Telegram test: with the token and chat id typed in the form when given (so the admin
 * can try them before saving), else the stored ones.
 */
export async function sendTelegramTest(
  db: Db,
  config: { secretsKey: string; telegramApiRoot: string },
  typed: { botToken?: string; chatId?: string },
  now: Date,
): Promise<ActionResult> {
  const row = getTelegramRow(db);
  const token = typed.botToken || storedBotToken(row, config.secretsKey);
  const chatId = typed.chatId || row?.chatId;
  if (!token || !chatId) return { ok: false, message: MESSAGES.telegramTestNeedsFields };
  try {
    await sendTelegramText(config.telegramApiRoot, token, chatId, telegramTestText(now));
    return { ok: true, message: MESSAGES.telegramTestSent };
  } catch (error) {
    return { ok: false, message: `${MESSAGES.telegramTestFailed} (${reason(error)})` };
  }
}
