import { call, defineApi, ok } from '~/http/api.server';
import { listPackagesAdmin } from '~/models/catalogue/packages.server';

const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'catalogue.write',
    summary: 'Every package with its services.',
    response: '200 { success, packages }',
    handler: ({ context }) => ok({ packages: listPackagesAdmin(context.db) }),
  }),
});
export const loader = api.loader;
