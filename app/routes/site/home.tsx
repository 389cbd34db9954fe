import { useRouteError } from 'react-router';
import { ServiceCard } from '~/ui/catalogue-cards';
import { GalleryGrid } from '~/ui/gallery-grid';
import { OpeningHoursList } from '~/ui/opening-hours';
import { errorReason, LoadError } from '~/ui/load-error';
import { ResponsiveImage } from '~/ui/responsive-image';
import { HOME_GALLERY_IMAGES, HOME_POPULAR_SERVICES } from '~/domain/catalogue';
import { STUDIO, studioAddressLine, studioMapUrl } from '~/domain/studio';
import { publicPageHeaders } from '~/http/cache-headers';
import { beautySalonJsonLd, errorMeta, publicOrigin, seoMeta } from '~/ui/seo';
import { listActiveServices } from '~/models/catalogue/active.server';
import { listGalleryPage } from '~/models/content/gallery.server';
import { getHomeSettings } from '~/models/content/home-settings.server';
import { siteReviews } from '~/models/feedback/surveys.server';
import { HOME_REVIEWS } from '~/domain/reviews';
import { formatRating, RATING_MAX } from '~/domain/surveys';
import { Star } from 'lucide-react';
import { publicOpeningHours } from '~/models/studio/calendar.server';
import { BELOW_FOLD } from '~/ui/below-fold';
import type { Route } from './+types/home';

export function loader({ request, context }: Route.LoaderArgs) {
  const s = getHomeSettings(context.db);
  const gallery = listGalleryPage(context.db, 1, HOME_GALLERY_IMAGES).images;
  // A missing showcase image is replaced by the gallery image in the same place (spec 2, Home).
  const showcase = [s?.showcaseImage1, s?.showcaseImage2, s?.showcaseImage3]
    .map((url, i) => url || gallery[i]?.imageUrl || null)
    .filter((u): u is string => !!u);
  const title = s?.heroTitle?.trim() || STUDIO.defaultTitle;
  return {
    origin: publicOrigin(request, context.config.publicUrl),
    hours: publicOpeningHours(context.db),
    hero: {
      title: title === STUDIO.defaultTitle ? STUDIO.shortName : title,
      short: title === STUDIO.defaultTitle,
      subtitle: s?.heroSubtitle ?? null,
      description: s?.heroDescription ?? null,
      image: s?.heroBackgroundImage ?? null,
    },
    showcase: { images: showcase, description: s?.showcaseDescription ?? null },
    artist: {
      title: s?.artistTitle ?? null,
      description: s?.artistDescription ?? null,
      image: s?.artistPortraitImage ?? null,
    },
    testimonials: {
      title: s?.testimonialsTitle || 'Müşterilerimiz Ne Diyor?',
      description: s?.testimonialsDescription ?? null,
      ...siteReviews(context.db, HOME_REVIEWS),
    },
    contact: { title: s?.contactTitle || 'Randevunuzu Hemen Alın', image: s?.contactBackgroundImage ?? null },
    gallery,
    popular: listActiveServices(context.db, { popularOnly: true }).slice(0, HOME_POPULAR_SERVICES),
  };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return errorMeta('Ana Sayfa');
  return seoMeta({
    title: 'Sheva Nail Art Studio | Konya Manikür, Pedikür ve Nail Art',
    description:
      'Konya Selçuklu’da manikür, pedikür, kalıcı oje, protez tırnak ve size özel nail art tasarımları. Sheva Nail Art Studio’dan online randevu alın.',
    keywords: ['nail art', 'manikür', 'pedikür', 'kalıcı oje', 'protez tırnak', 'online randevu'],
    origin: d.origin,
    path: '/',
    image: d.hero.image,
    jsonLd: beautySalonJsonLd(d.origin, { weekly: d.hours.weekly, image: d.hero.image }),
  });
};

const eyebrow = 'text-xs font-semibold uppercase tracking-[0.35em] text-accent';

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, showcase, artist, testimonials, contact, gallery, popular, hours } = loaderData;
  return (
    <>
      <HomeHero hero={hero} />
      <Showcase showcase={showcase} />
      <ArtistBand artist={artist} />
      <PopularServices popular={popular} />
      <GalleryTeaser gallery={gallery} />
      <Testimonials testimonials={testimonials} />
      <ContactBand contact={contact} hours={hours} />
    </>
  );
}

type HomeData = Route.ComponentProps['loaderData'];

/** The hero: the studio's title over its picture, and the two ways in. */
function HomeHero({ hero }: { hero: HomeData['hero'] }) {
  return (
    <section className="relative isolate flex min-h-[calc(100svh-4rem)] items-end overflow-hidden sm:max-h-[52rem] sm:items-center">
      <ResponsiveImage
        src={hero.image}
        alt=""
        width={1600}
        height={900}
        sizes="100vw"
        priority
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-[var(--studio-bg)] via-black/55 to-black/20" />
      <div className="container-page pb-16 pt-24 sm:py-24">
        <p className={eyebrow}>Konya · Nail Art Studio</p>
        <h1
          className={`mt-4 font-semibold text-stone-50 ${hero.short ? 'text-7xl lowercase sm:text-9xl' : 'text-4xl sm:text-6xl'}`}
        >
          {hero.title}
          {hero.short ? <span className="sr-only"> — {STUDIO.name}</span> : null}
        </h1>
        {hero.subtitle ? <p className="mt-5 max-w-xl text-xl text-stone-100 sm:text-2xl">{hero.subtitle}</p> : null}
        {hero.description ? <p className="mt-3 max-w-xl text-stone-200">{hero.description}</p> : null}
        <div className="mt-9 flex flex-wrap gap-3">
          <a href="/contact" className="btn-primary">
            RANDEVU AL
          </a>
          <a href="/services" className="btn-ghost border-white/40 bg-black/40">
            Hizmetlerimiz
          </a>
        </div>
      </div>
    </section>
  );
}

/** 'Öne Çıkan Tasarımlar': up to three showcase pictures (none: no section). */
function Showcase({ showcase }: { showcase: HomeData['showcase'] }) {
  return showcase.images.length > 0 ? (
    <section className="container-page py-16 sm:py-24" aria-labelledby="vitrin-baslik">
      <div className="mx-auto max-w-2xl text-center">
        <p className={eyebrow}>Vitrin</p>
        <h2 id="vitrin-baslik" className="section-title mt-3">
          Öne Çıkan Tasarımlar
        </h2>
        {showcase.description ? <p className="mt-4 text-stone-300">{showcase.description}</p> : null}
      </div>
      <ul className="mt-10 grid grid-cols-3 items-center gap-3 sm:gap-6">
        {showcase.images.map((url, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: positional content, drawn once and never reordered
          <li key={`${url}-${i}`} className={i === 1 ? '' : 'sm:mt-10'}>
            <ResponsiveImage
              src={url}
              alt={`Öne çıkan tasarım ${i + 1}`}
              width={800}
              height={i === 1 ? 1000 : 800}
              sizes="(min-width: 1152px) 360px, 33vw"
              className={`w-full rounded-2xl object-cover sm:rounded-3xl ${i === 1 ? 'aspect-[4/5]' : 'aspect-square'}`}
            />
          </li>
        ))}
      </ul>
    </section>
  ) : null;
}

/** 'Stüdyomuz': the artist's title, text and portrait (shown when there is a title and something beside it). */
function ArtistBand({ artist }: { artist: HomeData['artist'] }) {
  return artist.title && (artist.description || artist.image) ? (
    <section className={`border-y border-white/10 bg-white/[0.03] ${BELOW_FOLD}`} aria-labelledby="sanatci-baslik">
      <div className="container-page grid items-center gap-10 py-16 md:grid-cols-[2fr_3fr] sm:py-20">
        {artist.image ? (
          <ResponsiveImage
            src={artist.image}
            kind="avatar"
            alt=""
            width={800}
            height={1000}
            sizes="(min-width: 768px) 40vw, 100vw"
            className="mx-auto aspect-[4/5] w-full max-w-[16rem] rounded-3xl object-cover sm:max-w-sm"
          />
        ) : null}
        <div>
          <p className={eyebrow}>Stüdyomuz</p>
          <h2 id="sanatci-baslik" className="section-title mt-3">
            {artist.title}
          </h2>
          {artist.description ? (
            <p className="mt-5 text-lg leading-relaxed text-stone-300">{artist.description}</p>
          ) : null}
          <a href="/about" className="btn-ghost mt-8">
            Hakkımızda
          </a>
        </div>
      </div>
    </section>
  ) : null;
}

/** 'Popüler Hizmetler': the services marked popular (a swipeable row on phones). */
function PopularServices({ popular }: { popular: HomeData['popular'] }) {
  return popular.length > 0 ? (
    <section className={`container-page py-16 sm:py-24 ${BELOW_FOLD}`} aria-labelledby="populer-baslik">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className={eyebrow}>En çok tercih edilenler</p>
          <h2 id="populer-baslik" className="section-title mt-3">
            Popüler Hizmetler
          </h2>
        </div>
        <a href="/services" className="btn-ghost">
          Tüm hizmetler
        </a>
      </div>
      {/* a swipeable row on phones, a grid from 640 px */}
      <ul className="relative -mx-4 mt-10 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-5 sm:overflow-visible sm:px-0 lg:grid-cols-4">
        {popular.map((s) => (
          <ServiceCard key={s.id} service={s} className="w-[280px] shrink-0 snap-start sm:w-auto" />
        ))}
      </ul>
    </section>
  ) : null;
}

/** 'Son Tasarımlarımız': the newest gallery pictures and the way to the gallery. */
function GalleryTeaser({ gallery }: { gallery: HomeData['gallery'] }) {
  return gallery.length > 0 ? (
    <section className={`container-page pb-16 sm:pb-24 ${BELOW_FOLD}`} aria-labelledby="galeri-baslik">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className={eyebrow}>Galeri</p>
          <h2 id="galeri-baslik" className="section-title mt-3">
            Son Tasarımlarımız
          </h2>
        </div>
        <a href="/gallery" className="btn-ghost">
          Galerimiz <span aria-hidden="true">→</span>
        </a>
      </div>
      <GalleryGrid
        images={gallery}
        sizes="(min-width: 1152px) 360px, (min-width: 768px) 33vw, 50vw"
        className="mt-10 grid-cols-2 md:grid-cols-3"
      />
    </section>
  ) : null;
}

/** Testimonials: approved survey answers (with the customer's consent), else the owner's text. */
function Testimonials({ testimonials }: { testimonials: HomeData['testimonials'] }) {
  return (
    <section className={`border-y border-white/10 band ${BELOW_FOLD}`} aria-labelledby="yorum-baslik">
      <div className="container-page py-16 text-center sm:py-20">
        {testimonials.average !== null ? (
          <p className="flex flex-col items-center gap-2 text-stone-200">
            <Stars rating={testimonials.average} size={22} />
            <span>
              <strong className="text-2xl font-semibold text-stone-50 tabular-nums">
                {formatRating(testimonials.average)}
              </strong>{' '}
              / {RATING_MAX} · {testimonials.count} değerlendirme
            </span>
          </p>
        ) : (
          <Stars rating={RATING_MAX} size={22} decorative />
        )}
        <h2 id="yorum-baslik" className="section-title mt-4">
          {testimonials.title}
        </h2>
        {testimonials.reviews.length === 0 && testimonials.description ? (
          <blockquote className="mx-auto mt-6 max-w-2xl text-lg italic leading-relaxed text-stone-200 sm:text-xl">
            “{testimonials.description}”
          </blockquote>
        ) : testimonials.description ? (
          <p className="mx-auto mt-4 max-w-2xl text-stone-300">{testimonials.description}</p>
        ) : null}
        {testimonials.reviews.length > 0 ? (
          <ul className="mt-10 flex flex-wrap justify-center gap-5 text-left" aria-label="Müşteri yorumları">
            {testimonials.reviews.map((r) => (
              <li key={r.id} className="w-full md:w-[calc((100%-2.5rem)/3)]">
                <figure className="flex h-full flex-col rounded-3xl border border-white/10 bg-black/30 p-6">
                  {r.rating !== null ? <Stars rating={r.rating} size={16} /> : null}
                  <blockquote className="mt-3 flex-1 leading-relaxed text-stone-100">“{r.text}”</blockquote>
                  <figcaption className="mt-4 text-sm font-semibold text-accent">{r.name}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        ) : null}
        <a href={STUDIO.instagram} rel="noopener" target="_blank" className="btn-ghost mt-8">
          Instagram’da bizi takip edin
        </a>
      </div>
    </section>
  );
}

/** 'İletişim': the booking button, the phone, e-mail, address and the opening hours. */
function ContactBand({ contact, hours }: { contact: HomeData['contact']; hours: HomeData['hours'] }) {
  return (
    <section className={`relative isolate overflow-hidden ${BELOW_FOLD}`} aria-labelledby="iletisim-baslik">
      <ResponsiveImage
        src={contact.image}
        alt=""
        width={1600}
        height={900}
        sizes="100vw"
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-black/90 via-black/75 to-black/45" />
      <div className="container-page grid gap-10 py-20 md:grid-cols-2 md:items-center">
        <div>
          <p className={eyebrow}>İletişim</p>
          <h2 id="iletisim-baslik" className="mt-3 text-3xl font-semibold text-stone-50 sm:text-4xl">
            {contact.title}
          </h2>
          <p className="mt-4 max-w-md text-stone-200">
            Online randevu ile size uygun gün ve saati birkaç adımda seçin; sorularınız için bize her zaman
            ulaşabilirsiniz.
          </p>
          <a href="/contact" className="btn-primary mt-8">
            RANDEVU AL
          </a>
        </div>
        <div className="grid gap-4 rounded-3xl border border-white/15 bg-black/60 p-6 text-sm text-stone-200 sm:p-8">
          <address className="grid not-italic">
            <a
              href={STUDIO.phoneHref}
              className="flex min-h-11 items-center text-lg font-semibold text-stone-50 hover:text-accent"
            >
              {STUDIO.phone}
            </a>
            <a href={`mailto:${STUDIO.email}`} className="flex min-h-11 items-center hover:text-accent">
              {STUDIO.email}
            </a>
            <span>{studioAddressLine()}</span>
            <a
              href={studioMapUrl()}
              rel="noopener"
              target="_blank"
              className="flex min-h-11 items-center underline decoration-accent/60 underline-offset-4 hover:text-accent"
            >
              Haritada göster
            </a>
          </address>
          <OpeningHoursList lines={hours.lines} className="grid gap-1 border-t border-white/15 pt-4" />
        </div>
      </div>
    </section>
  );
}

/** Filled stars for a rating (rounded to a half); read out as "5 üzerinden 4,5 puan". */
function Stars({ rating, size, decorative = false }: { rating: number; size: number; decorative?: boolean }) {
  const full = Math.round(rating);
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label goes with role="img", both only when not decorative
    <span
      className="inline-flex gap-1 text-accent"
      role={decorative ? undefined : 'img'}
      aria-hidden={decorative || undefined}
      aria-label={decorative ? undefined : `${RATING_MAX} üzerinden ${formatRating(rating)} puan`}
    >
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: positional content, drawn once and never reordered
          key={i}
          aria-hidden="true"
          focusable="false"
          width={size}
          height={size}
          strokeWidth={1.5}
          fill={i < full ? 'currentColor' : 'none'}
          className={i < full ? '' : 'text-stone-500'}
        />
      ))}
    </span>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <LoadError
      title="Ana sayfa yüklenemedi"
      message={errorReason(error)}
      action={{ href: '/', label: 'Tekrar dene' }}
    />
  );
}
