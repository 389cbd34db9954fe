/**
 * A sale's receipt by e-mail (issue 27, item 2; docs/decisions/0376): queued in the outbox as
 * 'sale-receipt' to the customer's e-mail address (her customer row's, else the one given
 * with the appointment). A customer without an e-mail address gets nothing by e-mail
 * (contact.ts `emailRecipient`); without mail settings the message waits for them.
 */
import { eq } from 'drizzle-orm';
import { appointments, customers, outbox } from '../../../db/schema';
import { emailRecipient } from '~/domain/contact';
import { RECEIPT_MESSAGES } from '~/domain/sale-receipt';
import { SALE_MESSAGES } from '~/domain/sale';
import type { AppServices } from '~/infra/app-context';
import type { DbOrTx } from '../db.server';
import { enqueueMessage } from '../messaging/outbox.server';
import { readSale } from './queries.server';

/** The address a sale's receipt goes to, or null. */
export function receiptRecipient(
  db: DbOrTx,
  sale: { customerId: number | null; appointmentId: number | null },
): string | null {
  const own =
    sale.customerId === null
      ? null
      : (db.select({ email: customers.email }).from(customers).where(eq(customers.id, sale.customerId)).get()?.email ??
        null);
  if (emailRecipient(own)) return emailRecipient(own);
  const given =
    sale.appointmentId === null
      ? null
      : (db
          .select({ email: appointments.customerEmail })
          .from(appointments)
          .where(eq(appointments.id, sale.appointmentId))
          .get()?.email ?? null);
  return emailRecipient(given);
}

export type ReceiptQueued =
  | { ok: true; status: 'pending' | 'waiting'; message: string }
  | { ok: false; status: 400 | 404; message: string };

/** Queues the receipt of a completed sale (one outbox row each time the desk asks). */
export function queueSaleReceipt(context: Pick<AppServices, 'db' | 'kickOutbox'>, saleId: number): ReceiptQueued {
  const result = context.db.transaction(
    (tx): ReceiptQueued => {
      const sale = readSale(tx, saleId);
      if (!sale) return { ok: false, status: 404, message: SALE_MESSAGES.saleNotFound };
      if (sale.status !== 'completed') return { ok: false, status: 400, message: RECEIPT_MESSAGES.notPaid };
      const to = receiptRecipient(tx, sale);
      if (!to) return { ok: false, status: 400, message: RECEIPT_MESSAGES.noEmail };
      const id = enqueueMessage(tx, { channel: 'email', topic: 'sale-receipt', payload: { saleId, to } });
      if (id === null) return { ok: false, status: 400, message: RECEIPT_MESSAGES.noEmail };
      const status = tx.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id)).get()?.status;
      return status === 'waiting'
        ? { ok: true, status: 'waiting', message: RECEIPT_MESSAGES.waiting }
        : { ok: true, status: 'pending', message: RECEIPT_MESSAGES.queued };
    },
    { behavior: 'immediate' },
  );
  if (result.ok && result.status === 'pending') context.kickOutbox();
  return result;
}
