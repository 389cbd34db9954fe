import { ADMIN_APPOINTMENT_TEXTS, adminAppointmentSchema } from '~/domain/admin-appointment-rules';
import { PRIVATE_NO_STORE, apiError, call, defineApi, idParams, ok } from '~/lib/api.server';
import { CONFLICT_ERROR, appointmentWriteAnswer } from '~/lib/appointment-answers.server';
import { logger } from '~/lib/logger.server';
import { deleteAdminAppointment, updateAdminAppointment } from '~/models/admin-appointment-writes.server';
import { getAdminAppointment } from '~/models/admin-appointments.server';

const params = idParams(ADMIN_APPOINTMENT_TEXTS.notFound);

/**
 * The admin's calls on one appointment. /api/appointments/{id} answers all three;
 * /api/admin/appointments/{id} (the back office's older address) answers GET and DELETE with
 * these very calls (app/routes/api.admin.appointments.$id.ts).
 */
export const appointmentCalls = {
  GET: call({
    auth: 'admin',
    summary: 'One appointment.',
    params,
    response: '200 { success, appointment }',
    errors: [[404, ADMIN_APPOINTMENT_TEXTS.notFound]],
    handler: ({ context, params }) => {
      const appointment = getAdminAppointment(context.db, params.id);
      return appointment ? ok({ appointment }, 200, PRIVATE_NO_STORE) : apiError(404, ADMIN_APPOINTMENT_TEXTS.notFound);
    },
  }),
  PUT: call({
    auth: 'admin',
    summary: 'The full appointment. Pending and confirmed appointments of the member count as conflicts, this one excluded.',
    alsoAnswers: ['PATCH'],
    params,
    body: adminAppointmentSchema,
    fieldErrors: true,
    response: '200 { success, appointment }',
    errors: [
      [404, ADMIN_APPOINTMENT_TEXTS.notFound],
      [400, 'first schema message, with errors: { field: message }'],
      [409, CONFLICT_ERROR],
      [503, ADMIN_APPOINTMENT_TEXTS.unknownReason],
    ],
    handler: ({ context, params, body }) => {
      try {
        return appointmentWriteAnswer(context.db, updateAdminAppointment(context, params.id, body));
      } catch (error) {
        logger.error({ err: error }, '[appointments] PUT /api/appointments/{id} failed');
        return apiError(503, ADMIN_APPOINTMENT_TEXTS.unknownReason);
      }
    },
  }),
  DELETE: call({
    auth: 'admin',
    summary: 'Deletes the appointment.',
    params,
    response: `200 { success, message: '${ADMIN_APPOINTMENT_TEXTS.deleted}' }`,
    errors: [[404, ADMIN_APPOINTMENT_TEXTS.notFound]],
    handler: ({ context, params }) => {
      const result = deleteAdminAppointment(context, params.id);
      return result.ok ? ok({ message: ADMIN_APPOINTMENT_TEXTS.deleted }, 200, PRIVATE_NO_STORE) : apiError(result.status, result.message);
    },
  }),
};

export const api = defineApi(appointmentCalls);
export const loader = api.loader;
export const action = api.action;
