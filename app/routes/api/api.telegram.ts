import { PRIVATE_NO_STORE, call, defineApi, ok } from '~/http/api.server';
import { saveTelegramCall } from '~/routes/api/messaging-calls.server';
import { getTelegramRow, publicTelegramSettings } from '~/models/messaging/telegram.server';

const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'messaging.setup',
    summary: 'The Telegram settings (never the token: `hasBotToken` tells whether one is stored).',
    response: '200 { success, settings }',
    handler: ({ context }) =>
      ok({ settings: publicTelegramSettings(getTelegramRow(context.db)) }, 200, PRIVATE_NO_STORE),
  }),
  POST: saveTelegramCall(false),
});
export const loader = api.loader;
export const action = api.action;
