import { Outlet } from 'react-router';
import { SiteFooter } from '~/components/site-footer';
import { SiteHeader } from '~/components/site-header';
import { studioColors } from '~/models/home-settings.server';
import { publicOpeningHours } from '~/models/studio-calendar.server';
import type { Route } from './+types/_site';
import fontLatin from '~/fonts/playfair-display-600-latin.woff2?url';
import fontLatinExt from '~/fonts/playfair-display-600-latin-ext.woff2?url';

/** The headings' typeface is preloaded: both files are needed by almost every Turkish heading. */
export const links: Route.LinksFunction = () =>
  [fontLatin, fontLatinExt].map((href) => ({ rel: 'preload', href, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' as const }));

export function loader({ context }: Route.LoaderArgs) {
  return { colors: studioColors(context.db), hours: publicOpeningHours(context.db).lines };
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { colors, hours } = loaderData;
  return (
    <div
      className="site flex min-h-screen flex-col bg-[var(--studio-bg)]"
      style={{ '--studio-bg': colors.backgroundColor, '--studio-bg-2': colors.secondaryBackgroundColor } as React.CSSProperties}
    >
      <a href="#icerik" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-accent focus:px-4 focus:py-2 focus:text-ink">
        İçeriğe geç
      </a>
      <SiteHeader />
      <main id="icerik" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter hours={hours} />
    </div>
  );
}
