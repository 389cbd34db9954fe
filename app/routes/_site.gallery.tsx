import { asc } from 'drizzle-orm';
import { galleryImages } from '../../db/schema';
import type { Route } from './+types/_site.gallery';

export function loader({ context }: Route.LoaderArgs) {
  return { images: context.db.select().from(galleryImages).orderBy(asc(galleryImages.sortOrder)).limit(12).all() };
}

export const meta: Route.MetaFunction = () => [{ title: 'Galeri | Sheva Nail Art Studio' }];

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container-page py-16">
      <h1 className="section-title">Galeri</h1>
      <ul className="mt-8 grid grid-cols-2 gap-3 md:grid-cols-4">
        {loaderData.images.map((img) => (
          <li key={img.id}>
            <img src={img.imageUrl} alt={img.title} width={img.width ?? 400} height={img.height ?? 400} loading="lazy" className="aspect-square w-full rounded-xl object-cover" />
          </li>
        ))}
      </ul>
    </section>
  );
}
