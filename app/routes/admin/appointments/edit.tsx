import { AppointmentForm } from '~/routes/admin/appointments/appointment-form';
import { adminMeta } from '~/ui/admin/admin-tabs';
import { istanbulToday } from '~/domain/clock';
import { appointmentFormAction, formValuesOf } from './form.server';
import { requireAppointment } from '~/routes/admin/appointments/dialog.server';
import type { AppointmentLineKind } from '~/models/appointments/queries.server';
import { loadFormChoices } from '~/models/appointments/overview.server';
import { actorOf, requireAdmin } from '~/http/auth.server';
import type { Route } from './+types/edit';

/** /admin/appointments/{id}/edit: the edit form (a dialog over the screen). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'appointments.write');
  const appointment = requireAppointment(context.db, params.id);
  const choices = loadFormChoices(context.db, appointment.teamMemberId);
  const offeredServices = new Set(choices.groups.flatMap((g) => g.services.map((s) => s.id)));
  const offeredPackages = new Set(choices.packages.map((p) => p.id));
  // the appointment's lines whose service or package is no longer offered, with their own names
  const kept = (kind: AppointmentLineKind, offered: Set<number>) =>
    appointment.lines.flatMap((l) =>
      l.kind === kind && l.itemId !== null && !offered.has(l.itemId) ? [{ id: l.itemId, name: l.name }] : [],
    );
  const keptLines = { serviceIds: kept('service', offeredServices), packageIds: kept('package', offeredPackages) };
  return {
    id: appointment.id,
    choices,
    keptLines,
    initial: formValuesOf(appointment),
    today: istanbulToday(context.now()),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, context, 'appointments.write');
  return appointmentFormAction(request, context, requireAppointment(context.db, params.id), actorOf({ user }, context));
}

export const meta: Route.MetaFunction = () => adminMeta('Randevuyu Düzenle');

export default function EditAppointment({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AppointmentForm
      mode="edit"
      appointmentId={loaderData.id}
      choices={loaderData.choices}
      keptLines={loaderData.keptLines}
      initial={loaderData.initial}
      today={loaderData.today}
      answer={actionData}
    />
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
