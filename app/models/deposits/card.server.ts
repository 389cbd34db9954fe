/**
 * The kapora by card through iyzico's hosted Checkout Form (docs/decisions/0460, 0462):
 *
 * 1. `startCardPayment`: initialize a form for the kapora (our conversation id and basket id,
 *    the amount, our callback URL), keep its token as an attempt, answer iyzico's page URL;
 *    the route redirects there (a plain 303: no script needed).
 * 2. iyzico posts `token` to our callback; `completeCardPayment` takes nothing else from that
 *    post: it finds the attempt by token, RETRIEVES the payment from iyzico and records it
 *    only when iyzico says SUCCESS for our conversation id and basket, in TRY, for the amount
 *    asked. The ledger records a payment once (a second callback changes nothing).
 * 3. `refundDueCards`: the job sends iyzico's refund for kaporas due back by card, and records
 *    the refund on the day iyzico confirmed it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { appointments, depositAttempts, deposits } from '../../../db/schema';
import { DEPOSIT_MESSAGES } from '~/domain/deposits';
import { STUDIO, studioAddressLine } from '~/domain/studio';
import type { Actor } from '~/domain/audit';
import type { AppServices } from '~/infra/app-context';
import { logger } from '~/infra/logger.server';
import {
  initializeCheckoutForm,
  iyzicoConfig,
  IyzicoUnreachable,
  refundPayment,
  retrieveCheckoutForm,
  type IyzicoConfig,
} from './iyzico.server';
import {
  depositById,
  depositOfAppointment,
  depositsDueBack,
  DEPOSIT_SYSTEM,
  markDepositRefunded,
  recordDepositPayment,
  type DepositFailure,
} from './ledger.server';

/** Card attempts one kapora may start (each opens a form at iyzico). */
export const MAX_CARD_ATTEMPTS = 10;

type CardContext = Pick<AppServices, 'db' | 'now' | 'emit'> & { config: Pick<AppServices['config'], 'secretsKey'> };

const fail = (status: DepositFailure['status'], message: string): DepositFailure => ({ ok: false, status, message });

export const conversationIdOf = (depositId: number) => `kapora-${depositId}`;

function splitName(name: string): { name: string; surname: string } {
  const parts = name.trim().split(/\s+/);
  if (parts.length < 2) return { name: parts[0] || 'Müşteri', surname: parts[0] || 'Müşteri' };
  return { name: parts.slice(0, -1).join(' '), surname: parts.at(-1)! };
}

/**
 * Opens iyzico's payment page for the kapora of an appointment: its URL, or a refusal (no
 * kapora awaiting, too many attempts, iyzico not set up or not answering).
 */
export async function startCardPayment(
  context: CardContext,
  appointmentId: number,
  input: { callbackUrl: string; ip: string },
): Promise<{ ok: true; url: string } | DepositFailure> {
  const now = context.now();
  const claimed = context.db.transaction(
    (tx) => {
      const deposit = depositOfAppointment(tx, appointmentId);
      if (!deposit) return fail(404, DEPOSIT_MESSAGES.notFound);
      if (deposit.status === 'paid') return fail(409, DEPOSIT_MESSAGES.alreadyPaid);
      if (deposit.status !== 'awaiting' || (deposit.dueAt && deposit.dueAt <= now))
        return fail(409, DEPOSIT_MESSAGES.notAwaiting);
      if (deposit.gatewayAttempts >= MAX_CARD_ATTEMPTS) return fail(429, DEPOSIT_MESSAGES.tooManyTries);
      tx.update(deposits)
        .set({ gatewayAttempts: sql`${deposits.gatewayAttempts} + 1` })
        .where(eq(deposits.id, deposit.id))
        .run();
      const a = tx.select().from(appointments).where(eq(appointments.id, appointmentId)).get()!;
      return { ok: true as const, deposit, appointment: a };
    },
    { behavior: 'immediate' },
  );
  if (!claimed.ok) return claimed;
  const config = iyzicoConfig(context.db, context.config.secretsKey);
  if (!config) return fail(503, DEPOSIT_MESSAGES.gatewayOff);
  const { deposit, appointment } = claimed;
  const conversationId = conversationIdOf(deposit.id);
  try {
    const answer = await initializeCheckoutForm(config, {
      conversationId,
      basketId: deposit.reference,
      priceKurus: deposit.amountKurus,
      callbackUrl: input.callbackUrl,
      itemName: `Randevu kaporası ${appointment.date} ${appointment.time}`,
      buyer: {
        id: `musteri-${appointment.customerId ?? appointment.id}`,
        ...splitName(appointment.customerName),
        email: appointment.customerEmail ?? 'musteri@example.invalid',
        gsmNumber: appointment.customerPhone ?? '',
        ip: input.ip,
      },
      address: { contactName: appointment.customerName, city: STUDIO.address.city, address: studioAddressLine() },
    });
    if (!answer.ok) {
      logger.warn({ code: answer.code, message: answer.message }, '[kapora] iyzico refused to open a form');
      return fail(502, DEPOSIT_MESSAGES.gatewayFailed);
    }
    context.db
      .insert(depositAttempts)
      .values({ depositId: deposit.id, token: answer.token, conversationId, createdAt: now })
      .run();
    return { ok: true, url: answer.paymentPageUrl };
  } catch (error) {
    if (!(error instanceof IyzicoUnreachable)) throw error;
    logger.warn({ err: error }, '[kapora] iyzico did not answer the initialize call');
    return fail(502, DEPOSIT_MESSAGES.gatewayFailed);
  }
}

export type CardOutcome =
  | { ok: true; outcome: 'paid' | 'already-paid' | 'declined'; appointmentId: number | null }
  | DepositFailure;

/**
 * iyzico's callback (a `token`, nothing else believed): retrieve the payment and record it
 * when iyzico says it succeeded for this kapora. A declined card or a failed 3-D Secure
 * leaves the kapora awaiting; the customer may try again until its deadline.
 */
export async function completeCardPayment(context: CardContext, actor: Actor, token: string): Promise<CardOutcome> {
  if (!token || token.length > 200) return fail(404, DEPOSIT_MESSAGES.notFound);
  const attempt = context.db.select().from(depositAttempts).where(eq(depositAttempts.token, token)).get();
  if (!attempt) return fail(404, DEPOSIT_MESSAGES.notFound);
  const deposit = depositById(context.db, attempt.depositId);
  if (!deposit) return fail(404, DEPOSIT_MESSAGES.notFound);
  const config = iyzicoConfig(context.db, context.config.secretsKey);
  if (!config) return fail(503, DEPOSIT_MESSAGES.gatewayOff);
  let payment: Awaited<ReturnType<typeof retrieveCheckoutForm>>;
  try {
    payment = await retrieveCheckoutForm(config, { token, conversationId: attempt.conversationId });
  } catch (error) {
    if (!(error instanceof IyzicoUnreachable)) throw error;
    logger.warn({ err: error }, '[kapora] iyzico did not answer the retrieve call');
    return fail(502, DEPOSIT_MESSAGES.gatewayFailed);
  }
  const matches =
    payment.paid &&
    payment.conversationId === attempt.conversationId &&
    payment.basketId === deposit.reference &&
    (payment.token === '' || payment.token === token) &&
    payment.currency === 'TRY' &&
    payment.paidPriceKurus === deposit.amountKurus;
  if (payment.paid && !matches)
    logger.error(
      { depositId: deposit.id, conversationId: payment.conversationId, basketId: payment.basketId },
      '[kapora] iyzico reported a payment that does not match the kapora; not recorded',
    );
  const now = context.now();
  const result = context.db.transaction(
    (tx) => {
      tx.update(depositAttempts)
        .set({ outcome: matches ? 'paid' : 'declined' })
        .where(eq(depositAttempts.id, attempt.id))
        .run();
      if (!matches) return null;
      return recordDepositPayment(
        tx,
        actor,
        deposit.id,
        {
          method: 'card',
          amountKurus: deposit.amountKurus,
          gatewayPaymentId: payment.paymentId,
          gatewayTransactionId: payment.paymentTransactionId,
        },
        now,
      );
    },
    { behavior: 'immediate' },
  );
  if (result === null) return { ok: true, outcome: 'declined', appointmentId: deposit.appointmentId };
  if (!result.ok) return result;
  if (result.changed) context.emit('appointments-changed');
  return { ok: true, outcome: result.changed ? 'paid' : 'already-paid', appointmentId: deposit.appointmentId };
}

/**
 * Sends iyzico's refund for every card kapora due back, one by one; each refund confirmed is
 * recorded on that day (once: the ledger's unique row). A refused or unanswered refund stays
 * due with its error for the next run (iyzico refuses refunding more than was paid, so a
 * refund sent twice after a crash is not paid twice).
 */
export async function refundDueCards(
  context: CardContext,
  options: { config?: IyzicoConfig | null } = {},
): Promise<{ refunded: number; failed: number }> {
  const due = depositsDueBack(context.db, ['card']);
  if (due.length === 0) return { refunded: 0, failed: 0 };
  const config = options.config ?? iyzicoConfig(context.db, context.config.secretsKey);
  if (!config) return { refunded: 0, failed: due.length };
  let refunded = 0;
  let failed = 0;
  for (const deposit of due) {
    if (!deposit.gatewayTransactionId) {
      failed++;
      continue;
    }
    let answer: Awaited<ReturnType<typeof refundPayment>>;
    try {
      answer = await refundPayment(config, {
        paymentTransactionId: deposit.gatewayTransactionId,
        priceKurus: deposit.amountKurus,
        conversationId: `${conversationIdOf(deposit.id)}-iade`,
        ip: '127.0.0.1',
      });
    } catch (error) {
      if (!(error instanceof IyzicoUnreachable)) throw error;
      answer = { ok: false, message: error.message };
    }
    const now = context.now();
    if (!answer.ok) {
      failed++;
      context.db
        .update(deposits)
        .set({ refundError: answer.message.slice(0, 300) })
        .where(and(eq(deposits.id, deposit.id), eq(deposits.status, 'refund_due')))
        .run();
      continue;
    }
    const ref = answer.refundRef;
    const written = context.db.transaction((tx) => markDepositRefunded(tx, DEPOSIT_SYSTEM, deposit.id, now, ref), {
      behavior: 'immediate',
    });
    if (written.ok && written.changed) refunded++;
  }
  if (refunded > 0) context.emit('appointments-changed');
  return { refunded, failed };
}
