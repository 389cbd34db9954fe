import { z } from 'zod';
import type { Conflict } from '~/domain/availability';
import { BOOKING_MESSAGES, conflictCountMessage, idField } from '~/domain/booking-rules';
import { isValidDate, isValidTime } from '~/domain/clock';
import { call, defineApi, documentedAs, ok } from '~/http/api.server';
import { AVAILABILITY_ERRORS } from '~/routes/api/appointment-calls.server';
import { adminAvailabilityQuerySchema, readAdminAvailabilityQuery } from '~/http/admin-availability.server';
import { availabilityQuerySchema, readAvailabilityQuery } from '~/http/availability-query.server';
import { conflictsFor } from '~/models/appointments/availability.server';

const NO_CONFLICT_MESSAGE = 'Bu tarih ve saatte çakışma bulunmuyor.';

/** The start to check (teamMemberId, services and packages as the availability query reads them). */
const checkConflictQuerySchema = z.object({
  date: z.string().refine(isValidDate, BOOKING_MESSAGES.invalidDate).describe('YYYY-MM-DD'),
  time: z
    .string()
    .transform((t) => t.slice(0, 5))
    .refine(isValidTime, BOOKING_MESSAGES.invalidTime)
    .describe('HH:MM'),
  excludeAppointmentId: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const id = idField(BOOKING_MESSAGES.requiredFields).safeParse(v);
      if (id.success) return id.data;
      ctx.addIssue({ code: 'custom', message: BOOKING_MESSAGES.requiredFields });
      return z.NEVER;
    })
    .describe('the appointment being edited'),
});

/** The check is skipped (no conflict) while the member, date or time is missing; otherwise the start must be valid. */
const startQuery = (documented: z.ZodType) =>
  documentedAs(
    z.looseObject({}).transform((q, ctx) => {
      if (!q.teamMemberId || !q.date || !q.time) return null;
      const parsed = checkConflictQuerySchema.safeParse(q);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? BOOKING_MESSAGES.requiredFields });
      return z.NEVER;
    }),
    documented,
  );

const ERRORS = [
  [400, BOOKING_MESSAGES.invalidDate],
  [400, BOOKING_MESSAGES.invalidTime],
  [400, BOOKING_MESSAGES.requiredFields],
  ...AVAILABILITY_ERRORS,
] as const;
const RESPONSE =
  "200 { success, hasConflict, message: 'Bu tarih ve saatte çakışma bulunmuyor.' | 'Bu tarih ve saatte N randevu çakışması bulunuyor.', conflicts: [{ appointmentId, customerName, overlapMinutes, startTime, endTime, duration, service }] }";

function answer(conflicts: unknown[]) {
  return ok({
    hasConflict: conflicts.length > 0,
    message: conflicts.length > 0 ? conflictCountMessage(conflicts.length) : NO_CONFLICT_MESSAGE,
    conflicts,
  });
}

/** A conflict as a stranger may see it: when, never whose or what (docs/decisions/0338). */
function publicConflict(c: Conflict) {
  return {
    appointmentId: null,
    customerName: null,
    service: null,
    overlapMinutes: c.overlapMinutes,
    startTime: c.startTime,
    endTime: c.endTime,
    duration: c.duration,
  };
}

const api = defineApi({
  GET: {
    public: call({
      auth: 'public',
      summary:
        'Conflicts (>15 minutes overlap) of a start with pending and confirmed appointments; this one excluded. Without member, date or time: no conflict. The public sees only the times: appointmentId, customerName and service are null (docs/decisions/0338).',
      query: startQuery(availabilityQuerySchema.extend(checkConflictQuerySchema.shape)),
      response: RESPONSE,
      errors: ERRORS,
      handler: ({ request, context, query }) => {
        if (!query) return answer([]);
        const { member, durationMinutes } = readAvailabilityQuery(context.db, new URL(request.url), {
          memberRequired: true,
        });
        const conflicts = conflictsFor(
          context.db,
          { memberId: member!.id, date: query.date, time: query.time, durationMinutes },
          { excludeId: query.excludeAppointmentId ?? null },
        );
        return answer(conflicts.map(publicConflict));
      },
    }),
    admin: call({
      auth: 'admin',
      permission: 'appointments.write',
      summary: 'The same with the customers’ names; customDuration is read.',
      query: startQuery(adminAvailabilityQuerySchema.extend(checkConflictQuerySchema.shape)),
      response: RESPONSE,
      errors: [...ERRORS],
      handler: ({ request, context, query }) => {
        if (!query) return answer([]);
        const { member, durationMinutes } = readAdminAvailabilityQuery(context.db, new URL(request.url));
        return answer(
          conflictsFor(
            context.db,
            { memberId: member!.id, date: query.date, time: query.time, durationMinutes },
            { excludeId: query.excludeAppointmentId ?? null },
          ),
        );
      },
    }),
  },
});
export const loader = api.loader;
