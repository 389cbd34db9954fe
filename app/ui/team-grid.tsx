import type { PublicTeamMember } from '~/models/people/team.server';
import { ResponsiveImage } from './responsive-image';

/** Team members with photo (the avatar placeholder when there is none), name and specialization. */
export function TeamGrid({
  members,
  headingLevel: H = 'h3',
}: {
  members: PublicTeamMember[];
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ul className="grid grid-cols-1 gap-4 min-[360px]:grid-cols-2 sm:gap-6 lg:grid-cols-4">
      {members.map((m) => (
        <li key={m.id} className="group overflow-hidden rounded-3xl border border-white/10 bg-white/[0.04]">
          <div className="overflow-hidden">
            <ResponsiveImage
              src={m.imageUrl}
              kind="avatar"
              alt={`${m.name} — ${m.specialization}`}
              width={800}
              height={1000}
              sizes="(min-width: 1152px) 270px, (min-width: 1024px) 25vw, (min-width: 360px) 50vw, 100vw"
              className="aspect-[4/5] w-full object-cover transition duration-500 group-hover:scale-105"
            />
          </div>
          <div className="p-4 text-center sm:p-5">
            <H className="font-semibold text-stone-50 sm:text-lg">{m.name}</H>
            <p className="mt-1 text-sm text-accent">{m.specialization}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
