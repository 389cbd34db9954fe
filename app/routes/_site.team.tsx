import { asc, eq } from 'drizzle-orm';
import { teamMembers } from '../../db/schema';
import type { Route } from './+types/_site.team';

export function loader({ context }: Route.LoaderArgs) {
  return { members: context.db.select().from(teamMembers).where(eq(teamMembers.isActive, true)).orderBy(asc(teamMembers.displayOrder)).all() };
}

export const meta: Route.MetaFunction = () => [{ title: 'Ekibimiz | Sheva Nail Art Studio' }];

export default function Team({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container-page py-16">
      <h1 className="section-title">EKİBİMİZ</h1>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 md:grid-cols-4">
        {loaderData.members.map((m) => (
          <li key={m.id}>
            <p className="font-semibold">{m.name}</p>
            <p className="text-sm text-stone-400">{m.specialization}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
