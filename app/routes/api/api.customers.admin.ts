import { z } from 'zod';
import { call, defineApi, ok } from '~/http/api.server';
import { listCustomers } from '~/models/people/customers.server';
import { mayDo } from '~/http/auth.server';
import { maskContact } from '~/domain/permissions';

const customerListQuerySchema = z.object({
  q: z.string().optional().describe('search in name, e-mail and phone'),
  status: z
    .string()
    .optional()
    .transform((s) => (s === 'active' || s === 'inactive' ? s : 'all'))
    .describe('all | active | inactive (anything else is all)'),
});

const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'customers.read',
    summary: 'Customers with total appointments and last appointment date.',
    query: customerListQuerySchema,
    response: '200 { success, customers }',
    handler: ({ context, query, session }) => {
      const seesContact = mayDo(session, 'customers.contact.read');
      return ok({ customers: listCustomers(context.db, query).map((c) => maskContact(c, seesContact)) });
    },
  }),
});
export const loader = api.loader;
