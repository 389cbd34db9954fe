import { Image as ImageIcon } from 'lucide-react';
import { data, useLocation, useRouteError } from 'react-router';
import { GalleryGrid, galleryPageHref } from '~/ui/gallery-grid';
import { Lightbox } from '~/ui/lightbox';
import { isNotFound, LOAD_ERRORS, LoadError } from '~/ui/load-error';
import { PageHero } from '~/ui/page-hero';
import { Pagination } from '~/ui/pagination';
import { GALLERY_PAGE_SIZE } from '~/domain/pagination';
import { publicPageHeaders } from '~/http/cache-headers';
import { intParam } from '~/http/query';
import { errorMeta, publicOrigin, seoMeta } from '~/ui/seo';
import { listGalleryPage } from '~/models/content/gallery.server';
import { getHomeSettings } from '~/models/content/home-settings.server';
import type { Route } from './+types/gallery';

const EMPTY_GALLERY_TEXT = 'Bu kategoride henüz görsel bulunmuyor.';
const PAGE_NOT_FOUND = 'Galeride bu sayfa bulunamadı.';

export function loader({ request, context }: Route.LoaderArgs) {
  const page = intParam(new URL(request.url).searchParams.get('sayfa'));
  if (page === null) throw data(PAGE_NOT_FOUND, { status: 404 });
  const result = listGalleryPage(context.db, page ?? 1, GALLERY_PAGE_SIZE);
  if (result.currentPage > Math.max(1, result.totalPages)) throw data(PAGE_NOT_FOUND, { status: 404 });
  return {
    origin: publicOrigin(request, context.config.publicUrl),
    heroImage: getHomeSettings(context.db)?.galleryHeroImage ?? null,
    ...result,
  };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return errorMeta('Galeri');
  return seoMeta({
    title: d.currentPage > 1 ? `Galeri — Sayfa ${d.currentPage}` : 'Galeri: Nail Art ve Manikür Tasarımları',
    description:
      'Sheva Nail Art Studio galerisi: Konya’daki stüdyomuzda yaptığımız nail art, kalıcı oje, protez tırnak ve manikür tasarımlarından örnekler.',
    keywords: ['nail art tasarımları', 'tırnak modelleri', 'kalıcı oje renkleri', 'gelin tırnakları'],
    origin: d.origin,
    path: galleryPageHref(d.currentPage),
    image: d.images[0]?.imageUrl ?? d.heroImage,
  });
};

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { images, currentPage, totalPages, total, heroImage } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Tasarımlarımız"
        title="Galeri"
        subtitle="Stüdyomuzdan çıkan tasarımlar: ilham alın, beğendiğinizi randevunuzda gösterin."
        image={heroImage}
      />
      <section className="container-page py-12" aria-labelledby="galeri-baslik">
        <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="galeri-baslik" className="text-xl font-semibold text-stone-50">
            TÜM TASARIMLAR
          </h2>
          {total > 0 ? (
            <p className="text-sm text-stone-400">
              {total} görsel{totalPages > 1 ? ` · Sayfa ${currentPage} / ${totalPages}` : ''}
            </p>
          ) : null}
        </div>
        {images.length === 0 ? (
          <div className="rounded-3xl border border-dashed border-line px-6 py-16 text-center">
            <ImageIcon
              aria-hidden="true"
              focusable="false"
              width={40}
              height={40}
              strokeWidth={1.4}
              className="mx-auto text-accent"
            />
            <p className="mt-4 text-lg text-stone-200">{EMPTY_GALLERY_TEXT}</p>
          </div>
        ) : (
          <>
            <GalleryGrid
              images={images}
              lightbox
              className="grid-cols-1 min-[360px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
            />
            <Lightbox />
          </>
        )}
        <Pagination current={currentPage} total={totalPages} href={galleryPageHref} label="Galeri sayfaları" />
        <div className="mt-14 flex flex-wrap justify-center gap-3">
          <a href="/contact" className="btn-primary">
            RANDEVU AL
          </a>
          <a href="/services" className="btn-ghost">
            Hizmetlerimiz
          </a>
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (isNotFound(error))
    return (
      <LoadError
        title="Sayfa bulunamadı"
        message={PAGE_NOT_FOUND}
        action={{ href: '/gallery', label: 'Galerinin ilk sayfası' }}
      />
    );
  return (
    <LoadError
      title={LOAD_ERRORS.gallery}
      titleLang="en"
      action={{ href: `${location.pathname}${location.search}`, label: LOAD_ERRORS.retry, lang: 'en' }}
    />
  );
}
