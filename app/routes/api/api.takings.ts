/**
 * GET /api/takings?date=YYYY-MM-DD: Gün sonu of a day (issue 27, item 3; docs/decisions/0367):
 * payments by method, sales, tips by artist, discounts and voids with their reasons, the
 * expected cash and the day's close (counted cash and difference) when there is one.
 */
import { z } from 'zod';
import { istanbulToday } from '~/domain/clock';
import { parseTakingsDate, takingsJson, TAKINGS_MESSAGES } from '~/domain/takings';
import { apiError, call, defineApi, ok } from '~/http/api.server';
import { readTakings } from '~/models/sales/takings.server';

const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'takings.read',
    summary:
      "A day's takings: payments by method (Nakit, Kart, Havale, zeros included), taken in total, the completed sales' figures, tips by artist, discounts and voids with their reasons, the expected cash and the close.",
    query: z.object({ date: z.string().optional().describe('YYYY-MM-DD (Istanbul); default today') }),
    response:
      '200 { success, takings: { date, byMethod, takenKurus, cashKurus, sales, tipsByMember, discounts, voids, voidedKurus, floatKurus, expectedCashKurus, close, changedSinceClose } }',
    errors: [[400, TAKINGS_MESSAGES.badDate]],
    handler: ({ context, query }) => {
      const parsed = parseTakingsDate(query.date ?? null, istanbulToday(context.now()));
      if (!parsed.ok) return apiError(400, parsed.message);
      return ok({ takings: takingsJson(readTakings(context.db, parsed.date)) });
    },
  }),
});
export const loader = api.loader;
export const action = api.action;
