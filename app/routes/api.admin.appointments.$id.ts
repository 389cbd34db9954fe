import { defineApi } from '~/lib/api.server';
import { appointmentCalls } from './api.appointments.$id';

/** The spec's admin address of one appointment: the same calls as /api/appointments/{id} (GET and DELETE). */
export const api = defineApi({ GET: appointmentCalls.GET, DELETE: appointmentCalls.DELETE });
export const loader = api.loader;
export const action = api.action;
