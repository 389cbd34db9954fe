import { data, Link } from 'react-router';
import { Dialog } from '~/ui/admin/dialog';
import { useListBack } from '~/routes/admin/appointments/paths';
import { adminMeta } from '~/ui/admin/admin-tabs';
import { HistoryList } from '~/ui/admin/history-list';
import { historyLinesFor } from '~/domain/audit';
import { canOnAppointment, FORBIDDEN_MESSAGE, seesContact } from '~/domain/permissions';
import { appointmentHistory } from '~/models/appointments/history.server';
import { adminAppointmentJson } from '~/models/appointments/json.server';
import { requireAppointment } from '~/routes/admin/appointments/dialog.server';
import { requireAdmin, viewerOf } from '~/http/auth.server';
import type { Route } from './+types/history';
import { AppointmentSummary } from './appointment-summary';

/**
 * /admin/appointments/{id}/history: the appointment's "Geçmiş" (issue 26 item 3;
 * docs/decisions/0390): booked online from which IP or by whom, each move, status change,
 * message sent, payment, with who did it and when, oldest first. An artist reads it for her
 * own appointments only; contact details inside are masked for a role without them.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, 'history.read');
  const appointment = requireAppointment(context.db, params.id);
  const viewer = viewerOf(session);
  if (!canOnAppointment(viewer, 'read', appointment)) throw data(FORBIDDEN_MESSAGE, { status: 403 });
  const a = adminAppointmentJson(appointment);
  return {
    appointment: {
      id: a.id,
      customerName: a.customerName,
      service: a.service,
      date: a.date,
      time: a.time,
      teamMemberName: a.teamMemberName,
      status: a.status,
    },
    lines: historyLinesFor(appointmentHistory(context.db, appointment.id), seesContact(viewer)),
  };
}

export const meta: Route.MetaFunction = () => adminMeta('Randevu Geçmişi');

export default function AppointmentHistory({ loaderData }: Route.ComponentProps) {
  const back = useListBack();
  const { appointment: a, lines } = loaderData;
  return (
    <Dialog headingLevel={2} title="Geçmiş" closeTo={back}>
      <AppointmentSummary appointment={a} />
      <div className="mt-4">
        <HistoryList lines={lines} label={`${a.customerName} randevusunun geçmişi`} />
      </div>
      <div className="mt-4">
        <Link to={back} preventScrollReset className="btn-ghost" data-autofocus>
          Kapat
        </Link>
      </div>
    </Dialog>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
