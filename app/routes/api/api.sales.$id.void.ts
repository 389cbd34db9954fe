/**
 * POST /api/sales/{id}/void: voids a sale with a reason (issue 27; docs/decisions/0365). The
 * sale is kept (reason, time, account) and leaves the takings and the reports; the same
 * reason again answers it unchanged. Only on the sale's own day (later: a refund); once that
 * day is closed, with an approver (issue 38; docs/decisions/0451).
 */
import { LEDGER_MESSAGES, voidWithApprovalSchema } from '~/domain/ledger';
import { SALE_MESSAGES } from '~/domain/sale';
import { approvalOf } from '~/http/approval.server';
import { apiError, call, defineApi, idParams, ok } from '~/http/api.server';
import { actorOf } from '~/http/auth.server';
import { voidSale } from '~/models/sales/checkout.server';
import { saleJson } from '~/models/sales/queries.server';

const api = defineApi({
  POST: call({
    auth: 'admin',
    permission: 'sales.void',
    summary:
      "Voids the sale with a reason: kept, not deleted; its payments, tips and discount leave the takings and the reports. The appointment stays completed and can be checked out again. Only on the sale's own day; once that day is closed, an approver (`approverEmail`, `approverPassword` of a Sahip or Yönetici) unless the caller may approve.",
    params: idParams(SALE_MESSAGES.saleNotFound),
    body: voidWithApprovalSchema,
    response: "200 { success, message: 'Satış iptal edildi.', sale }",
    errors: [
      [400, SALE_MESSAGES.voidReasonRequired],
      [400, LEDGER_MESSAGES.voidOtherDay],
      [403, LEDGER_MESSAGES.approvalRequired],
      [404, SALE_MESSAGES.saleNotFound],
      [409, SALE_MESSAGES.alreadyVoided],
    ],
    handler: async ({ context, params, body, session }) => {
      const approval = await approvalOf(context, session, body.approval);
      if (!approval.ok) return apiError(approval.status, approval.message);
      const result = voidSale(context, params.id, body.reason, actorOf(session, context), approval.approval);
      if (!result.ok) return apiError(result.status, result.message);
      return ok({ message: SALE_MESSAGES.voided, sale: saleJson(result.sale) });
    },
  }),
});
export const action = api.action;
export const loader = api.loader;
