import { z } from 'zod';
import { adminApi, ok } from '~/lib/admin-api.server';
import { parseQuery } from '~/lib/http.server';
import { listCustomers } from '~/models/people/customers.server';
import type { Route } from './+types/api.customers.admin';

export const customerListQuerySchema = z.object({
  q: z.string().optional().describe('search in name, e-mail and phone'),
  status: z
    .string()
    .optional()
    .transform((s) => (s === 'active' || s === 'inactive' ? s : 'all'))
    .describe('all | active | inactive (anything else is all)'),
});

/** GET /api/customers/admin[?q=&status=all|active|inactive]: customers with derived totals. */
export function loader({ request, context }: Route.LoaderArgs) {
  return adminApi(request, context, {
    GET: () => {
      return ok({ customers: listCustomers(context.db, parseQuery(request, customerListQuerySchema)) });
    },
  });
}
