import { AppointmentForm } from '~/components/admin/appointments/appointment-form';
import { adminMeta } from '~/components/admin/admin-tabs';
import { isValidDate, istanbulToday } from '~/domain/clock';
import { appointmentFormAction, EMPTY_FORM_VALUES } from './admin.appointments.form.server';
import { loadFormChoices } from '~/models/appointments/overview.server';
import { requireAdmin } from '~/lib/auth.server';
import type { Route } from './+types/admin.appointments.new';

/** /admin/appointments/new: the create form (a dialog over the screen). `?day=` (the open day of the screen) pre-fills the date. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const today = istanbulToday(context.now());
  const date = new URL(request.url).searchParams.get('day');
  return { choices: loadFormChoices(context.db), today, initial: { ...EMPTY_FORM_VALUES, date: isValidDate(date) && date >= today ? date : '' } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, context);
  return appointmentFormAction(request, context, null, user.id);
}

export const meta: Route.MetaFunction = () => adminMeta('Yeni Randevu');

export default function NewAppointment({ loaderData, actionData }: Route.ComponentProps) {
  return <AppointmentForm mode="create" appointmentId={null} choices={loaderData.choices} initial={loaderData.initial} today={loaderData.today} answer={actionData} />;
}

export { AdminErrorBoundary as ErrorBoundary } from '~/components/admin/admin-ui';
