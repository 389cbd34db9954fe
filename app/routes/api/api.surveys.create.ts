import { surveyCreateSchema, surveyCreateShapes } from '~/domain/surveys';
import { apiError, call, defineApi, documentedAs, ok } from '~/http/api.server';
import { createSurveyByHand } from '~/models/feedback/surveys.server';

const api = defineApi({
  POST: call({
    auth: 'admin',
    permission: 'content.write',
    summary:
      'Creates a survey for an appointment or a named customer; the invitation is mailed when there is an address and mail is switched on.',
    body: documentedAs(surveyCreateSchema, surveyCreateShapes),
    fieldErrors: true,
    bodyNote: '{ appointmentId } or { customerName, customerEmail? }',
    response:
      "201 { success, message: 'Anket oluşturuldu', survey: { id, token, link, customerName, customerEmail, expiresAt }, invitationQueued }",
    errors: [
      [400, 'first field message, with errors: { field: message }'],
      [404, 'Randevu bulunamadı'],
      [409, 'Bu randevu için zaten bir anket var'],
    ],
    handler: ({ request, context, body }) => {
      const result = createSurveyByHand(context, body, context.now());
      if (!result.ok) return apiError(result.status, result.message);
      const base = context.config.publicUrl ?? new URL(request.url).origin;
      const s = result.survey;
      return ok(
        {
          message: 'Anket oluşturuldu',
          survey: {
            id: s.id,
            token: s.token,
            link: `${base}/survey/${s.token}`,
            customerName: s.customerName,
            customerEmail: s.customerEmail,
            expiresAt: s.expiresAt.toISOString(),
          },
          invitationQueued: result.invitationQueued,
        },
        201,
      );
    },
  }),
});
export const action = api.action;
