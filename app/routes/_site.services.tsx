import { asc, eq } from 'drizzle-orm';
import { services } from '../../db/schema';
import { formatKurus } from '~/lib/money';
import type { Route } from './+types/_site.services';

export function loader({ context }: Route.LoaderArgs) {
  return { services: context.db.select().from(services).where(eq(services.isActive, true)).orderBy(asc(services.id)).all() };
}

export const meta: Route.MetaFunction = () => [{ title: 'Hizmetler | Sheva Nail Art Studio' }];

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container-page py-16">
      <h1 className="section-title">HİZMETLERİM</h1>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {loaderData.services.map((s) => (
          <li key={s.id} className="rounded-2xl border border-line p-5">
            <h2 className="font-semibold">{s.name}</h2>
            <p className="text-sm text-stone-400">
              {s.durationMinutes} dk · {formatKurus(s.priceKurus)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
