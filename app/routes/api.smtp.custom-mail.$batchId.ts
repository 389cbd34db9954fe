import { apiError } from '~/lib/http.server';
import { requireAdminApi } from '~/lib/auth.server';
import { bulkMailStatus } from '~/models/messaging/manual-sends.server';
import type { Route } from './+types/api.smtp.custom-mail.$batchId';

/** GET /api/smtp/custom-mail/{batchId} -> {success, total, sent, failed, pending, done, message}. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const status = bulkMailStatus(context.db, params.batchId);
  if (!status) return apiError(404, 'Toplu mail bulunamadı');
  return Response.json({ success: true, ...status }, { headers: { 'Cache-Control': 'no-store' } });
}
