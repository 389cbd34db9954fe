import { serviceSchema } from '~/domain/catalog-forms';
import { call, defineApi, fieldErrorResponse, idParams, ok } from '~/lib/api.server';
import { MULTIPART_NOTE, VALIDATION_FAILED } from '~/lib/api-doc-notes';
import { normalizeServiceBody } from '~/lib/api-shapes';
import { apiError, cachedJson } from '~/lib/http.server';
import { serviceJson } from '~/lib/public-json';
import { getActiveService } from '~/models/catalogue.server';
import { deleteService, getService, serviceFormValues, updateService } from '~/models/services.server';

const NOT_FOUND = 'Hizmet bulunamadı';
const params = idParams(NOT_FOUND);

const api = defineApi({
  GET: call({
    auth: 'public',
    summary: 'One active service (404 also for a non-number id).',
    params,
    response: '200 { service }',
    errors: [[404, NOT_FOUND]],
    handler: ({ request, context, params }) => {
      const service = getActiveService(context.db, params.id);
      return service ? cachedJson(request, { service: serviceJson(service) }) : apiError(404, NOT_FOUND);
    },
  }),
  PUT: call({
    auth: 'admin',
    summary: 'Updates a service.',
    params,
    body: serviceSchema,
    bodyFormat: 'form',
    bodyBase: ({ context, params }) => {
      const current = getService(context.db, params.id);
      if (!current) throw apiError(404, NOT_FOUND);
      return serviceFormValues(current);
    },
    normalize: normalizeServiceBody,
    bodyNote: MULTIPART_NOTE,
    response: "200 { success, message: 'Hizmet güncellendi', service }",
    errors: [[404, NOT_FOUND], [400, VALIDATION_FAILED]],
    handler: ({ context, params, body }) => {
      const result = updateService(context.db, params.id, body);
      if (!result.ok) return 'field' in result ? fieldErrorResponse({ [result.field]: [result.message] }) : apiError(404, NOT_FOUND);
      return ok({ message: 'Hizmet güncellendi', service: result.service });
    },
  }),
  DELETE: call({
    auth: 'admin',
    summary: 'Deletes a service.',
    params,
    response: "200 { success, message: 'Hizmet silindi' }",
    errors: [[404, NOT_FOUND]],
    handler: ({ context, params }) => (deleteService(context.db, params.id) ? ok({ message: 'Hizmet silindi' }) : apiError(404, NOT_FOUND)),
  }),
});
export const loader = api.loader;
export const action = api.action;
