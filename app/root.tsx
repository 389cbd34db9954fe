import './ui/zod-csp';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteError } from 'react-router';
import type { Route } from './+types/root';
import { errorPageText } from './ui/load-error-text';
import adminStylesheet from './styles/admin.css?url';
import siteStylesheet from './styles/app.css?url';

/**
 * Routes opt into hydration with `handle: { hydrate: true }`. Read-only public pages send
 * no framework script at all (they stay a few KB on a weak connection); the booking wizard
 * and the admin ask for it.
 */
export type RouteHandle = { hydrate?: boolean };

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
];

export const meta: Route.MetaFunction = () => [{ title: 'Sheva Nail Art Studio' }];

function useHydrate(): boolean {
  return useMatches().some((m) => (m.handle as RouteHandle | undefined)?.hydrate === true);
}

/**
 * The back office (its sign-in, invitations and receipts too) has a stylesheet of its own,
 * the public site another: each carries only its own screens' rules (docs/decisions/0471).
 */
const ADMIN_ROUTE = /^routes\/(admin|davet)[._]/;

function useStylesheet(): string {
  return useMatches().some((m) => ADMIN_ROUTE.test(m.id) || m.id === 'routes/admin') ? adminStylesheet : siteStylesheet;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const hydrate = useHydrate();
  const stylesheet = useStylesheet();
  return (
    <html lang="tr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#000000" />
        <Meta />
        {/* `precedence` makes it a React stylesheet resource, written first in <head>: without it
            React 19 hoisted the route modules' modulepreload links above it, and on HTTP/1.1
            (six connections) the render-blocking stylesheet waited behind twenty scripts */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Links />
      </head>
      <body>
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The last resort (the public pages' errors show inside the site's layout: routes/_site.tsx). */
export function ErrorBoundary() {
  const { title, message } = errorPageText(useRouteError());
  return (
    <main className="min-h-screen grid place-items-center bg-black px-6 text-center text-stone-100">
      <div className="max-w-md">
        <p className="text-6xl" aria-hidden="true">
          💅
        </p>
        <h1 className="mt-4 text-2xl font-semibold">{title}</h1>
        <p className="mt-3 text-stone-300">{message}</p>
        <a href="/" className="btn-primary mt-8 inline-flex">
          Ana Sayfaya Dön
        </a>
      </div>
    </main>
  );
}
