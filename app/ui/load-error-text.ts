/**
 * The texts of a failed load and of the error page, apart from the error view (load-error.tsx)
 * and its icon: the root's error page needs only these, and the icon's module came with every
 * admin screen's first load through the root (issue 39).
 */
import { isRouteErrorResponse } from 'react-router';

/** The spec's texts for failed loads (section 8), kept as the spec gives them. */
export const LOAD_ERRORS = {
  gallery: 'Gallery images could not be loaded',
  team: 'Team members could not be loaded',
  about: 'About us page could not be loaded',
  aboutNotFound: 'About us page not found',
  retry: 'TRY AGAIN',
} as const;

/** A short reason for a failed load: the message of an expected error, else a generic one. */
export function errorReason(error: unknown): string {
  if (isRouteErrorResponse(error))
    return typeof error.data === 'string' && error.data ? error.data : error.statusText || `HTTP ${error.status}`;
  return 'Sunucu hatası';
}

export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/** The site-wide error page's title and message (not found, a refused request, anything else). */
export function errorPageText(error: unknown): { title: string; message: string } {
  const fallback = 'Bir şeyler ters gitti. Lütfen sayfayı yenileyin veya biraz sonra tekrar deneyin.';
  if (isNotFound(error))
    return { title: 'Sayfa bulunamadı', message: 'Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir.' };
  if (isRouteErrorResponse(error) && error.status < 500)
    return { title: 'İstek işlenemedi', message: typeof error.data === 'string' && error.data ? error.data : fallback };
  // the server's own Turkish sentence for a database that cannot be written (server/db-errors.ts)
  if (isRouteErrorResponse(error) && error.status === 503 && typeof error.data === 'string' && error.data)
    return { title: 'Değişiklik kaydedilemedi', message: error.data };
  return { title: 'Beklenmeyen bir hata oluştu', message: fallback };
}
