import { z } from 'zod';
import { adminApi, ok } from '~/lib/admin-api.server';
import { apiError, parseId, readBody } from '~/lib/http.server';
import { MERGE_MESSAGES } from '~/domain/people-forms';
import { mergeCustomers } from '~/models/people/customers.server';
import type { Route } from './+types/api.customers.$id.merge';

export const mergeBodySchema = z.object({
  customerId: z.coerce.number({ error: MERGE_MESSAGES.chooseOther }).int(MERGE_MESSAGES.chooseOther).positive(MERGE_MESSAGES.chooseOther),
});

/**
 * POST /api/customers/:id/merge {customerId} (admin): customer `customerId` is joined into
 * `:id` -- its appointments and surveys move, it is deleted -- when the studio knows the two
 * rows are one person (bookings match a customer on e-mail AND phone).
 */
export function action({ request, context, params }: Route.ActionArgs) {
  return adminApi(request, context, {
    POST: async () => {
      const id = parseId(params.id, MERGE_MESSAGES.notFound);
      const body = mergeBodySchema.safeParse(await readBody(request));
      if (!body.success) return apiError(400, MERGE_MESSAGES.chooseOther);
      const result = mergeCustomers(context.db, id, body.data.customerId);
      if (!result.ok) return apiError(result.status, result.message);
      context.emit('appointments-changed');
      return ok({ message: MERGE_MESSAGES.merged, customer: result.customer, movedAppointments: result.movedAppointments });
    },
  });
}
