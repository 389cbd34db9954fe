/**
 * What an appointment's status change sets off, in the transaction of the change itself:
 * - confirmed: the confirmation to the customer (e-mail with the .ics file; SMS / WhatsApp when opted in);
 * - cancelled: the cancellation message;
 * - completed: a satisfaction survey, and its invitation e-mail;
 * - any change: the Telegram status update (when turned on).
 * Every status-changing path (admin list, calendar, drag and drop, API) calls this one
 * function, then `context.kickOutbox()` after the commit.
 */
import type { AppointmentStatus } from '../../../db/schema';
import type { DbOrTx } from '../db.server';
import { queueCustomerMessage } from '../messaging/customer-messages.server';
import { enqueueMessage } from '../messaging/outbox.server';
import { createSurveyForAppointment } from '../feedback/surveys.server';

export type ChangedAppointment = {
  id: number;
  customerId: number | null;
  customerName: string;
  customerEmail: string | null;
};

export type StatusChangeEffects = { queued: number[]; surveyId: number | null };

/** `by: 'customer'`: the customer did it with the private link (the Telegram text says so). */
export function onAppointmentStatusChanged(
  tx: DbOrTx,
  appointment: ChangedAppointment,
  from: AppointmentStatus,
  to: AppointmentStatus,
  now: Date,
  options: { by?: 'customer' } = {},
): StatusChangeEffects {
  const effects: StatusChangeEffects = { queued: [], surveyId: null };
  if (from === to) return effects;
  const queue = (id: number | null) => {
    if (id !== null) effects.queued.push(id);
  };
  const appointmentId = appointment.id;
  // `to` and the name are a snapshot for the admin's outbox list; the mail is rendered from the row
  const snapshot = { to: appointment.customerEmail, customerName: appointment.customerName };
  if (to === 'confirmed')
    effects.queued.push(...queueCustomerMessage(tx, 'appointment-confirmed', { appointmentId, ...snapshot }));
  if (to === 'cancelled')
    effects.queued.push(...queueCustomerMessage(tx, 'appointment-cancelled', { appointmentId, ...snapshot }));
  if (to === 'completed') {
    const { survey, invitationId } = createSurveyForAppointment(tx, appointment, now);
    effects.surveyId = survey.id;
    queue(invitationId);
  }
  queue(
    enqueueMessage(tx, {
      channel: 'telegram',
      topic: 'status-changed',
      payload: {
        appointmentId,
        from,
        to,
        customerName: appointment.customerName,
        ...(options.by ? { by: options.by } : {}),
      },
    }),
  );
  return effects;
}
