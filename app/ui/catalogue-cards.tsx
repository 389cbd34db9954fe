import { Check, Gift } from 'lucide-react';
import { cardFeatures } from '~/domain/catalogue';
import { formatMinutes } from '~/utils/format';
import { formatKurus } from '~/utils/money';
import type { PublicPackage, PublicService } from '~/models/catalogue/active.server';
import { ResponsiveImage } from './responsive-image';
import { StudioIcon } from './studio-icon';

/** The booking wizard pre-selects from exactly these links (/contact?hizmet=, /contact?paket=). */
export const bookServiceHref = (serviceId: number) => `/contact?hizmet=${serviceId}`;
export const bookPackageHref = (packageId: number) => `/contact?paket=${packageId}`;

const badge =
  'inline-flex items-center rounded-full px-2.5 py-1 text-[10px] font-semibold uppercase tracking-[0.14em] sm:px-3 sm:text-[11px] sm:tracking-[0.18em]';

/**
 * The top of a card: the service's photo when it has one; else the category's picture dimmed
 * under the service's icon; else the icon on a soft blush gradient.
 */
function CardTop({
  icon,
  photo,
  backdrop,
  compact,
  children,
}: {
  icon: React.ReactNode;
  photo?: string | null;
  backdrop?: string | null;
  compact: boolean;
  children: React.ReactNode;
}) {
  return (
    <div
      className={`relative flex items-center justify-center overflow-hidden bg-[radial-gradient(circle_at_30%_20%,color-mix(in_srgb,var(--color-accent)_30%,transparent),transparent_60%),linear-gradient(135deg,#2a2126,#0d0d10)] ${compact ? 'h-24 sm:h-40' : 'h-40'}`}
    >
      {photo ? (
        <>
          <ResponsiveImage
            src={photo}
            alt=""
            width={400}
            height={300}
            sizes="(min-width: 640px) 300px, 45vw"
            className="absolute inset-0 h-full w-full object-cover"
          />
          <div className="absolute inset-0 bg-gradient-to-b from-black/45 via-transparent to-transparent" />
        </>
      ) : (
        <>
          {backdrop ? (
            <ResponsiveImage
              src={backdrop}
              alt=""
              width={400}
              height={225}
              sizes="300px"
              className="absolute inset-0 h-full w-full object-cover opacity-40"
            />
          ) : null}
          <span className="relative grid h-14 w-14 place-items-center rounded-full border border-accent/40 bg-black/50 text-accent sm:h-16 sm:w-16">
            {icon}
          </span>
        </>
      )}
      <div className="absolute left-2 top-2 flex flex-wrap gap-1.5 sm:left-3 sm:top-3 sm:gap-2">{children}</div>
    </div>
  );
}

/** `compact`: the services strip on phones (two cards a screen): the name, duration, price and button; description and features from 640 px. */
type CardProps = { as?: 'li' | 'div'; headingLevel?: 'h2' | 'h3'; className?: string; compact?: boolean };

const more = (compact: boolean) => (compact ? 'hidden sm:block' : '');

export function ServiceCard({
  service,
  as: Tag = 'li',
  headingLevel: H = 'h3',
  className = '',
  compact = false,
}: CardProps & { service: PublicService }) {
  const features = cardFeatures(service.features);
  return (
    <Tag className={`flex flex-col overflow-hidden rounded-3xl border border-white/10 bg-white/[0.04] ${className}`}>
      <CardTop
        icon={<StudioIcon value={service.icon} size={28} />}
        photo={service.imageUrl}
        backdrop={service.categoryImage}
        compact={compact}
      >
        <span className={`${badge} bg-black/70 text-stone-100 ${compact ? 'max-sm:hidden' : ''}`}>
          {service.categoryDisplayName}
        </span>
        {service.isPopular ? <span className={`${badge} bg-accent text-ink`}>POPÜLER</span> : null}
      </CardTop>
      <div className={`flex flex-1 flex-col ${compact ? 'p-3 sm:p-5' : 'p-5'}`}>
        <H className={`font-semibold leading-snug text-stone-50 ${compact ? 'text-base sm:text-xl' : 'text-xl'}`}>
          {service.name}
        </H>
        {service.description ? (
          <p className={`mt-2 text-sm leading-relaxed text-stone-300 ${more(compact)}`}>{service.description}</p>
        ) : null}
        {features.length > 0 ? (
          <ul className={`mt-4 space-y-1.5 text-sm text-stone-200 ${more(compact)}`} aria-label="Özellikler">
            {features.map((f) => (
              <li key={f} className="flex gap-2">
                <span className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent" aria-hidden="true" />
                {f}
              </li>
            ))}
          </ul>
        ) : null}
        <div
          className={`mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-1 ${compact ? 'pt-3 sm:pt-6' : 'pt-6'}`}
        >
          <p className="text-sm text-stone-300">
            <span className="sr-only">Süre: </span>
            {formatMinutes(service.durationMinutes)}
          </p>
          <p className={`font-semibold text-stone-50 tabular-nums ${compact ? 'text-base sm:text-xl' : 'text-xl'}`}>
            <span className="sr-only">Fiyat: </span>
            {formatKurus(service.priceKurus)}
          </p>
        </div>
        <a
          href={bookServiceHref(service.id)}
          className={`btn-primary mt-4 w-full ${compact ? 'max-sm:mt-3 max-sm:px-2 max-sm:text-[11px]' : ''}`}
        >
          ŞİMDİ RANDEVU AL<span className="sr-only">: {service.name}</span>
        </a>
      </div>
    </Tag>
  );
}

export function PackageCard({
  pack,
  as: Tag = 'li',
  headingLevel: H = 'h3',
  className = '',
  compact = false,
}: CardProps & { pack: PublicPackage }) {
  const saving =
    pack.originalPriceKurus > pack.discountedPriceKurus
      ? Math.round((1 - pack.discountedPriceKurus / pack.originalPriceKurus) * 100)
      : 0;
  return (
    <Tag className={`flex flex-col overflow-hidden rounded-3xl border border-accent/40 bg-accent/[0.06] ${className}`}>
      <CardTop
        icon={<Gift aria-hidden="true" focusable="false" width={28} height={28} strokeWidth={1.6} />}
        compact={compact}
      >
        <span className={`${badge} bg-accent text-ink`}>PAKET</span>
        {saving > 0 ? <span className={`${badge} bg-black/70 text-stone-100`}>%{saving} İNDİRİM</span> : null}
      </CardTop>
      <div className={`flex flex-1 flex-col ${compact ? 'p-3 sm:p-5' : 'p-5'}`}>
        <H className={`font-semibold leading-snug text-stone-50 ${compact ? 'text-base sm:text-xl' : 'text-xl'}`}>
          {pack.name}
        </H>
        {pack.description ? (
          <p className={`mt-2 text-sm leading-relaxed text-stone-300 ${more(compact)}`}>{pack.description}</p>
        ) : null}
        {pack.services.length > 0 ? (
          <ul
            className={`text-sm text-stone-200 ${compact ? 'mt-2 space-y-1 max-sm:text-xs sm:mt-4 sm:space-y-1.5' : 'mt-4 space-y-1.5'}`}
            aria-label="Pakete dahil hizmetler"
          >
            {pack.services.map((s) => (
              <li key={s.id} className="flex gap-2">
                <Check
                  aria-hidden="true"
                  focusable="false"
                  width={16}
                  height={16}
                  className="mt-0.5 shrink-0 text-accent"
                />
                {s.name}
              </li>
            ))}
          </ul>
        ) : null}
        <div
          className={`mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-1 ${compact ? 'pt-3 sm:pt-6' : 'pt-6'}`}
        >
          {pack.durationMinutes ? (
            <p className="text-sm text-stone-300">
              <span className="sr-only">Süre: </span>
              {formatMinutes(pack.durationMinutes)}
            </p>
          ) : (
            <span />
          )}
          <p className="text-right tabular-nums">
            {pack.originalPriceKurus > pack.discountedPriceKurus ? (
              <del className="mr-2 text-sm text-stone-400">
                <span className="sr-only">Normal fiyat: </span>
                {formatKurus(pack.originalPriceKurus)}
              </del>
            ) : null}
            <span className={`font-semibold text-stone-50 ${compact ? 'text-base sm:text-xl' : 'text-xl'}`}>
              <span className="sr-only">Paket fiyatı: </span>
              {formatKurus(pack.discountedPriceKurus)}
            </span>
          </p>
        </div>
        <a
          href={bookPackageHref(pack.id)}
          className={`btn-primary mt-4 w-full ${compact ? 'max-sm:mt-3 max-sm:px-2 max-sm:text-[11px]' : ''}`}
        >
          PAKETİ SATIN AL<span className="sr-only">: {pack.name}</span>
        </a>
      </div>
    </Tag>
  );
}
