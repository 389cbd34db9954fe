import { serviceSchema } from '~/domain/catalog-forms';
import { call, defineApi, fieldErrorResponse, ok } from '~/lib/api.server';
import { MULTIPART_NOTE, VALIDATION_FAILED } from '~/lib/api-doc-notes';
import { normalizeServiceBody } from '~/lib/api-shapes';
import { cachedJson } from '~/lib/http.server';
import { serviceJson } from '~/lib/public-json';
import { listActiveServices } from '~/models/catalogue.server';
import { createService } from '~/models/services.server';

const api = defineApi({
  GET: call({
    auth: 'public',
    summary: 'Active services, popular first then by id (cached, ETag).',
    response: '200 { services: [{ id, name, description, price (lira), duration, category, categoryId, categoryDisplayName, image, features, isActive, isPopular, ... }] }',
    handler: ({ request, context }) => cachedJson(request, { services: listActiveServices(context.db).map(serviceJson) }),
  }),
  POST: call({
    auth: 'admin',
    summary: 'Creates a service.',
    body: serviceSchema,
    bodyFormat: 'form',
    bodyBase: () => ({ isActive: true, duration: 60 }),
    normalize: normalizeServiceBody,
    bodyNote: `${MULTIPART_NOTE}; price in lira (number or '450,50'), features a list or JSON string`,
    response: "201 { success, message: 'Hizmet oluşturuldu', service }",
    errors: [[400, VALIDATION_FAILED]],
    handler: ({ context, body }) => {
      const result = createService(context.db, body);
      if (!result.ok) return fieldErrorResponse('field' in result ? { [result.field]: [result.message] } : {});
      return ok({ message: 'Hizmet oluşturuldu', service: result.service }, 201);
    },
  }),
});
export const loader = api.loader;
export const action = api.action;
