import { adminApi, ok } from '~/lib/admin-api.server';
import { apiError, parseId } from '~/lib/http.server';
import { setAboutPageActive } from '~/models/content/about.server';
import type { Route } from './+types/api.about.$id.toggle-active';

/** PUT /api/about/:id/toggle-active (admin); activating a page deactivates the others. */
export function action({ request, context, params }: Route.ActionArgs) {
  return adminApi(request, context, {
    PUT: () => {
      const page = setAboutPageActive(context.db, parseId(params.id, 'Hakkımızda sayfası bulunamadı'));
      return page ? ok({ message: page.isActive ? 'Sayfa yayına alındı' : 'Sayfa yayından kaldırıldı', aboutUs: page }) : apiError(404, 'Hakkımızda sayfası bulunamadı');
    },
  });
}
