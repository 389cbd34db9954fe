import { call, defineApi } from '~/http/api.server';
import { cachedJson } from '~/http/http.server';
import { serviceJson } from '~/http/public-json';
import { listActiveServices } from '~/models/catalogue/active.server';

const api = defineApi({
  GET: call({
    auth: 'public',
    summary: 'Active popular services by id (cached).',
    response: '200 { services }',
    handler: ({ request, context }) =>
      cachedJson(request, { services: listActiveServices(context.db, { popularOnly: true }).map(serviceJson) }),
  }),
});
export const loader = api.loader;
