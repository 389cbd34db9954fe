/**
 * GET /admin/customers/:id/export — a customer's personal data as a JSON download (KVKK m. 11
 * request): customer, appointments, consent records, survey responses. Admin only.
 */
import { data } from 'react-router';
import { istanbulToday } from '~/domain/clock';
import { exportFileName } from '~/domain/personal-data';
import { requireAdmin } from '~/http/auth.server';
import { fileDownload } from '~/http/file-download.server';
import { exportCustomerData } from '~/models/people/customer-data.server';
import type { Route } from './+types/customer-export';
import { NOT_FOUND_MESSAGES } from '~/domain/people-forms';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'customers.export');
  const id = /^\d{1,12}$/.test(params.id) ? Number(params.id) : 0;
  const now = context.now();
  const exported = id > 0 ? exportCustomerData(context.db, id, now) : null;
  if (!exported) throw data(NOT_FOUND_MESSAGES.customer, { status: 404 });
  return fileDownload(
    JSON.stringify(exported, null, 2),
    exportFileName(id, istanbulToday(now)),
    'application/json; charset=utf-8',
  );
}
