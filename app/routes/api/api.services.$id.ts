import { serviceSchema } from '~/domain/catalog-forms';
import { apiError, call, defineApi, deleteCall, idParams, savedFrom, updateCall } from '~/http/api.server';
import { normalizeServiceBody } from '~/http/api-shapes';
import { cachedJson } from '~/http/http.server';
import { serviceJson } from '~/http/public-json';
import { getActiveService } from '~/models/catalogue/active.server';
import { deleteService, getService, serviceFormValues, updateService } from '~/models/catalogue/services.server';

const NOT_FOUND = 'Hizmet bulunamadı';

const api = defineApi({
  GET: call({
    auth: 'public',
    summary: 'One active service (404 also for a non-number id).',
    params: idParams(NOT_FOUND),
    response: '200 { service }',
    errors: [[404, NOT_FOUND]],
    handler: ({ request, context, params }) => {
      const service = getActiveService(context.db, params.id);
      return service ? cachedJson(request, { service: serviceJson(service) }) : apiError(404, NOT_FOUND);
    },
  }),
  PUT: updateCall({
    permission: 'catalogue.write',
    summary: 'Updates a service.',
    notFound: NOT_FOUND,
    body: serviceSchema,
    current: getService,
    formValues: serviceFormValues,
    normalize: normalizeServiceBody,
    save: (context, id, body, expectedVersion) =>
      savedFrom('service', updateService(context.db, context.actor, id, body, undefined, { expectedVersion })),
    versioned: true,
    message: 'Hizmet güncellendi',
    key: 'service',
  }),
  DELETE: deleteCall({
    versioned: 'services',
    permission: 'catalogue.write',
    summary: 'Deletes a service.',
    notFound: NOT_FOUND,
    remove: (context, id) => deleteService(context.db, context.actor, id),
    message: 'Hizmet silindi',
  }),
});
export const loader = api.loader;
export const action = api.action;
