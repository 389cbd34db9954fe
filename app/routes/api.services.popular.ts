import { call, defineApi } from '~/lib/api.server';
import { cachedJson } from '~/lib/http.server';
import { serviceJson } from '~/lib/public-json';
import { listActiveServices } from '~/models/catalogue/active.server';

const api = defineApi({
  GET: call({
    auth: 'public',
    summary: 'Active popular services by id (cached).',
    response: '200 { services }',
    handler: ({ request, context }) => cachedJson(request, { services: listActiveServices(context.db, { popularOnly: true }).map(serviceJson) }),
  }),
});
export const loader = api.loader;
