import { PRIVATE_NO_STORE, call, defineApi, ok } from '~/http/api.server';
import { adminDashboard } from '~/models/appointments/lists.server';

const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'dashboard.read',
    summary: 'The dashboard figures.',
    response:
      '200 { success, stats: { totalAppointments, pendingAppointments, confirmedAppointments, completedAppointments, cancelledAppointments, totalGalleryImages, recentAppointments }, recentAppointments: [3 newest, as GET /api/admin/appointments] }',
    handler: ({ context }) => ok({ ...adminDashboard(context.db) }, 200, PRIVATE_NO_STORE),
  }),
});
export const loader = api.loader;
