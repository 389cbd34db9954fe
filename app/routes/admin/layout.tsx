import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Form, NavLink, Outlet, useLocation } from 'react-router';
import { tabsFor } from '~/ui/admin/admin-tabs';
import { ROLE_NAMES } from '~/domain/permissions';
import {
  AdminUiContext,
  ErrorBanner,
  NETWORK_ERROR_MESSAGE,
  PendingIndicator,
  adminErrorText,
} from '~/ui/admin/admin-ui';
import { ConnectionBadge, LIVE_FAILED_MESSAGE, useLiveConnection } from '~/ui/admin/live-connection';
import { NewBookingAlerts } from '~/ui/admin/new-booking-alerts';
import { requireAdmin } from '~/http/auth.server';
import { useWarmGuardedActionRoutes } from '~/ui/network-guard';
import { useOfflineDesk } from '~/ui/offline/offline-desk';
import { readSetting } from '~/models/settings/registry.server';
import type { RouteHandle } from '~/root';
import type { Route } from './+types/layout';

/**
 * The back office shell, for every signed-in account (profile.write: every role). NOTE: React
 * Router runs all matched loaders in parallel, so this guard does not protect the child
 * routes: every admin loader and action calls `requireAdmin` with its own permission
 * (tests/built/admin-route-walk.test.ts checks each against the permission table). The menu
 * holds only the screens the account's role may open (docs/decisions/0380).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, access } = await requireAdmin(request, context, 'profile.write');
  return {
    user: { name: user.name, roleName: ROLE_NAMES[user.role] },
    /** whose session this is, for the service worker's cache (docs/decisions/0472) */
    account: String(user.id),
    tabs: tabsFor(user.role, access).map(({ path, label }) => ({ path, label })),
    newBookingSound: readSetting(context.db, 'newBookingSound'),
  };
}

type MenuTab = Route.ComponentProps['loaderData']['tabs'][number];

export const handle: RouteHandle = { hydrate: true };

export { revalidateUnlessOffline as shouldRevalidate } from '~/ui/network-guard';

export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
});

export const meta: Route.MetaFunction = () => [
  { title: 'Yönetim Paneli' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 shrink-0 items-center gap-2 rounded-xl px-3 text-sm font-medium whitespace-nowrap transition ${
    isActive ? 'bg-accent text-ink' : 'text-stone-200 hover:bg-stone-800 active:bg-stone-800'
  }`;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const [error, setError] = useState<string | null>(null);
  const showError = useCallback((message: string) => setError(message), []);
  const clearError = useCallback(() => setError(null), []);
  const ui = useMemo(() => ({ showError, clearError }), [showError, clearError]);
  const live = useLiveConnection();
  useWarmGuardedActionRoutes();
  useOfflineDesk(loaderData.account);

  // The tablet lost its network: say so (the spec's message) until it is back or dismissed.
  useEffect(() => {
    const offline = () => setError(NETWORK_ERROR_MESSAGE);
    const online = () => setError((current) => (current === NETWORK_ERROR_MESSAGE ? null : current));
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);

  return (
    <AdminUiContext.Provider value={ui}>
      <div className="min-h-screen bg-stone-950 text-stone-100 print:bg-white print:text-black">
        <PendingIndicator />
        <a
          href="#admin-icerik"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-accent focus:px-4 focus:py-2 focus:text-ink"
        >
          İçeriğe geç
        </a>
        <header className="border-b border-line bg-stone-900 print:hidden">
          {/* one row on a phone (issue 27): the menu, the live badge; the title, the site link and sign-out move into the menu below 640 px */}
          <div className="flex items-center justify-between gap-3 px-3 py-2 sm:flex-wrap sm:px-4 lg:px-6">
            <div className="flex min-w-0 items-center gap-3">
              <MenuButton tabs={loaderData.tabs} />
              <div className="max-sm:sr-only">
                <h1 className="text-xl leading-tight font-semibold">Yönetim Paneli</h1>
                <p className="text-sm text-stone-400">
                  Hoş geldiniz, {loaderData.user.name}{' '}
                  <span className="whitespace-nowrap">· {loaderData.user.roleName}</span>
                </p>
              </div>
            </div>
            <div className="flex items-center gap-2 sm:flex-wrap">
              <ConnectionBadge state={live.state} />
              <a href="/" className="btn-ghost px-4 max-sm:hidden">
                Siteyi Gör
              </a>
              <Form method="post" action="/admin/logout" reloadDocument className="max-sm:hidden">
                <button type="submit" className="btn-primary px-4">
                  Çıkış Yap
                </button>
              </Form>
            </div>
          </div>
        </header>
        {live.state.status === 'disconnected' ? (
          <ErrorBanner message={LIVE_FAILED_MESSAGE}>
            <button type="button" onClick={live.retry} className="btn-ghost min-h-11 border-red-300 px-4 text-red-50">
              Yeniden Dene
            </button>
          </ErrorBanner>
        ) : null}
        {error ? <ErrorBanner message={error} onDismiss={clearError} /> : null}
        <div className="xl:flex">
          {/* from 1280 px the menu is a side column; below it folds into the header's menu button */}
          <nav
            aria-label="Yönetim menüsü"
            className="hidden border-line bg-stone-900/60 print:hidden xl:block xl:min-h-[calc(100vh-4.5rem)] xl:w-60 xl:shrink-0 xl:border-r"
          >
            <MenuLinks tabs={loaderData.tabs} className="flex flex-col gap-1 p-3" />
          </nav>
          <main id="admin-icerik" className="min-w-0 flex-1 p-3 lg:p-4 xl:p-6 print:p-0">
            <Outlet />
          </main>
          <NewBookingAlerts sound={loaderData.newBookingSound} />
        </div>
      </div>
    </AdminUiContext.Provider>
  );
}

function MenuLinks({ tabs, className, onPick }: { tabs: readonly MenuTab[]; className: string; onPick?: () => void }) {
  return (
    <ul className={className}>
      {tabs.map((tab) => (
        <li key={tab.path}>
          <NavLink to={tab.path} end={tab.path === '/admin'} className={tabClass} onClick={onPick}>
            {tab.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Below 1280 px: 'Menü' opens the admin menu over the page (a <details>: works without JavaScript; closes after a pick). */
function MenuButton({ tabs }: { tabs: readonly MenuTab[] }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes on every navigation
  useEffect(() => ref.current?.removeAttribute('open'), [pathname]);
  return (
    <details ref={ref} className="group relative xl:hidden">
      <summary className="btn-ghost min-h-11 cursor-pointer list-none px-4 [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true">☰</span> Menü
      </summary>
      <nav
        aria-label="Yönetim menüsü"
        className="absolute top-full left-0 z-50 mt-2 max-h-[80vh] w-64 overflow-y-auto rounded-2xl border border-line bg-stone-900 p-2 shadow-2xl sm:w-[min(34rem,calc(100vw-2rem))]"
      >
        {/* two columns from 640 px: the whole menu fits a tablet's screen without scrolling */}
        <MenuLinks
          tabs={tabs}
          className="grid gap-1 sm:grid-cols-2"
          onPick={() => ref.current?.removeAttribute('open')}
        />
        {/* below 640 px the header's site link and sign-out live here */}
        <div className="mt-2 grid gap-1 border-t border-line pt-2 sm:hidden">
          <a href="/" className={tabClass({ isActive: false })}>
            Siteyi Gör
          </a>
          <Form method="post" action="/admin/logout" reloadDocument>
            <button type="submit" className={`${tabClass({ isActive: false })} w-full`}>
              Çıkış Yap
            </button>
          </Form>
        </div>
      </nav>
    </details>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { title, message } = adminErrorText(error);
  return (
    <main className="grid min-h-screen place-items-center bg-stone-950 px-6 text-center text-stone-100">
      <div className="max-w-md" role="alert">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="mt-3 text-stone-300">{message}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href="/admin" className="btn-primary">
            Yönetim Paneline Dön
          </a>
          <a href="/admin/login" className="btn-ghost">
            Giriş Sayfası
          </a>
        </div>
      </div>
    </main>
  );
}
