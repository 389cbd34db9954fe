import { apiError, call, defineApi } from '~/http/api.server';
import { cachedJson } from '~/http/http.server';
import { currentNotice } from '~/models/content/kvkk.server';

const api = defineApi({
  GET: call({
    auth: 'public',
    summary:
      "The current KVKK privacy notice (cached), for clients that show it and then book with `kvkkConsent: true, kvkkVersion` (POST /api/appointments). `text` uses the stored format ('# ' headings, '- ' list items).",
    response: '200 { success, notice: { version, publishedAt, text } }',
    errors: [[404, 'KVKK Aydınlatma Metni bulunamadı']],
    handler: ({ request, context }) => {
      const notice = currentNotice(context.db);
      if (!notice) return apiError(404, 'KVKK Aydınlatma Metni bulunamadı');
      return cachedJson(request, {
        success: true,
        notice: { version: notice.version, publishedAt: notice.publishedAt.toISOString(), text: notice.body },
      });
    },
  }),
});
export const loader = api.loader;
