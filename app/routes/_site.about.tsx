import { eq } from 'drizzle-orm';
import { aboutPages } from '../../db/schema';
import type { Route } from './+types/_site.about';

export function loader({ context }: Route.LoaderArgs) {
  return { about: context.db.select().from(aboutPages).where(eq(aboutPages.isActive, true)).get() ?? null };
}

export const meta: Route.MetaFunction = () => [{ title: 'Hakkımızda | Sheva Nail Art Studio' }];

export default function About({ loaderData }: Route.ComponentProps) {
  const about = loaderData.about;
  return (
    <section className="container-page py-16">
      {about ? (
        <>
          <h1 className="section-title">{about.heroTitle}</h1>
          {about.heroDescription?.split('\n').map((p, i) => (
            <p key={i} className="mt-4 max-w-2xl text-stone-300">
              {p}
            </p>
          ))}
        </>
      ) : (
        <p>About us page not found</p>
      )}
    </section>
  );
}
