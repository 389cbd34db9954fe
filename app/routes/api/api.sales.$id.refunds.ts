/**
 * POST /api/sales/{id}/refunds: a refund as a JSON call (issue 38, items 6 and 8;
 * docs/decisions/0450, 0451): money given back on a sale today, whole or part, by method, with
 * a reason; a record of its own, the sale left as it was. When today is closed the caller
 * must hold `takings.approve` or send an approver's `approverEmail` and `approverPassword`.
 * The same `idempotencyKey` again is one refund (200, nothing written).
 */
import { LEDGER_MESSAGES, refundSchema } from '~/domain/ledger';
import { SALE_MESSAGES } from '~/domain/sale';
import { approvalOf } from '~/http/approval.server';
import { apiError, call, defineApi, idParams, ok } from '~/http/api.server';
import { actorOf } from '~/http/auth.server';
import { refundSale } from '~/models/sales/ledger.server';
import { saleJson } from '~/models/sales/queries.server';

const api = defineApi({
  POST: call({
    auth: 'admin',
    permission: 'sales.refund',
    summary:
      "Gives money back on a sale: `amount` (lira), `method` (cash, card, transfer), `reason`; recorded on today's takings, the sale unchanged. At most what was paid less what was refunded. On a closed day: an approver (`approverEmail`, `approverPassword` of a Sahip or Yönetici) unless the caller may approve.",
    params: idParams(SALE_MESSAGES.saleNotFound),
    body: refundSchema,
    response: "201 { success, message: 'İade kaydedildi.', sale } (200 for a replay with the same key)",
    errors: [
      [400, LEDGER_MESSAGES.reasonRequired],
      [400, LEDGER_MESSAGES.nothingPaid],
      [403, LEDGER_MESSAGES.approvalRequired],
      [403, LEDGER_MESSAGES.approverInvalid],
      [404, SALE_MESSAGES.saleNotFound],
    ],
    handler: async ({ context, params, body, session }) => {
      const approval = await approvalOf(context, session, body.approval);
      if (!approval.ok) return apiError(approval.status, approval.message);
      const result = refundSale(context, params.id, body, actorOf(session, context), approval.approval);
      if (!result.ok) return apiError(result.status, result.message);
      return ok({ message: LEDGER_MESSAGES.refunded, sale: saleJson(result.sale) }, result.changed ? 201 : 200);
    },
  }),
});
export const action = api.action;
export const loader = api.loader;
