import { z } from 'zod';
import { codeRefusalMessage, codeSchema, PHONE_CODE_TEXTS } from '~/domain/phone-verification';
import { apiError, call, defineApi, ok } from '~/http/api.server';
import { checkPhoneCode } from '~/models/messaging/phone-verification.server';

const params = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/, PHONE_CODE_TEXTS.notFound) });
const body = z.object({ code: codeSchema.describe('the 6 digits of the SMS') });

const STATUS = { wrong: 400, expired: 410, used: 410, exhausted: 429, 'not-found': 404 } as const;

const api = defineApi({
  POST: call({
    auth: 'public',
    summary:
      'Checks the code of a verification. A wrong code spends one of 5 tries. Verified, the id opts one booking in (within 30 minutes).',
    params,
    body,
    response: `200 { success, verified: true, message: '${PHONE_CODE_TEXTS.verified}' }`,
    errors: [
      [400, PHONE_CODE_TEXTS.invalidFormat],
      [400, PHONE_CODE_TEXTS.wrong(4)],
      [404, PHONE_CODE_TEXTS.notFound],
      [410, PHONE_CODE_TEXTS.expired],
      [410, PHONE_CODE_TEXTS.used],
      [429, PHONE_CODE_TEXTS.exhausted],
    ],
    handler: ({ context, params, body }) => {
      const result = checkPhoneCode(context.db, {
        id: params.id,
        code: body.code,
        now: context.now(),
        secretsKey: context.config.secretsKey,
      });
      if (result.ok) return ok({ verified: true, message: PHONE_CODE_TEXTS.verified });
      if (result.reason === 'not-found') return apiError(404, PHONE_CODE_TEXTS.notFound);
      return apiError(STATUS[result.reason], codeRefusalMessage(result), { attemptsLeft: result.attemptsLeft });
    },
  }),
});
export const action = api.action;
