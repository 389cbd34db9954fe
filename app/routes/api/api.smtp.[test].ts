import { z } from 'zod';
import { MESSAGES } from '~/domain/messaging-settings';
import { apiError, call, defineApi, ok } from '~/http/api.server';
import { sendTestMail } from '~/models/messaging/manual-sends.server';

const api = defineApi({
  POST: call({
    auth: 'admin',
    permission: 'messaging.setup',
    summary: 'Sends a test mail right away with the stored settings.',
    body: z.object({
      testEmail: z.unknown().optional().describe('the address to send to (checked by the test itself)'),
    }),
    response: `200 { success, message: '${MESSAGES.testSent}' }`,
    errors: [
      [400, MESSAGES.testAddressRequired],
      [400, MESSAGES.smtpMissing],
      [400, 'Lütfen geçerli bir e-posta adresi girin.'],
      [400, `${MESSAGES.testFailed}: <reason>`],
    ],
    handler: async ({ context, body }) => {
      const result = await sendTestMail(context.db, context.config.secretsKey, body.testEmail);
      return result.ok ? ok({ message: result.message }) : apiError(400, result.message);
    },
  }),
});
export const action = api.action;
