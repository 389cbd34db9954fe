import { defineApi } from '~/http/api.server';
import { appointmentCalls } from '~/routes/api/appointment-calls.server';

const api = defineApi(appointmentCalls);
export const loader = api.loader;
export const action = api.action;
