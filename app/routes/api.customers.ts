import { z } from 'zod';
import { BOOKING_MESSAGES, customerFields, validationMessage } from '~/domain/booking-rules';
import { METHOD_NOT_ALLOWED_MESSAGE, apiError, readBody } from '~/lib/http.server';
import { upsertCustomer } from '~/models/people/customers.server';
import type { Route } from './+types/api.customers';

const { customerName, customerEmail, customerPhone } = customerFields(BOOKING_MESSAGES.personalInfoRequired);
export const customerRequestSchema = z.object({ name: customerName, email: customerEmail, phone: customerPhone });

export function loader() {
  return apiError(405, METHOD_NOT_ALLOWED_MESSAGE);
}

/**
 * POST /api/customers { name, email, phone } -> { success: true, customer: { id } }: finds the
 * customer by e-mail, else phone, or creates one (201). The wizard does not need it (booking
 * upserts the customer itself); it is kept for API clients of the old site.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return apiError(405, METHOD_NOT_ALLOWED_MESSAGE);
  const parsed = customerRequestSchema.safeParse(await readBody(request));
  if (!parsed.success) return apiError(400, validationMessage(parsed.error).message);
  const customer = context.db.transaction((tx) => upsertCustomer(tx, parsed.data), { behavior: 'immediate' });
  return Response.json({ success: true, customer: { id: customer.id } }, { status: customer.created ? 201 : 200, headers: { 'Cache-Control': 'no-store' } });
}
