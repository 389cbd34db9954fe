import { z } from 'zod';
import { BOOKING_MESSAGES, customerFields } from '~/domain/booking-rules';
import { call, defineApi, ok } from '~/http/api.server';
import { upsertCustomer } from '~/models/people/customers.server';

const { customerName, customerEmail, customerPhone } = customerFields(BOOKING_MESSAGES.personalInfoRequired);
const customerRequestSchema = z.object({ name: customerName, email: customerEmail, phone: customerPhone });

const api = defineApi({
  POST: call({
    auth: 'admin',
    permission: 'customers.write',
    summary:
      'Staff only: finds the customer with this e-mail AND phone, or creates one (kept for API clients of the old site; a public booking creates its customer itself). One answer whether the pair was known or not (docs/decisions/0337).',
    body: customerRequestSchema,
    response: '200 { success, customer: { id } }',
    errors: [
      [400, BOOKING_MESSAGES.personalInfoRequired],
      [400, BOOKING_MESSAGES.invalidEmail],
      [400, BOOKING_MESSAGES.invalidPhone],
    ],
    handler: ({ context, body }) => {
      const customer = context.db.transaction((tx) => upsertCustomer(tx, body), { behavior: 'immediate' });
      return ok({ customer: { id: customer.id } });
    },
  }),
});
export const loader = api.loader;
export const action = api.action;
