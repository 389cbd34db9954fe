import { AppointmentForm } from '~/routes/admin/appointments/appointment-form';
import { adminMeta } from '~/ui/admin/admin-tabs';
import { isValidDate, isValidTime, istanbulClock, istanbulToday } from '~/domain/clock';
import { findCustomers, getCustomer } from '~/models/people/customers.server';
import { appointmentFormAction, EMPTY_FORM_VALUES } from './form.server';
import { loadFormChoices } from '~/models/appointments/overview.server';
import { readAppointmentPanel } from '~/models/appointments/panel.server';
import { itemIdsOf } from '~/models/appointments/queries.server';
import { actorOf, requireAdmin } from '~/http/auth.server';
import type { Route } from './+types/new';

/**
 * /admin/appointments/new: the create form (a dialog over the screen). The URL fills it in:
 * `?day=` (the open day of the screen) or `?date=`, `?time=` and `?teamMemberId=` (a tapped
 * free slot of the day or week view); `?lookup=` searches the customers (the desk's lookup:
 * a GET form without JavaScript, a fetcher with it) and `?customer=` fills in a found
 * customer's name, e-mail and phone. `?rebook={id}` ('Tekrar randevu' on the panel) fills in
 * that appointment's customer, member, services and time, on the day "same again in N weeks"
 * gives (the services' rebooking days; docs/decisions/0374).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'appointments.write');
  const today = istanbulToday(context.now());
  const params = new URL(request.url).searchParams;
  const choices = loadFormChoices(context.db);
  const date = params.get('date') ?? params.get('day');
  const time = params.get('time') ?? '';
  const memberId = params.get('teamMemberId') ?? '';
  const customerId = Number(params.get('customer'));
  const customer = Number.isInteger(customerId) && customerId > 0 ? getCustomer(context.db, customerId) : undefined;
  const lookup = (params.get('lookup') ?? '').trim().slice(0, 100);
  const rebookId = Number(params.get('rebook'));
  const rebook =
    Number.isSafeInteger(rebookId) && rebookId > 0
      ? readAppointmentPanel(context.db, rebookId, istanbulClock(context.now()))
      : null;
  const again = rebook
    ? {
        customerName: rebook.appointment.customerName,
        customerEmail: rebook.appointment.customerEmail ?? '',
        customerPhone: rebook.appointment.customerPhone ?? '',
        teamMemberId: choices.members.some((m) => m.id === rebook.appointment.teamMemberId)
          ? String(rebook.appointment.teamMemberId)
          : '',
        serviceIds: itemIdsOf(rebook.appointment.lines, 'service').map(String),
        packageIds: itemIdsOf(rebook.appointment.lines, 'package').map(String),
        date: rebook.rebook.date >= today ? rebook.rebook.date : '',
        time: rebook.appointment.time,
      }
    : {};
  return {
    choices,
    today,
    initial: {
      ...EMPTY_FORM_VALUES,
      date: isValidDate(date) && date >= today ? date : '',
      time: isValidTime(time) ? time : '',
      teamMemberId: choices.members.some((m) => String(m.id) === memberId) ? memberId : '',
      ...(customer
        ? { customerName: customer.name, customerEmail: customer.email ?? '', customerPhone: customer.phone ?? '' }
        : {}),
      ...again,
    },
    lookup: { q: lookup, matches: lookup ? findCustomers(context.db, lookup) : null },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, context, 'appointments.write');
  return appointmentFormAction(request, context, null, actorOf({ user }, context));
}

export const meta: Route.MetaFunction = () => adminMeta('Yeni Randevu');

export default function NewAppointment({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AppointmentForm
      mode="create"
      appointmentId={null}
      choices={loaderData.choices}
      initial={loaderData.initial}
      today={loaderData.today}
      answer={actionData}
      lookup={loaderData.lookup}
    />
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '~/ui/admin/admin-ui';
