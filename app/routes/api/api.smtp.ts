import { PRIVATE_NO_STORE, call, defineApi, ok } from '~/http/api.server';
import { saveSmtpCall } from '~/routes/api/messaging-calls.server';
import { getSmtpRow, publicSmtpSettings } from '~/models/messaging/smtp.server';

const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'messaging.setup',
    summary: 'The SMTP settings (never the password: `hasPassword` tells whether one is stored).',
    response: '200 { success, settings }',
    handler: ({ context }) => ok({ settings: publicSmtpSettings(getSmtpRow(context.db)) }, 200, PRIVATE_NO_STORE),
  }),
  POST: saveSmtpCall(false),
});
export const loader = api.loader;
export const action = api.action;
