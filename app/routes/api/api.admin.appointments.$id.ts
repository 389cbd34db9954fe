import { defineApi } from '~/http/api.server';
import { appointmentCalls } from '~/routes/api/appointment-calls.server';

/** The spec's admin address of one appointment: the very calls of /api/appointments/{id} (GET and DELETE). */
const api = defineApi({ GET: appointmentCalls.GET, DELETE: appointmentCalls.DELETE });
export const loader = api.loader;
export const action = api.action;
