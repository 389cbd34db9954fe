import { defineApi } from '~/lib/api.server';
import { appointmentCalls } from '~/lib/appointment-calls.server';

const api = defineApi(appointmentCalls);
export const loader = api.loader;
export const action = api.action;
