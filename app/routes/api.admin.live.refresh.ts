import { METHOD_NOT_ALLOWED_MESSAGE, apiError } from '~/lib/http.server';
import { requireAdminApi } from '~/lib/auth.server';
import type { Route } from './+types/api.admin.live.refresh';

/**
 * POST /api/admin/live/refresh: sends the fresh appointment list to every connected admin
 * screen (appointments-updated), e.g. after a change made outside the app.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminApi(request, context);
  if (request.method !== 'POST') return apiError(405, METHOD_NOT_ALLOWED_MESSAGE);
  context.emit('appointments-changed');
  return Response.json({ success: true }, { headers: { 'Cache-Control': 'no-store' } });
}
