/**
 * What the messages (e-mail and Telegram) show about an appointment, read through the one
 * read model: contact details, date and time, the line names as booked, the staff member.
 */
import type { AppointmentForMessage } from '../../domain/emails';
import type { DbOrTx } from '../db.server';
import { messageData } from '../appointments/json.server';
import { readAppointment } from '../appointments/queries.server';

export function appointmentForMessage(db: DbOrTx, id: number): AppointmentForMessage | null {
  const appointment = readAppointment(db, id);
  return appointment ? messageData(appointment) : null;
}
