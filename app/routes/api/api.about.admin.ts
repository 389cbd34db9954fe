import { call, defineApi, ok } from '~/http/api.server';
import { listAboutPages } from '~/models/content/about.server';

const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'content.write',
    summary: 'Every about-us page, newest first.',
    response: '200 { success, aboutUs: [...] }',
    handler: ({ context }) => ok({ aboutUs: listAboutPages(context.db) }),
  }),
});
export const loader = api.loader;
