import { PRIVATE_NO_STORE, call, defineApi, ok } from '~/http/api.server';
import { READ_APPOINTMENTS, appointmentsShownTo } from '~/routes/api/appointment-calls.server';
import {
  ADMIN_LIST_QUERY_TEXTS,
  adminAppointmentList,
  adminAppointmentListQuerySchema,
} from '~/models/appointments/lists.server';

const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: READ_APPOINTMENTS,
    summary:
      'Every appointment (an artist, Uzman: her own whole, the others as busy blocks `{ id, teamMemberId, date, time, durationMinutes, customDuration, status, busy: true }`; contact masked without `customers.contact.read`), newest date first (`?t=` is ignored); optional `from`/`to` (YYYY-MM-DD, inclusive) narrow it to dates, `page`/`limit` page it and add `pagination`.',
    query: adminAppointmentListQuerySchema,
    response:
      '200 { success, appointments: [{ id, customerName, customerEmail, customerPhone, serviceIds, serviceNames, packageIds, packageNames, service, teamMemberId, teamMember, teamMemberName, date, time, notes, totalPrice (lira), status, customDuration, durationMinutes, source, userId, createdAt, updatedAt }], pagination?: { page, limit, total, pages } (only with page or limit) }',
    errors: [
      [
        400,
        `${ADMIN_LIST_QUERY_TEXTS.badDate} | ${ADMIN_LIST_QUERY_TEXTS.badRange} | ${ADMIN_LIST_QUERY_TEXTS.badPage} | ${ADMIN_LIST_QUERY_TEXTS.badLimit}`,
      ],
    ],
    handler: ({ context, query, session }) => {
      const list = adminAppointmentList(context.db, query);
      return ok({ ...list, appointments: appointmentsShownTo(session, list.appointments) }, 200, PRIVATE_NO_STORE);
    },
  }),
});
export const loader = api.loader;
