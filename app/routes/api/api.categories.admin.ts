import { call, defineApi, ok } from '~/http/api.server';
import { listCategoriesAdmin } from '~/models/catalogue/categories.server';

const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'catalogue.write',
    summary: 'Every category with its usage counts.',
    response: '200 { success, categories }',
    handler: ({ context }) => ok({ categories: listCategoriesAdmin(context.db) }),
  }),
});
export const loader = api.loader;
