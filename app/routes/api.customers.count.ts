import { adminApi, ok } from '~/lib/admin-api.server';
import { countCustomers } from '~/models/people/customers.server';
import type { Route } from './+types/api.customers.count';

/** GET /api/customers/count (admin): { count, active }. */
export function loader({ request, context }: Route.LoaderArgs) {
  return adminApi(request, context, {
    GET: () => {
      const { total, active } = countCustomers(context.db);
      return ok({ count: total, active });
    },
  });
}
