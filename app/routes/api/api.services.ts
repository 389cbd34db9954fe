import { serviceSchema } from '~/domain/catalog-forms';
import { call, createCall, defineApi, savedFrom } from '~/http/api.server';
import { MULTIPART_NOTE } from '~/http/api-doc-notes';
import { normalizeServiceBody } from '~/http/api-shapes';
import { cachedJson } from '~/http/http.server';
import { serviceJson } from '~/http/public-json';
import { listActiveServices } from '~/models/catalogue/active.server';
import { createService } from '~/models/catalogue/services.server';

const api = defineApi({
  GET: call({
    auth: 'public',
    summary: 'Active services, popular first then by id (cached, ETag).',
    response:
      '200 { services: [{ id, name, description, price (lira), duration, category, categoryId, categoryDisplayName, image, features, isActive, isPopular, ... }] }',
    handler: ({ request, context }) =>
      cachedJson(request, { services: listActiveServices(context.db).map(serviceJson) }),
  }),
  POST: createCall({
    permission: 'catalogue.write',
    summary: 'Creates a service.',
    body: serviceSchema,
    defaults: { isActive: true, duration: 60 },
    normalize: normalizeServiceBody,
    bodyNote: `${MULTIPART_NOTE}; price in lira (number or '450,50'), features a list or JSON string`,
    save: (context, body) => savedFrom('service', createService(context.db, context.actor, body)),
    message: 'Hizmet oluşturuldu',
    key: 'service',
  }),
});
export const loader = api.loader;
export const action = api.action;
