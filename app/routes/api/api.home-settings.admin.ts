import { apiError, call, defineApi, ok } from '~/http/api.server';
import { getHomeSettings, serializeHomeSettings } from '~/models/content/home-settings.server';

const api = defineApi({
  GET: call({
    auth: 'admin',
    permission: 'content.write',
    summary: 'The settings object.',
    response: '200 { success, settings }',
    errors: [[404, 'Ana sayfa ayarları bulunamadı']],
    handler: ({ context }) => {
      const row = getHomeSettings(context.db);
      return row ? ok({ settings: serializeHomeSettings(row) }) : apiError(404, 'Ana sayfa ayarları bulunamadı');
    },
  }),
});
export const loader = api.loader;
