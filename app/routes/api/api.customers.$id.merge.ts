import { z } from 'zod';
import { MERGE_MESSAGES } from '~/domain/people-forms';
import { BAD_IF_MATCH_MESSAGE } from '~/domain/versions';
import { apiError, call, defineApi, idParams, ok, versionRefusal } from '~/http/api.server';
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
    ifMatch: true,
    params: idParams(MERGE_MESSAGES.notFound),
    body: mergeBodySchema,
    invalidMessage: MERGE_MESSAGES.chooseOther,
    response: "200 { success, message: 'Müşteriler birleştirildi', customer, movedAppointments }",
    errors: [
      [404, MERGE_MESSAGES.notFound],
      [400, MERGE_MESSAGES.chooseOther],
      [400, 'Bir müşteri kendisiyle birleştirilemez'],
      [400, BAD_IF_MATCH_MESSAGE],
      [409, '{ message, currentVersion } when If-Match names another version of `:id`'],
    ],
    handler: ({ context, params, body, session, expectedVersion }) => {
      const changed = versionRefusal(context, 'customers', params.id, expectedVersion);
      if (changed) return changed;
      const result = mergeCustomers(context, actorOf(session, context), params.id, body.customerId);
      if (!result.ok) return apiError(result.status, result.message);
      return ok({
        message: MERGE_MESSAGES.merged,
        customer: result.customer,
        movedAppointments: result.movedAppointments,
      });
    },
  }),
});
export const action = api.action;
