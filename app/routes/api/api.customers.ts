import { z } from 'zod';
import { BOOKING_MESSAGES, customerFields } from '~/domain/booking-rules';
import { call, defineApi, ok } from '~/http/api.server';
import { upsertCustomer } from '~/models/people/customers.server';

const { customerName, customerEmail, customerPhone } = customerFields(BOOKING_MESSAGES.personalInfoRequired);
const customerRequestSchema = z.object({ name: customerName, email: customerEmail, phone: customerPhone });

const api = defineApi({
  POST: call({
    auth: 'public',
    summary: 'Finds the customer with this e-mail AND phone, or creates one (kept for API clients of the old site; booking upserts the customer itself).',
    body: customerRequestSchema,
    response: '201 { success, customer: { id } } (200 when found)',
    errors: [
      [400, BOOKING_MESSAGES.personalInfoRequired],
      [400, BOOKING_MESSAGES.invalidEmail],
      [400, BOOKING_MESSAGES.invalidPhone],
    ],
    handler: ({ context, body }) => {
      const customer = context.db.transaction((tx) => upsertCustomer(tx, body), { behavior: 'immediate' });
      return ok({ customer: { id: customer.id } }, customer.created ? 201 : 200);
    },
  }),
});
export const loader = api.loader;
export const action = api.action;
