import { defineApi } from '~/lib/api.server';
import { saveTelegramCall } from '~/lib/messaging-calls.server';

const api = defineApi({ PUT: saveTelegramCall(true) });
export const action = api.action;
