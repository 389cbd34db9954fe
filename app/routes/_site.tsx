import { Outlet } from 'react-router';
import { SiteFooter } from '~/components/site-footer';
import { SiteHeader } from '~/components/site-header';
import { studioColors } from '~/models/home-settings.server';
import { publicOrigin } from '~/lib/seo';
import { publicOpeningHours } from '~/models/studio-calendar.server';
import type { Route } from './+types/_site';

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

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { colors, hours } = loaderData;
  return (
    <div
      className="flex min-h-screen flex-col bg-[var(--studio-bg)]"
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
