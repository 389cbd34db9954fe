import { call, defineApi, ok } from '~/http/api.server';
import { listServicesAdmin } from '~/models/catalogue/services.server';

const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'catalogue.write',
    summary: 'Every service, active or not.',
    response: '200 { success, services }',
    handler: ({ context }) => ok({ services: listServicesAdmin(context.db) }),
  }),
});
export const loader = api.loader;
