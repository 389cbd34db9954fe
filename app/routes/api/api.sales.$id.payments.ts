/**
 * POST /api/sales/{id}/payments: 'Kalanı tahsil et' as a JSON call (issue 38, items 5 and 8;
 * docs/decisions/0453): one payment on what a completed sale still owes, counted in today's
 * takings. Names the sale's version it read (`version` or `If-Match`): a debt collected
 * meanwhile at another desk answers 409 and nothing is written; the same `idempotencyKey`
 * again answers the sale as it is (200) and writes nothing.
 */
import { collectApiSchema, LEDGER_MESSAGES, VERSION_REQUIRED_MESSAGE } from '~/domain/ledger';
import { SALE_MESSAGES } from '~/domain/sale';
import { apiError, call, defineApi, idParams, ok } from '~/http/api.server';
import { actorOf } from '~/http/auth.server';
import { collectDebt } from '~/models/sales/ledger.server';
import { saleJson } from '~/models/sales/queries.server';

const api = defineApi({
  POST: call({
    auth: 'admin',
    permission: 'sales.checkout',
    summary:
      "Collects what a completed sale still owes: one payment (method; amount in lira, omitted = all that is owed) taken now, in today's takings. The sale's `version` (body or If-Match) is required; a key makes a retry one payment.",
    params: idParams(SALE_MESSAGES.saleNotFound),
    ifMatch: true,
    body: collectApiSchema,
    response: "201 { success, message: 'Kalan borç tahsil edildi.', sale } (200 for a retry with the same key)",
    errors: [
      [400, SALE_MESSAGES.nothingOwed],
      [400, VERSION_REQUIRED_MESSAGE],
      [404, SALE_MESSAGES.saleNotFound],
      [409, LEDGER_MESSAGES.staleDebt],
    ],
    handler: ({ context, params, body, session, expectedVersion }) => {
      const version = body.version ?? expectedVersion ?? null;
      if (version === null) return apiError(400, VERSION_REQUIRED_MESSAGE);
      const result = collectDebt(context, params.id, { ...body, version }, actorOf(session, context));
      if (!result.ok) return apiError(result.status, result.message);
      return ok({ message: LEDGER_MESSAGES.collected, sale: saleJson(result.sale) }, result.changed ? 201 : 200);
    },
  }),
});
export const action = api.action;
export const loader = api.loader;
