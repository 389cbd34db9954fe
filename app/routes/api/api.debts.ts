/**
 * GET /api/debts: 'Borçlar' (issue 38, item 5): completed sales that still owe, oldest first
 * (who, how much, since when), with the count and the sum; `limit` and `offset` page it.
 */
import { z } from 'zod';
import { call, defineApi, ok } from '~/http/api.server';
import { DEBTS_PAGE_SIZE, readDebts } from '~/models/sales/ledger.server';

const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'takings.read',
    summary:
      "Sales that still owe, oldest first: sale id and number, appointment, customer, the sale's day (owed since), total, paid, owed (kuruş) and version (collect with it).",
    query: z.object({
      limit: z.coerce.number().int().min(1).max(1000).optional().describe(`default ${DEBTS_PAGE_SIZE}`),
      offset: z.coerce.number().int().min(0).optional(),
    }),
    response: '200 { success, count, owedKurus, debts: Debt[] }',
    errors: [[400, 'Geçersiz istek']],
    handler: ({ context, query }) => {
      const { debts, count, owedKurus } = readDebts(context.db, {
        limit: query.limit ?? DEBTS_PAGE_SIZE,
        offset: query.offset ?? 0,
      });
      return ok({ count, owedKurus, debts });
    },
  }),
});
export const loader = api.loader;
export const action = api.action;
