import { data, Link } from 'react-router';
import { Dialog } from '~/ui/admin/dialog';
import { useListBack } from '~/routes/admin/appointments/paths';
import { adminMeta } from '~/ui/admin/admin-tabs';
import { StatusBadge } from '~/ui/admin/status-badge';
import { HistoryList } from '~/ui/admin/history-list';
import { formatYmdTr } from '~/ui/turkish-date';
import { historyLinesFor } from '~/domain/audit';
import { canOnAppointment, FORBIDDEN_MESSAGE, seesContact } from '~/domain/permissions';
import { appointmentHistory } from '~/models/appointments/history.server';
import { adminAppointmentJson } from '~/models/appointments/json.server';
import { requireAppointment } from '~/routes/admin/appointments/dialog.server';
import { requireAdmin, viewerOf } from '~/http/auth.server';
import type { Route } from './+types/history';

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
      <div className="rounded-xl border border-line bg-stone-950/60 px-3 py-2 text-sm">
        <p className="font-semibold">{a.customerName}</p>
        <p className="text-stone-300">{a.service}</p>
        <p className="text-stone-300">
          {formatYmdTr(a.date, { weekday: true })} · <span className="tabular-nums">{a.time}</span> · {a.teamMemberName}
        </p>
        <p className="mt-1">
          <StatusBadge status={a.status} />
        </p>
      </div>
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
