import { z } from 'zod';
import { ADMIN_APPOINTMENT_TEXTS } from '~/domain/admin-appointment-rules';
import { BOOKING_MESSAGES } from '~/domain/booking-rules';
import { isValidDate } from '~/domain/clock';
import { PRIVATE_NO_STORE, call, defineApi, ok } from '~/http/api.server';
import { AVAILABILITY_ERRORS } from '~/routes/api/appointment-calls.server';
import { adminAvailabilityQuerySchema, readAdminAvailabilityQuery } from '~/http/admin-availability.server';
import { availabilityQuerySchema, readAvailabilityQuery } from '~/http/availability-query.server';
import { adminSlotsForDay, slotsForDay } from '~/models/appointments/availability.server';

const params = z.object({
  date: z
    .string({ error: BOOKING_MESSAGES.invalidDate })
    .refine(isValidDate, BOOKING_MESSAGES.invalidDate)
    .describe('YYYY-MM-DD'),
});
const RESPONSE = "200 { success, date, totalDuration, availableSlots: [{ time: 'HH:MM', available, conflictInfo? }] }";

const api = defineApi({
  GET: {
    public: call({
      auth: 'public',
      summary: 'The day’s start times (none on a closed day).',
      params,
      paramsStatus: 400,
      query: availabilityQuerySchema,
      response: RESPONSE,
      errors: [[400, BOOKING_MESSAGES.invalidDate], ...AVAILABILITY_ERRORS],
      handler: ({ request, context, params }) => {
        const { member, durationMinutes } = readAvailabilityQuery(context.db, new URL(request.url), {
          memberRequired: true,
        });
        const availableSlots = slotsForDay(context.db, {
          now: context.now(),
          memberId: member!.id,
          date: params.date,
          durationMinutes,
        });
        return ok({ date: params.date, totalDuration: durationMinutes, availableSlots });
      },
    }),
    admin: call({
      auth: 'admin',
      permission: 'appointments.write',
      summary:
        'Each slot also carries conflictInfo (customerName, service, duration of who holds it, else null); customDuration and excludeAppointmentId are read.',
      params,
      paramsStatus: 400,
      query: adminAvailabilityQuerySchema,
      response: RESPONSE,
      errors: [
        [400, BOOKING_MESSAGES.invalidDate],
        ...AVAILABILITY_ERRORS,
        [400, ADMIN_APPOINTMENT_TEXTS.invalidCustomDuration],
      ],
      handler: ({ request, context, params }) => {
        const { member, durationMinutes, excludeId } = readAdminAvailabilityQuery(context.db, new URL(request.url));
        const availableSlots = adminSlotsForDay(context.db, {
          now: context.now(),
          memberId: member!.id,
          date: params.date,
          durationMinutes,
          excludeId,
        });
        return ok({ date: params.date, totalDuration: durationMinutes, availableSlots }, 200, PRIVATE_NO_STORE);
      },
    }),
  },
});
export const loader = api.loader;
