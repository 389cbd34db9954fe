/**
 * What an appointment's status change sets off, in the transaction of the change itself:
 * - confirmed: the confirmation e-mail (with the .ics file) to the customer;
 * - cancelled: the cancellation e-mail;
 * - completed: a satisfaction survey, and its invitation e-mail;
 * - any change: the Telegram status update (when turned on).
 * Every status-changing path (admin list, calendar, drag and drop, API) calls this one
 * function, then `context.kickOutbox()` after the commit.
 */
import type { AppointmentStatus } from '../../db/schema';
import { enqueueMessage, type DbOrTx } from './outbox.server';
import { createSurveyForAppointment } from './surveys.server';

export type ChangedAppointment = { id: number; customerId: number | null; customerName: string; customerEmail: string | null };

export type StatusChangeEffects = { queued: number[]; surveyId: number | null };

export function onAppointmentStatusChanged(tx: DbOrTx, appointment: ChangedAppointment, from: AppointmentStatus, to: AppointmentStatus, now: Date): StatusChangeEffects {
  const effects: StatusChangeEffects = { queued: [], surveyId: null };
  if (from === to) return effects;
  const queue = (id: number | null) => {
    if (id !== null) effects.queued.push(id);
  };
  const appointmentId = appointment.id;
  if (to === 'confirmed') queue(enqueueMessage(tx, { channel: 'email', topic: 'appointment-confirmed', payload: { appointmentId } }));
  if (to === 'cancelled') queue(enqueueMessage(tx, { channel: 'email', topic: 'appointment-cancelled', payload: { appointmentId } }));
  if (to === 'completed') {
    const { survey, invitationId } = createSurveyForAppointment(tx, appointment, now);
    effects.surveyId = survey.id;
    queue(invitationId);
  }
  queue(enqueueMessage(tx, { channel: 'telegram', topic: 'status-changed', payload: { appointmentId, from, to } }));
  return effects;
}

/** The booking's two messages: "we received your booking" to the customer, "new appointment" to Telegram. */
export function onAppointmentBooked(tx: DbOrTx, appointmentId: number): number[] {
  return [
    enqueueMessage(tx, { channel: 'email', topic: 'booking-received', payload: { appointmentId } }),
    enqueueMessage(tx, { channel: 'telegram', topic: 'new-appointment', payload: { appointmentId } }),
  ].filter((id): id is number => id !== null);
}
