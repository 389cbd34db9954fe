import { defineApi } from '~/lib/api.server';
import { saveSmtpCall } from './api.smtp';

export const api = defineApi({ PUT: saveSmtpCall(true) });
export const action = api.action;
