import { PRIVATE_NO_STORE, call, defineApi, ok } from '~/http/api.server';
import { ADMIN_LIST_QUERY_TEXTS, adminAppointmentList, adminAppointmentListQuerySchema } from '~/models/appointments/lists.server';

const api = defineApi({
  GET: call({
    auth: 'admin',
    summary: 'Every appointment, newest date first (`?t=` is ignored); optional `from`/`to` (YYYY-MM-DD, inclusive) narrow it to dates, `page`/`limit` page it and add `pagination`.',
    query: adminAppointmentListQuerySchema,
    response:
      '200 { success, appointments: [{ id, customerName, customerEmail, customerPhone, serviceIds, serviceNames, packageIds, packageNames, service, teamMemberId, teamMember, teamMemberName, date, time, notes, totalPrice (lira), status, customDuration, durationMinutes, source, userId, createdAt, updatedAt }], pagination?: { page, limit, total, pages } (only with page or limit) }',
    errors: [[400, `${ADMIN_LIST_QUERY_TEXTS.badDate} | ${ADMIN_LIST_QUERY_TEXTS.badRange} | ${ADMIN_LIST_QUERY_TEXTS.badPage} | ${ADMIN_LIST_QUERY_TEXTS.badLimit}`]],
    handler: ({ context, query }) => ok({ ...adminAppointmentList(context.db, query) }, 200, PRIVATE_NO_STORE),
  }),
});
export const loader = api.loader;
