import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import { CardStrip } from '~/ui/card-strip';
import { bookServiceHref, PackageCard, ServiceCard } from '~/ui/catalogue-cards';
import { LoadError } from '~/ui/load-error';
import { EMPTY_CATEGORY_TEXT, PACKAGES_CATEGORY } from '~/domain/catalogue';
import { publicPageHeaders } from '~/http/cache-headers';
import { absoluteUrl, beautySalonJsonLd, errorMeta, publicOrigin, seoMeta } from '~/ui/seo';
import { listActivePackages, listActiveServices, listFilterCategories } from '~/models/catalogue/active.server';
import { BELOW_FOLD } from '~/ui/below-fold';
import { readSetting } from '~/models/settings/registry.server';
import { StudioIcon } from '~/ui/studio-icon';
import { Flower2 } from 'lucide-react';
import type { Route } from './+types/services';
import { kurusToLiraText } from '~/utils/money';

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const requested = url.searchParams.get('kategori')?.trim() || null;
  const categories = listFilterCategories(context.db);
  const current = requested ? (categories.find((c) => c.name === requested) ?? null) : null;
  const showPackages = !requested || requested === PACKAGES_CATEGORY;
  const services =
    requested === PACKAGES_CATEGORY
      ? []
      : current || !requested
        ? listActiveServices(context.db, { category: current?.name })
        : [];
  const packages = showPackages ? listActivePackages(context.db) : [];
  const body = {
    origin: publicOrigin(request, context.config.publicUrl),
    weekly: readSetting(context.db, 'weeklyHours'),
    categories,
    selected: requested,
    selectedName: current?.displayName ?? null,
    services,
    packages,
  };
  // An unknown category still shows the filter bar and the empty state, with a 404.
  return requested && !current ? data(body, { status: 404 }) : body;
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return errorMeta('Hizmetler');
  const path = d.selected ? `/services?kategori=${encodeURIComponent(d.selected)}` : '/services';
  const offers = d.services.map((s) => ({
    '@type': 'Offer',
    price: kurusToLiraText(s.priceKurus),
    priceCurrency: 'TRY',
    url: absoluteUrl(d.origin, bookServiceHref(s.id)),
    itemOffered: { '@type': 'Service', name: s.name, description: s.description },
  }));
  return seoMeta({
    title: d.selectedName ? `${d.selectedName} — Hizmetler ve Fiyatlar` : 'Hizmetler ve Paketler',
    description:
      'Sheva Nail Art Studio hizmetleri ve fiyatları: manikür, pedikür, kalıcı oje, nail art, protez tırnak ve avantajlı bakım paketleri. Konya’da online randevu.',
    keywords: [
      'manikür fiyatları',
      'pedikür fiyatları',
      'nail art',
      'kalıcı oje',
      'protez tırnak',
      'bakım paketleri',
      ...d.categories.map((c) => c.displayName),
    ],
    origin: d.origin,
    path,
    noindex: !!d.selected && !d.selectedName,
    jsonLd: beautySalonJsonLd(d.origin, {
      weekly: d.weekly,
      extra: offers.length
        ? { hasOfferCatalog: { '@type': 'OfferCatalog', name: 'Hizmetler', itemListElement: offers } }
        : {},
    }),
  });
};

/** Two compact cards (and a peek of the third) per phone screen; 300 px cards from 640 px. */
const STRIP_CARD = 'w-[calc((100vw-3.5rem)/2.15)] shrink-0 snap-start sm:w-[300px]';

const pill =
  'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-medium tracking-wide transition';

export default function Services({ loaderData }: Route.ComponentProps) {
  const { categories, selected, services, packages } = loaderData;
  const empty = services.length === 0 && packages.length === 0;
  return (
    <>
      <section className="relative overflow-hidden border-b border-white/10 bg-[radial-gradient(ellipse_at_top,color-mix(in_srgb,var(--color-accent)_18%,transparent),transparent_60%)]">
        <div className="container-page py-10 text-center sm:py-20">
          <p className="text-xs font-semibold uppercase tracking-[0.35em] text-accent">Fiyat listesi</p>
          <h1 className="mt-3 text-4xl font-semibold text-stone-50 sm:text-6xl">HİZMETLERİM</h1>
          <p className="mx-auto mt-5 max-w-2xl text-stone-300">
            Bakımdan sanata: size en uygun hizmeti seçin, kartın üzerinden hemen randevunuzu alın.
          </p>
        </div>
      </section>

      <section className="container-page py-8 sm:py-10" aria-labelledby="kategori-baslik">
        <h2 id="kategori-baslik" className="sr-only">
          Kategoriler
        </h2>
        <nav aria-label="Hizmet kategorileri" className="relative -mx-4 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:px-6">
          <ul className="flex w-max gap-2">
            <li>
              <a
                href="/services"
                aria-current={!selected ? 'page' : undefined}
                className={`${pill} ${!selected ? 'border-accent bg-accent text-ink' : 'border-line text-stone-200 hover:border-accent hover:text-accent'}`}
              >
                TÜM HİZMETLER
              </a>
            </li>
            {categories.map((c) => {
              const active = selected === c.name;
              return (
                <li key={c.name}>
                  <a
                    href={`/services?kategori=${encodeURIComponent(c.name)}`}
                    aria-current={active ? 'page' : undefined}
                    className={`${pill} ${active ? 'border-accent bg-accent text-ink' : 'border-line text-stone-200 hover:border-accent hover:text-accent'}`}
                  >
                    <StudioIcon value={c.icon} size={18} />
                    {c.displayName}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="mt-8">
          {empty ? (
            <div className="rounded-3xl border border-dashed border-line px-6 py-16 text-center">
              <Flower2
                aria-hidden="true"
                focusable="false"
                width={40}
                height={40}
                strokeWidth={1.4}
                className="mx-auto text-accent"
              />
              <p className="mt-4 text-lg text-stone-200">{EMPTY_CATEGORY_TEXT}</p>
              <a href="/services" className="btn-ghost mt-6">
                Tüm hizmetleri göster
              </a>
            </div>
          ) : (
            <CardStrip
              label="Hizmet ve paket kartları"
              autoScroll
              summary={[
                services.length ? `${services.length} hizmet` : '',
                packages.length ? `${packages.length} paket` : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            >
              {services.map((s) => (
                <ServiceCard key={`s${s.id}`} service={s} compact className={STRIP_CARD} />
              ))}
              {packages.map((p) => (
                <PackageCard key={`p${p.id}`} pack={p} compact className={STRIP_CARD} />
              ))}
            </CardStrip>
          )}
        </div>
      </section>

      <section className={`border-t border-white/10 band ${BELOW_FOLD}`}>
        <div className="container-page flex flex-col items-center gap-4 py-14 text-center">
          <h2 className="text-2xl font-semibold text-stone-50 sm:text-3xl">
            Hangisi size uygun, karar veremediniz mi?
          </h2>
          <p className="max-w-xl text-stone-300">Randevu sırasında uzmanımız sizinle birlikte en doğru bakımı seçer.</p>
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <a href="/contact" className="btn-primary">
              RANDEVU AL
            </a>
            <a href="/gallery" className="btn-ghost">
              GALERİYİ GÖRÜNTÜLE
            </a>
          </div>
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <LoadError
      title={status === 404 ? 'Sayfa bulunamadı' : 'Hizmetler yüklenemedi'}
      message="Lütfen sayfayı yenileyin veya biraz sonra tekrar deneyin."
      action={{ href: '/services', label: 'Tekrar dene' }}
    />
  );
}
