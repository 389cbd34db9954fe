import { data, useRouteError } from 'react-router';
import { galleryImageHref, galleryPageHref } from '~/ui/gallery-grid';
import { isNotFound, LOAD_ERRORS, LoadError } from '~/ui/load-error';
import { ResponsiveImage } from '~/ui/responsive-image';
import { GALLERY_PAGE_SIZE } from '~/domain/pagination';
import { publicPageHeaders } from '~/http/cache-headers';
import { intParam } from '~/http/query';
import { errorMeta, publicOrigin, seoMeta } from '~/ui/seo';
import { getGalleryImageView } from '~/models/content/gallery.server';
import type { Route } from './+types/gallery-image';

const IMAGE_NOT_FOUND = 'Aradığınız görsel galeride bulunamadı.';

/** /gallery/:id — one image with previous / next links: the gallery viewer without JavaScript. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const id = intParam(params.id);
  const view = id ? getGalleryImageView(context.db, id, GALLERY_PAGE_SIZE) : null;
  if (!view) throw data(IMAGE_NOT_FOUND, { status: 404 });
  return { origin: publicOrigin(request, context.config.publicUrl), ...view };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return errorMeta('Görsel bulunamadı');
  return seoMeta({
    title: `${d.image.title} — Galeri`,
    description: d.image.description || `${d.image.title}: Sheva Nail Art Studio galerisinden bir tasarım.`,
    keywords: ['nail art', d.image.title],
    origin: d.origin,
    path: galleryImageHref(d.image.id),
    image: d.image.imageUrl,
  });
};

const navLink =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-5 text-sm font-semibold tracking-wide text-stone-100 transition hover:border-accent hover:text-accent';

export default function GalleryImagePage({ loaderData }: Route.ComponentProps) {
  const { image, position, total, previousId, nextId, page } = loaderData;
  return (
    <section className="container-page py-8 sm:py-12">
      <nav aria-label="Sayfa yolu" className="text-sm text-stone-400">
        <a
          href={galleryPageHref(page)}
          className="inline-flex min-h-11 min-w-11 items-center underline decoration-accent/60 underline-offset-4 hover:text-accent"
        >
          Galeri
        </a>
        <span aria-hidden="true"> / </span>
        <span>{image.title}</span>
      </nav>
      <figure className="mt-6">
        <ResponsiveImage
          src={image.imageUrl}
          alt={image.title}
          width={image.width ?? 1200}
          height={image.height ?? 1200}
          sizes="(min-width: 1024px) 900px, 100vw"
          priority
          className="mx-auto max-h-[75vh] w-auto max-w-full rounded-3xl object-contain"
        />
        <figcaption className="mt-6 text-center">
          <h1 className="text-2xl font-semibold text-stone-50 sm:text-3xl">{image.title}</h1>
          {image.description ? <p className="mx-auto mt-2 max-w-xl text-stone-300">{image.description}</p> : null}
          <p className="mt-2 text-sm tabular-nums text-stone-400">
            {position + 1} / {total}
          </p>
        </figcaption>
      </figure>
      <nav aria-label="Görseller arasında gezin" className="mt-8 flex flex-wrap items-center justify-center gap-3">
        {previousId ? (
          <a href={galleryImageHref(previousId)} rel="prev" className={navLink}>
            <span aria-hidden="true">←</span> Önceki görsel
          </a>
        ) : null}
        <a href={galleryPageHref(page)} className={navLink}>
          Galeriye dön
        </a>
        {nextId ? (
          <a href={galleryImageHref(nextId)} rel="next" className={navLink}>
            Sonraki görsel <span aria-hidden="true">→</span>
          </a>
        ) : null}
      </nav>
      <div className="mt-10 text-center">
        <a href="/contact" className="btn-primary">
          Bu tasarım için RANDEVU AL
        </a>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isNotFound(error))
    return (
      <LoadError
        title="Görsel bulunamadı"
        message={IMAGE_NOT_FOUND}
        action={{ href: '/gallery', label: 'Galeriye dön' }}
      />
    );
  return (
    <LoadError
      title={LOAD_ERRORS.gallery}
      titleLang="en"
      action={{ href: '/gallery', label: LOAD_ERRORS.retry, lang: 'en' }}
    />
  );
}
