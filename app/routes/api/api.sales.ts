/**
 * GET /api/sales?date=YYYY-MM-DD: the day's sales (issue 27; docs/decisions/0367), open,
 * completed and voided, in the order they were made; today when no date is given.
 */
import { z } from 'zod';
import { istanbulToday } from '~/domain/clock';
import { parseTakingsDate, TAKINGS_MESSAGES } from '~/domain/takings';
import { apiError, call, defineApi, ok } from '~/http/api.server';
import { saleJson } from '~/models/sales/queries.server';
import { salesOfDay } from '~/models/sales/takings.server';

const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'takings.read',
    summary:
      "The day's sales (the Istanbul day each was completed), with their lines, discount, tips and payments; kuruş fields as stored and each total also in lira.",
    query: z.object({ date: z.string().optional().describe('YYYY-MM-DD (Istanbul); default today') }),
    response: '200 { success, date, sales: Sale[] }',
    errors: [[400, TAKINGS_MESSAGES.badDate]],
    handler: ({ context, query }) => {
      const parsed = parseTakingsDate(query.date ?? null, istanbulToday(context.now()));
      if (!parsed.ok) return apiError(400, parsed.message);
      return ok({ date: parsed.date, sales: salesOfDay(context.db, parsed.date).map(saleJson) });
    },
  }),
});
export const loader = api.loader;
export const action = api.action;
