import { Sparkles } from 'lucide-react';
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

type Props = {
  title: string;
  /** the language of `title` when it is not Turkish (the spec's English error texts) */
  titleLang?: string;
  message?: string;
  action?: { href: string; label: string; lang?: string };
};

/** The error view inside the public layout (route ErrorBoundaries). */
export function LoadError({ title, titleLang, message, action }: Props) {
  return (
    <section className="container-page grid min-h-[50vh] place-items-center py-20 text-center">
      <div className="max-w-lg">
        <Sparkles
          aria-hidden="true"
          focusable="false"
          width={44}
          height={44}
          strokeWidth={1.4}
          className="mx-auto text-accent"
        />
        <h1 className="mt-4 text-2xl font-semibold" lang={titleLang}>
          {title}
        </h1>
        {message ? <p className="mt-3 text-stone-300">{message}</p> : null}
        {action ? (
          <a href={action.href} className="btn-primary mt-8" lang={action.lang}>
            {action.label}
          </a>
        ) : null}
      </div>
    </section>
  );
}
