import { z } from 'zod';
import { CODE_TTL_MS, PHONE_CODE_TEXTS } from '~/domain/phone-verification';
import { apiError, call, defineApi, ok } from '~/http/api.server';
import { requestPhoneCode } from '~/models/messaging/phone-verification.server';

const requestSchema = z.object({
  phone: z
    .string({ error: PHONE_CODE_TEXTS.invalidPhone })
    .max(40, PHONE_CODE_TEXTS.invalidPhone)
    .describe('the Turkish mobile number to prove (0532 123 45 67, +90 …)'),
});

/** The answer of a refused request, by reason. */
const REFUSALS: Record<'invalid-phone' | 'rate-limited' | 'unavailable', readonly [number, string]> = {
  'invalid-phone': [400, PHONE_CODE_TEXTS.invalidPhone],
  'rate-limited': [429, PHONE_CODE_TEXTS.rateLimited],
  unavailable: [503, PHONE_CODE_TEXTS.unavailable],
};

const api = defineApi({
  POST: call({
    auth: 'public',
    summary:
      'Sends a one-time code by SMS to a phone (6 digits, 10 minutes, 5 tries; at most 3 an hour and 6 a day per phone, 10 an hour per IP). Check it with POST /api/phone-verifications/{verificationId}/check, then send `phoneVerificationId` with the booking to opt in to SMS / WhatsApp (docs/decisions/0330).',
    body: requestSchema,
    response: `202 { success, verificationId, expiresInSeconds: ${CODE_TTL_MS / 1000}, message }`,
    errors: Object.values(REFUSALS),
    handler: ({ context, body }) => {
      const result = requestPhoneCode(context, {
        phone: body.phone,
        ip: context.clientIp,
        now: context.now(),
        secretsKey: context.config.secretsKey,
      });
      if (!result.ok) return apiError(REFUSALS[result.reason][0], REFUSALS[result.reason][1]);
      return ok(
        { verificationId: result.id, expiresInSeconds: CODE_TTL_MS / 1000, message: PHONE_CODE_TEXTS.sent },
        202,
      );
    },
  }),
});
export const action = api.action;
