/**
 * GET /api/deposits: the kaporas due back (`?status=refund_due`, the default) or awaiting
 * payment (`?status=awaiting`), and a day's kapora figures (`?date=`): taken, sent back, kept
 * ("tutulan kapora", that day's takings) and counted as paid by sales (issue 38).
 */
import { z } from 'zod';
import { isValidDate, istanbulToday } from '~/domain/clock';
import { apiError, call, defineApi, ok } from '~/http/api.server';
import { depositDayFigures, depositJson, depositsByStatus } from '~/models/deposits/ledger.server';

const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'takings.read',
    summary:
      "Kaporas by state (refund_due: to send back; awaiting: not paid yet), at most 200, and a day's kapora figures.",
    query: z.object({
      status: z.enum(['refund_due', 'awaiting', 'paid']).optional().describe('default refund_due'),
      date: z.string().optional().describe('YYYY-MM-DD (Istanbul); default today'),
    }),
    response:
      '200 { success, deposits: [...], day: { date, received, refunded, keptKurus, keptCount, appliedKurus, cashKurus } }',
    errors: [[400, 'Geçersiz tarih']],
    handler: ({ context, query }) => {
      const date = query.date ?? istanbulToday(context.now());
      if (!isValidDate(date)) return apiError(400, 'Geçersiz tarih');
      const rows = depositsByStatus(context.db, query.status ?? 'refund_due');
      return ok({ deposits: rows.map(depositJson), day: { date, ...depositDayFigures(context.db, date) } });
    },
  }),
});
export const loader = api.loader;
