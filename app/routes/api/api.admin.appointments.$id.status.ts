import { ADMIN_APPOINTMENT_TEXTS, errorWithReason, statusChangeSchema } from '~/domain/admin-appointment-rules';
import { apiError, call, defineApi, idParams } from '~/http/api.server';
import { CONFLICT_ERROR, STALE_ERROR, appointmentWriteAnswer } from '~/routes/api/appointment-calls.server';
import { logger } from '~/infra/logger.server';
import { actorOf } from '~/http/auth.server';
import { changeAppointmentStatus } from '~/models/appointments/writes.server';

const api = defineApi({
  PUT: call({
    auth: 'admin',
    summary: "Changes the status. Confirming checks the member's confirmed appointments; a conflict changes nothing unless `override: true` ('Yine de Onayla').",
    alsoAnswers: ['PATCH'],
    params: idParams(ADMIN_APPOINTMENT_TEXTS.notFound),
    body: statusChangeSchema,
    invalidMessage: ADMIN_APPOINTMENT_TEXTS.invalidStatus,
    etag: true,
    ifMatch: true,
    response: '200 { success, appointment }',
    errors: [
      [400, ADMIN_APPOINTMENT_TEXTS.invalidStatus],
      [404, ADMIN_APPOINTMENT_TEXTS.notFound],
      [409, CONFLICT_ERROR],
      [409, STALE_ERROR],
      [503, `${ADMIN_APPOINTMENT_TEXTS.statusFailed}${ADMIN_APPOINTMENT_TEXTS.unknownReason}`],
    ],
    handler: ({ context, params, body, session, expectedVersion }) => {
      try {
        return appointmentWriteAnswer(context.db, changeAppointmentStatus(context, actorOf(session, context), params.id, body.status, { override: body.override, expectedVersion }));
      } catch (error) {
        logger.error({ err: error }, '[appointments] status change failed');
        return apiError(503, errorWithReason(ADMIN_APPOINTMENT_TEXTS.statusFailed, null));
      }
    },
  }),
});
export const loader = api.loader;
export const action = api.action;
