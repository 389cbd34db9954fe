import { z } from 'zod';
import { MERGE_MESSAGES } from '~/domain/people-forms';
import { apiError, call, defineApi, idParams, ok } from '~/http/api.server';
import { actorOf } from '~/http/auth.server';
import { mergeCustomers } from '~/models/people/customers.server';

const mergeBodySchema = z.object({
  customerId: z.coerce
    .number({ error: MERGE_MESSAGES.chooseOther })
    .int(MERGE_MESSAGES.chooseOther)
    .positive(MERGE_MESSAGES.chooseOther),
});

const api = defineApi({
  POST: call({
    auth: 'admin',
    permission: 'customers.write',
    summary:
      'Joins customer `customerId` into `:id` (one person, two rows: bookings match a customer on e-mail AND phone): its appointments and surveys move, it is deleted.',
    params: idParams(MERGE_MESSAGES.notFound),
    body: mergeBodySchema,
    invalidMessage: MERGE_MESSAGES.chooseOther,
    response: "200 { success, message: 'Müşteriler birleştirildi', customer, movedAppointments }",
    errors: [
      [404, MERGE_MESSAGES.notFound],
      [400, MERGE_MESSAGES.chooseOther],
      [400, 'Bir müşteri kendisiyle birleştirilemez'],
    ],
    handler: ({ context, params, body, session }) => {
      const result = mergeCustomers(context.db, actorOf(session, context), params.id, body.customerId);
      if (!result.ok) return apiError(result.status, result.message);
      context.emit('appointments-changed');
      return ok({
        message: MERGE_MESSAGES.merged,
        customer: result.customer,
        movedAppointments: result.movedAppointments,
      });
    },
  }),
});
export const action = api.action;
