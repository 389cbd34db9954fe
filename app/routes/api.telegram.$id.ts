import { defineApi } from '~/lib/api.server';
import { saveTelegramCall } from './api.telegram';

export const api = defineApi({ PUT: saveTelegramCall(true) });
export const action = api.action;
