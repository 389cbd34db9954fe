import { call, defineApi, ok } from '~/http/api.server';
import { AVAILABILITY_ERRORS } from '~/routes/api/appointment-calls.server';
import { availabilityQuerySchema, readAvailabilityQuery } from '~/http/availability-query.server';
import { closedDatesForMember, datesForMember } from '~/models/appointments/availability.server';

const api = defineApi({
  GET: call({
    auth: 'public',
    summary:
      'Dates from today to 60 days ahead with at least one free start for the member and the duration; closedDates: the dates the member does not work at all (Monday, a closure, a day off, today after its last start), as opposed to full ones.',
    query: availabilityQuerySchema,
    response:
      "200 { success, totalDuration, availableDates: [{ date: 'YYYY-MM-DD' }], closedDates: [{ date: 'YYYY-MM-DD' }] }",
    errors: AVAILABILITY_ERRORS,
    handler: ({ request, context }) => {
      const { member, durationMinutes } = readAvailabilityQuery(context.db, new URL(request.url), {
        memberRequired: true,
      });
      const dates = datesForMember(context.db, { now: context.now(), memberId: member!.id, durationMinutes });
      const closed = closedDatesForMember(context.db, { now: context.now(), memberId: member!.id });
      return ok({
        totalDuration: durationMinutes,
        availableDates: dates.map((date) => ({ date })),
        closedDates: closed.map((date) => ({ date })),
      });
    },
  }),
});
export const loader = api.loader;
