import { parseSurveyCreate } from '~/domain/surveys';
import { METHOD_NOT_ALLOWED_MESSAGE, apiError, readBody } from '~/lib/http.server';
import { requireAdminApi } from '~/lib/auth.server';
import { createSurveyByHand } from '~/models/feedback/surveys.server';
import type { Route } from './+types/api.surveys.create';

/**
 * POST /api/surveys/create {appointmentId} or {customerName, customerEmail?} -> 201 {success,
 * message, survey: {id, token, link, expiresAt}, invitationQueued}. The invitation is mailed
 * when there is an address and mail is switched on.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminApi(request, context);
  if (request.method !== 'POST') return apiError(405, METHOD_NOT_ALLOWED_MESSAGE);
  const parsed = parseSurveyCreate(await readBody(request));
  if (!parsed.ok) return apiError(400, Object.values(parsed.errors)[0] ?? 'Geçersiz istek', { errors: parsed.errors });
  const result = createSurveyByHand(context.db, parsed.value, context.now());
  if (!result.ok) return apiError(result.status, result.message);
  if (result.invitationQueued) context.kickOutbox();
  const base = context.config.publicUrl ?? new URL(request.url).origin;
  const s = result.survey;
  return Response.json(
    {
      success: true,
      message: 'Anket oluşturuldu',
      survey: { id: s.id, token: s.token, link: `${base}/survey/${s.token}`, customerName: s.customerName, customerEmail: s.customerEmail, expiresAt: s.expiresAt.toISOString() },
      invitationQueued: result.invitationQueued,
    },
    { status: 201, headers: { 'Cache-Control': 'no-store' } },
  );
}
