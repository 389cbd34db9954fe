import { data } from 'react-router';

// Any unknown public path: a 404 rendered by the root's Turkish error page (no stack trace
// in the logs for an ordinary mistyped address).
export function loader() {
  throw data('Sayfa bulunamadı', { status: 404 });
}

export default function NotFound() {
  return null;
}
