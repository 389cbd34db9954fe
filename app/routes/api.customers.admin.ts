import { adminApi, ok } from '~/lib/admin-api.server';
import { listCustomers } from '~/models/customers.server';
import type { Route } from './+types/api.customers.admin';

/** GET /api/customers/admin[?q=&status=all|active|inactive]: customers with derived totals. */
export function loader({ request, context }: Route.LoaderArgs) {
  return adminApi(request, context, {
    GET: () => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      return ok({
        customers: listCustomers(context.db, {
          q: url.searchParams.get('q') ?? undefined,
          status: status === 'active' || status === 'inactive' ? status : 'all',
        }),
      });
    },
  });
}
