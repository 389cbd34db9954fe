import { getHomeSettings } from '~/models/home-settings.server';
import { STUDIO } from '~/domain/studio';
import type { Route } from './+types/_site._index';

export function loader({ context }: Route.LoaderArgs) {
  const settings = getHomeSettings(context.db);
  return { settings };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Sheva Nail Art Studio | Konya Manikür, Pedikür ve Nail Art' },
  { name: 'description', content: 'Konya’da manikür, pedikür, kalıcı oje, protez tırnak ve nail art. Online randevu alın.' },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const s = loaderData.settings;
  const title = !s || s.heroTitle === STUDIO.defaultTitle ? STUDIO.shortName : s.heroTitle;
  return (
    <section className="container-page py-24 text-center">
      <h1 className="text-5xl font-semibold lowercase tracking-[0.3em]">{title}</h1>
      {s?.heroSubtitle ? <p className="mt-4 text-lg text-stone-300">{s.heroSubtitle}</p> : null}
      {s?.heroDescription ? <p className="mx-auto mt-4 max-w-xl text-stone-400">{s.heroDescription}</p> : null}
      <a href="/contact" className="btn-primary mt-10">
        RANDEVU AL
      </a>
    </section>
  );
}
