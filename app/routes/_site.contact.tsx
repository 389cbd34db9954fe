import { openingHoursLines } from '~/domain/hours';
import { STUDIO, studioAddressLine } from '~/domain/studio';
import type { Route } from './+types/_site.contact';

export const meta: Route.MetaFunction = () => [{ title: 'Randevu Al | Sheva Nail Art Studio' }];

export default function Contact(_: Route.ComponentProps) {
  return (
    <section className="container-page py-16">
      <h1 className="section-title">RANDEVU AL</h1>
      <p className="mt-6 text-stone-300">
        {STUDIO.phone} · {studioAddressLine()}
      </p>
      <ul className="mt-4 text-sm text-stone-400">
        {openingHoursLines().map((l) => (
          <li key={l.label}>
            {l.label}: {l.hours}
          </li>
        ))}
      </ul>
    </section>
  );
}
