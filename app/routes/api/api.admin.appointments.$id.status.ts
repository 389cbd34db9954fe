import { ADMIN_APPOINTMENT_TEXTS, errorWithReason, statusChangeSchema } from '~/domain/admin-appointment-rules';
import { apiError, call, defineApi, idParams } from '~/http/api.server';
import { CONFLICT_ERROR, STALE_ERROR, appointmentWriteAnswer } from '~/routes/api/appointment-calls.server';
import { logger } from '~/infra/logger.server';
import { actorOf, assertMay, viewerOf } from '~/http/auth.server';
import { canOnAppointment } from '~/domain/permissions';
import { readAppointment } from '~/models/appointments/queries.server';
import { changeAppointmentStatus } from '~/models/appointments/writes.server';

const api = defineApi({
  PUT: call({
    auth: 'admin',
    permission: ['appointments.write', 'appointments.status.own'],
    summary:
      "Changes the status. An artist (Uzman) may only confirm or complete her own (403 otherwise). Confirming checks the member's confirmed appointments; a conflict changes nothing unless `override: true` ('Yine de Onayla').",
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
      const current = readAppointment(context.db, params.id);
      if (!current) return apiError(404, ADMIN_APPOINTMENT_TEXTS.notFound);
      if (!canOnAppointment(viewerOf(session), 'status', current, body.status))
        assertMay(session, 'appointments.write', 'api');
      try {
        return appointmentWriteAnswer(
          context.db,
          changeAppointmentStatus(context, actorOf(session, context), params.id, body.status, {
            override: body.override,
            expectedVersion,
          }),
          200,
          session,
        );
      } catch (error) {
        logger.error({ err: error }, '[appointments] status change failed');
        return apiError(503, errorWithReason(ADMIN_APPOINTMENT_TEXTS.statusFailed, null));
      }
    },
  }),
});
export const loader = api.loader;
export const action = api.action;
