import { defineApi } from '~/lib/api.server';
import { saveSmtpCall } from '~/lib/messaging-calls.server';

const api = defineApi({ PUT: saveSmtpCall(true) });
export const action = api.action;
