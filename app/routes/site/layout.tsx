import { Outlet, useRouteError, useRouteLoaderData } from 'react-router';
import { errorPageText, LoadError } from '~/ui/load-error';
import { SiteFooter } from '~/ui/site-footer';
import { SiteHeader } from '~/ui/site-header';
import { publicOrigin } from '~/ui/seo';
import { studioColors } from '~/models/content/home-settings.server';
import { publicOpeningHours } from '~/models/studio/calendar.server';
import type { Route } from './+types/layout';
import fontLatin from '~/fonts/playfair-display-600-latin.woff2?url';
import fontLatinExt from '~/fonts/playfair-display-600-latin-ext.woff2?url';

/** The headings' typeface is preloaded: both files are needed by almost every Turkish heading. */
export const links: Route.LinksFunction = () =>
  [fontLatin, fontLatinExt].map((href) => ({
    rel: 'preload',
    href,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous' as const,
  }));

export function loader({ request, context }: Route.LoaderArgs) {
  const hours = publicOpeningHours(context.db);
  return {
    colors: studioColors(context.db),
    hours: hours.lines,
    // for the metadata of pages whose own loader does not read them (the booking page)
    weekly: hours.weekly,
    origin: publicOrigin(request, context.config.publicUrl),
  };
}

type LayoutData = Awaited<ReturnType<typeof loader>>;

/** Header, content, footer. Without the layout's data (its loader failed) the default colours and no hours. */
function SiteFrame({ data, children }: { data: LayoutData | undefined; children: React.ReactNode }) {
  const style = data
    ? ({
        '--studio-bg': data.colors.backgroundColor,
        '--studio-bg-2': data.colors.secondaryBackgroundColor,
      } as React.CSSProperties)
    : undefined;
  return (
    <div className="site flex min-h-screen flex-col bg-[var(--studio-bg)]" style={style}>
      <a
        href="#icerik"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-accent focus:px-4 focus:py-2 focus:text-ink"
      >
        İçeriğe geç
      </a>
      <SiteHeader />
      <main id="icerik" className="flex-1">
        {children}
      </main>
      <SiteFooter hours={data?.hours ?? []} />
    </div>
  );
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame data={loaderData}>
      <Outlet />
    </SiteFrame>
  );
}

/**
 * A public page's error that its own route does not handle, or the layout's loader failing:
 * the Turkish error page inside the site's header and footer (the root's plain page is the
 * last resort, should this one fail too).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>('routes/_site');
  const { title, message } = errorPageText(error);
  return (
    <SiteFrame data={data}>
      <LoadError title={title} message={message} action={{ href: '/', label: 'Ana Sayfaya Dön' }} />
    </SiteFrame>
  );
}
