import { defineApi } from '~/http/api.server';
import { saveSmtpCall } from '~/routes/api/messaging-calls.server';

const api = defineApi({ PUT: saveSmtpCall(true) });
export const action = api.action;
