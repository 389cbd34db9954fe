import { data, useRouteError } from 'react-router';
import { errorPageText, LoadError } from '~/ui/load-error';
import { errorMeta } from '~/ui/seo';

// Any unknown public path: a 404 with the Turkish error page inside the site's header and
// footer (no stack trace in the logs for an ordinary mistyped address).
export function loader() {
  throw data('Sayfa bulunamadı', { status: 404 });
}

export const meta = () => errorMeta('Sayfa bulunamadı');

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  const { title, message } = errorPageText(useRouteError());
  return <LoadError title={title} message={message} action={{ href: '/', label: 'Ana Sayfaya Dön' }} />;
}
