import { MESSAGES, telegramSettingsSchema } from '~/domain/messaging-settings';
import { apiError, call, defineApi, ok } from '~/http/api.server';
import { sendTelegramTest } from '~/models/messaging/manual-sends.server';

const api = defineApi({
  POST: call({
    auth: 'admin',
    permission: 'messaging.setup',
    summary: 'Sends a test message with the given values, else the stored ones.',
    body: telegramSettingsSchema.pick({ botToken: true, chatId: true }),
    response: `200 { success, message: '${MESSAGES.telegramTestSent}' }`,
    errors: [
      [400, MESSAGES.telegramTestNeedsFields],
      [400, `${MESSAGES.telegramTestFailed} (<reason>)`],
    ],
    handler: async ({ context, body }) => {
      const result = await sendTelegramTest(context.db, context.config, body, context.now());
      return result.ok ? ok({ message: result.message }) : apiError(400, result.message);
    },
  }),
});
export const action = api.action;
