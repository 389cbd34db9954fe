import { Link } from 'react-router';
import { Dialog } from '~/ui/admin/dialog';
import { useListBack } from '~/routes/admin/appointments/paths';
import { adminMeta } from '~/ui/admin/admin-tabs';
import { formatYmdTr } from '~/ui/turkish-date';
import { requireAppointment } from '~/routes/admin/appointments/dialog.server';
import { requireAdmin } from '~/http/auth.server';
import type { Route } from './+types/note';

/** /admin/appointments/{id}/note: the note viewer. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const a = requireAppointment(context.db, params.id);
  return { appointment: { customerName: a.customerName, date: a.date, time: a.time, notes: a.notes } };
}

export const meta: Route.MetaFunction = () => adminMeta('Randevu Notu');

export default function AppointmentNote({ loaderData }: Route.ComponentProps) {
  const back = useListBack();
  const a = loaderData.appointment;
  return (
    <Dialog headingLevel={2} title="Randevu Notu" closeTo={back}>
      <p className="text-sm text-stone-400">
        {a.customerName} · {formatYmdTr(a.date)} <span className="tabular-nums">{a.time}</span>
      </p>
      {a.notes ? (
        <p className="mt-3 whitespace-pre-wrap rounded-xl border border-line bg-stone-950/60 px-3 py-2">{a.notes}</p>
      ) : (
        <p className="mt-3 text-stone-400">Bu randevu için not yok.</p>
      )}
      <Link to={back} preventScrollReset className="btn-ghost mt-4">
        Kapat
      </Link>
    </Dialog>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
