import { apiError, cachedJson } from '~/lib/http.server';
import { currentNotice } from '~/models/content/kvkk.server';
import type { Route } from './+types/api.kvkk';

/**
 * GET /api/kvkk -> { success, notice: { version, publishedAt, text } }: the current privacy
 * notice, for API clients that show it and send `kvkkConsent: true, kvkkVersion` with a
 * booking (POST /api/appointments). `text` uses the stored format ('# ' headings, '- ' items).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const notice = currentNotice(context.db);
  if (!notice) throw apiError(404, 'KVKK Aydınlatma Metni bulunamadı');
  return cachedJson(request, { success: true, notice: { version: notice.version, publishedAt: notice.publishedAt.toISOString(), text: notice.body } });
}
