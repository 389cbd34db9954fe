/**
 * The admin's side of the availability calls (who is asking is the API kit's
 * `adminOfApiRequest`): the admin query on top of the public one
 * (availability-query.server.ts): `customDuration` (the appointment's own length) and
 * `excludeAppointmentId` (the appointment being edited, whose lines no longer offered still
 * count with their minutes).
 */
import { ADMIN_APPOINTMENT_TEXTS, MAX_CUSTOM_DURATION } from '~/domain/admin-appointment-rules';
import { BOOKING_MESSAGES } from '~/domain/booking-rules';
import { z } from 'zod';
import { parseQuery } from '~/http/http.server';
import { availabilityQuerySchema, readAvailabilityQuery } from './availability-query.server';
import { readAppointmentLines } from '../models/appointments/queries.server';
import type { DbOrTx } from '../models/db.server';

export type AdminAvailabilityQuery = ReturnType<typeof readAvailabilityQuery> & { excludeId: number | null };

/** The admin's additions to the availability query. */
export const adminAvailabilityQuerySchema = availabilityQuerySchema.extend({
  customDuration: z
    .string()
    .optional()
    .refine(
      (v) => !v || (/^\d{1,4}$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_CUSTOM_DURATION),
      ADMIN_APPOINTMENT_TEXTS.invalidCustomDuration,
    )
    .transform((v) => (v ? Number(v) : undefined))
    .describe(`admin: the appointment's own length in minutes, 1-${MAX_CUSTOM_DURATION}`),
  excludeAppointmentId: z
    .string()
    .optional()
    .refine((v) => !v || /^\d{1,12}$/.test(v), BOOKING_MESSAGES.requiredFields)
    .transform((v) => (v ? Number(v) : null))
    .describe('admin: the appointment being edited (not a conflict with itself)'),
});

/** The public query plus customDuration and excludeAppointmentId; bad values throw a 400 answer. */
export function readAdminAvailabilityQuery(db: DbOrTx, url: URL): AdminAvailabilityQuery {
  const { customDuration, excludeAppointmentId } = parseQuery(
    url,
    adminAvailabilityQuerySchema.pick({ customDuration: true, excludeAppointmentId: true }),
  );
  const keptLines =
    excludeAppointmentId !== null
      ? readAppointmentLines(db, [excludeAppointmentId]).get(excludeAppointmentId)
      : undefined;
  const query = readAvailabilityQuery(db, url, { memberRequired: true, eligibility: false, keptLines });
  if (customDuration !== undefined) query.durationMinutes = customDuration;
  return { ...query, excludeId: excludeAppointmentId };
}
