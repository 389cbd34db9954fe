import { call, defineApi, ok } from '~/http/api.server';
import { countCustomers } from '~/models/people/customers.server';

const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'customers.read',
    summary: 'How many customers.',
    response: '200 { success, count, active }',
    handler: ({ context }) => {
      const { total, active } = countCustomers(context.db);
      return ok({ count: total, active });
    },
  }),
});
export const loader = api.loader;
