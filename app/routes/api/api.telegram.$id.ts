import { defineApi } from '~/http/api.server';
import { saveTelegramCall } from '~/routes/api/messaging-calls.server';

const api = defineApi({ PUT: saveTelegramCall(true) });
export const action = api.action;
