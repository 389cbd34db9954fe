import { adminAppointmentSchema } from '~/domain/admin-appointment-rules';
import { BOOKING_MESSAGES, bookingRequestSchema, slotTakenMessage } from '~/domain/booking-rules';
import { KVKK_MESSAGES, apiConsentDecision } from '~/domain/kvkk';
import { apiError, call, defineApi, ok } from '~/http/api.server';
import { CONFLICT_ERROR, FAIR_USE_ERROR, appointmentWriteAnswer } from '~/routes/api/appointment-calls.server';
import { logger } from '~/infra/logger.server';
import { actorOf } from '~/http/auth.server';
import { customerActor } from '~/domain/audit';
import { createAdminAppointment } from '~/models/appointments/writes.server';
import { bookingJson } from '~/models/appointments/json.server';
import { createBooking, IDEMPOTENCY_MISMATCH, requestHash } from '~/models/appointments/booking.server';
import { FAIR_USE_TEXTS, MY_APPOINTMENTS } from '~/domain/fair-use';
import { PHONE_CODE_TEXTS } from '~/domain/phone-verification';
import { currentNotice } from '~/models/content/kvkk.server';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,100}$/;
const BAD_IDEMPOTENCY_KEY = 'Geçersiz tekrar anahtarı (Idempotency-Key).';

const api = defineApi({
  POST: {
    public: call({
      auth: 'public',
      summary:
        'Public booking (the wizard’s rules). `kvkkConsent: true` records the consent to the current privacy notice (GET /api/kvkk) with its time and the client IP; `kvkkVersion`, when sent, must be that version; `false` is refused. A client that sends neither is still booked, without a consent record (docs/decisions/0090). `smsConsent` / `whatsappConsent` (optional booleans, the booking form’s boxes; absent = false) record the opt-in to messages on that channel with its time and the client IP (docs/decisions/0200). The opt-in is recorded only with `phoneVerificationId`, a code typed for this phone (POST /api/phone-verifications, then …/{id}/check; docs/decisions/0330); without it the booking is made without the opt-in and the answer says so (`messageOptIn`, `notice`). One person (the same phone or e-mail) holds no two overlapping appointments and at most 3 open ones (409 with `link` to Randevularım; docs/decisions/0333). An `Idempotency-Key` header (or `idempotencyKey` field, 8-100 of A-Z a-z 0-9 . _ : -) makes a retry of the same request answer 200 with the same appointment; the same key with another body answers 422 (docs/decisions/0334).',
      body: bookingRequestSchema,
      response:
        '201 { success, appointment: { id, date, time, status, ... }, messageOptIn: { sms, whatsapp }, notice? } (200 on an idempotent retry)',
      errors: [
        [409, FAIR_USE_TEXTS.overlap],
        [409, FAIR_USE_TEXTS.tooMany(3)],
        [422, IDEMPOTENCY_MISMATCH],
        [400, BOOKING_MESSAGES.requiredFields],
        [400, BOOKING_MESSAGES.closedOrPastDate],
        [400, BOOKING_MESSAGES.beyondHorizon],
        [400, BOOKING_MESSAGES.pastTime],
        [409, slotTakenMessage('HH:MM')],
        [400, BAD_IDEMPOTENCY_KEY],
        [400, KVKK_MESSAGES.required],
        [400, KVKK_MESSAGES.unknownVersion],
        [409, KVKK_MESSAGES.outdated],
        [503, BOOKING_MESSAGES.bookingFailed],
      ],
      handler: ({ request, context, body, values }) => {
        const key = request.headers.get('idempotency-key') ?? values.idempotencyKey ?? null;
        if (key !== null && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)))
          return apiError(400, BAD_IDEMPOTENCY_KEY);
        const { kvkkConsent, kvkkVersion, smsConsent, whatsappConsent, phoneVerificationId, ...booking } = body;
        const consent = apiConsentDecision({ kvkkConsent, kvkkVersion }, currentNotice(context.db)?.version ?? null);
        if (!consent.ok) return apiError(consent.status, consent.message);
        try {
          const result = createBooking(context, customerActor(context.clientIp), {
            ...booking,
            consent:
              consent.version === null ? null : { version: consent.version, at: context.now(), ip: context.clientIp },
            messageConsent: {
              sms: smsConsent === true,
              whatsapp: whatsappConsent === true,
              ip: context.clientIp,
              verificationId: phoneVerificationId ?? null,
            },
            idempotencyKey: key,
            // this call is the anonymous one (a signed-in admin's POST is the admin call below), so the body alone is the fingerprint
            idempotencyHash: key ? requestHash(body, null) : null,
            source: 'api',
          });
          if (!result.ok)
            return apiError(
              result.status,
              result.message,
              result.fairUse
                ? { link: MY_APPOINTMENTS.path, linkLabel: MY_APPOINTMENTS.label, hint: FAIR_USE_TEXTS.seeYours }
                : {},
            );
          const asked = smsConsent === true || whatsappConsent === true;
          const recorded = result.messageOptIn.sms || result.messageOptIn.whatsapp;
          return ok(
            {
              appointment: bookingJson(result.appointment),
              messageOptIn: result.messageOptIn,
              ...(asked && !recorded ? { notice: PHONE_CODE_TEXTS.optInNotRecorded } : {}),
            },
            result.created ? 201 : 200,
          );
        } catch (error) {
          logger.error({ err: error }, '[booking] POST /api/appointments failed');
          return apiError(503, BOOKING_MESSAGES.bookingFailed);
        }
      },
    }),
    admin: call({
      auth: 'admin',
      permission: 'appointments.write',
      summary: 'The admin’s create (any status, totalPrice, customDuration).',
      body: adminAppointmentSchema,
      fieldErrors: true,
      response: '201 { success, appointment } as GET /api/admin/appointments lists it',
      errors: [
        [400, 'first schema message, with errors: { field: message }'],
        [409, CONFLICT_ERROR],
        [409, FAIR_USE_ERROR],
        [503, BOOKING_MESSAGES.bookingFailed],
      ],
      handler: ({ request, context, session, body }) => {
        try {
          const source = request.headers.get('authorization') ? 'api' : 'admin';
          return appointmentWriteAnswer(
            context.db,
            createAdminAppointment(context, actorOf(session, context), body, { userId: session.user.id, source }),
            201,
          );
        } catch (error) {
          logger.error({ err: error }, '[appointments] admin POST /api/appointments failed');
          return apiError(503, BOOKING_MESSAGES.bookingFailed);
        }
      },
    }),
  },
});
/** GET is not a call of this address (405). */
export const loader = api.loader;
export const action = api.action;
