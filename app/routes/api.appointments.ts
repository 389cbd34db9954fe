import { BOOKING_MESSAGES, bookingRequestSchema, validationMessage } from '~/domain/booking-rules';
import { apiError, readBody } from '~/lib/http.server';
import { bookingJson, createBooking } from '~/models/booking.server';
import type { Route } from './+types/api.appointments';

export const METHOD_NOT_ALLOWED = 'Bu adres bu istek yöntemini desteklemiyor.';
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,100}$/;

/** GET is not a call of this address. */
export function loader() {
  return apiError(405, METHOD_NOT_ALLOWED);
}

/**
 * POST /api/appointments — a public booking with the spec's payload (section 3):
 * 201 { success: true, appointment } or 4xx { success: false, message } in Turkish
 * (409 when the slot is taken). An `Idempotency-Key` header (or `idempotencyKey` field) makes
 * a retry answer 200 with the same appointment. The admin variant (authenticated, custom
 * duration) is added beside this one by the admin appointments work.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return apiError(405, METHOD_NOT_ALLOWED);
  const body = await readBody(request);
  const parsed = bookingRequestSchema.safeParse(body);
  if (!parsed.success) return apiError(400, validationMessage(parsed.error).message);
  const key = request.headers.get('idempotency-key') ?? body.idempotencyKey ?? null;
  if (key !== null && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) return apiError(400, 'Geçersiz tekrar anahtarı (Idempotency-Key).');

  try {
    const result = createBooking(context, { ...parsed.data, idempotencyKey: key, source: 'api' });
    if (!result.ok) return apiError(result.status, result.message);
    return Response.json({ success: true, appointment: bookingJson(result.appointment) }, { status: result.created ? 201 : 200, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    console.error('[booking] POST /api/appointments failed', error);
    return apiError(503, BOOKING_MESSAGES.bookingFailed);
  }
}
