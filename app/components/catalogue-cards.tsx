import { cardFeatures } from '~/domain/catalogue';
import { formatMinutes } from '~/lib/format';
import { formatKurus } from '~/lib/money';
import type { PublicPackage, PublicService } from '~/models/catalogue.server';
import { ResponsiveImage } from './responsive-image';

/** The booking wizard pre-selects from exactly these links (/contact?hizmet=, /contact?paket=). */
export const bookServiceHref = (serviceId: number) => `/contact?hizmet=${serviceId}`;
export const bookPackageHref = (packageId: number) => `/contact?paket=${packageId}`;

const badge = 'inline-flex items-center rounded-full px-3 py-1 text-[11px] font-semibold uppercase tracking-[0.18em]';

function CardTop({ icon, image, children }: { icon: string; image?: string | null; children: React.ReactNode }) {
  return (
    <div className="relative flex h-36 items-end justify-center overflow-hidden pb-4 bg-[radial-gradient(circle_at_30%_20%,rgba(232,160,180,0.35),transparent_60%),linear-gradient(135deg,#2a2126,#0d0d10)]">
      {image ? <ResponsiveImage src={image} alt="" width={400} height={225} sizes="300px" className="absolute inset-0 h-full w-full object-cover opacity-60" /> : null}
      <span className="relative text-5xl" aria-hidden="true">
        {icon}
      </span>
      <div className="absolute left-4 top-4 flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

type CardProps = { as?: 'li' | 'div'; headingLevel?: 'h2' | 'h3'; className?: string };

export function ServiceCard({ service, as: Tag = 'li', headingLevel: H = 'h3', className = '' }: CardProps & { service: PublicService }) {
  const features = cardFeatures(service.features);
  return (
    <Tag className={`flex flex-col overflow-hidden rounded-3xl border border-white/10 bg-white/[0.04] ${className}`}>
      <CardTop icon={service.icon || '💅'} image={service.categoryImage}>
        <span className={`${badge} bg-black/70 text-stone-100`}>{service.categoryDisplayName}</span>
        {service.isPopular ? <span className={`${badge} bg-accent text-ink`}>POPÜLER</span> : null}
      </CardTop>
      <div className="flex flex-1 flex-col p-5">
        <H className="text-lg font-semibold text-stone-50">{service.name}</H>
        {service.description ? <p className="mt-2 text-sm leading-relaxed text-stone-300">{service.description}</p> : null}
        {features.length > 0 ? (
          <ul className="mt-4 space-y-1.5 text-sm text-stone-200" aria-label="Özellikler">
            {features.map((f) => (
              <li key={f} className="flex gap-2">
                <span className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent" aria-hidden="true" />
                {f}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex items-end justify-between gap-3 pt-6">
          <p className="text-sm text-stone-300">
            <span className="sr-only">Süre: </span>
            {formatMinutes(service.durationMinutes)}
          </p>
          <p className="text-xl font-semibold text-stone-50 tabular-nums">
            <span className="sr-only">Fiyat: </span>
            {formatKurus(service.priceKurus)}
          </p>
        </div>
        <a href={bookServiceHref(service.id)} className="btn-primary mt-4 w-full">
          ŞİMDİ RANDEVU AL<span className="sr-only">: {service.name}</span>
        </a>
      </div>
    </Tag>
  );
}

export function PackageCard({ pack, as: Tag = 'li', headingLevel: H = 'h3', className = '' }: CardProps & { pack: PublicPackage }) {
  const saving = pack.originalPriceKurus > pack.discountedPriceKurus ? Math.round((1 - pack.discountedPriceKurus / pack.originalPriceKurus) * 100) : 0;
  return (
    <Tag className={`flex flex-col overflow-hidden rounded-3xl border border-accent/40 bg-accent/[0.06] ${className}`}>
      <CardTop icon="🎁">
        <span className={`${badge} bg-accent text-ink`}>PAKET</span>
        {saving > 0 ? <span className={`${badge} bg-black/70 text-stone-100`}>%{saving} İNDİRİM</span> : null}
      </CardTop>
      <div className="flex flex-1 flex-col p-5">
        <H className="text-lg font-semibold text-stone-50">{pack.name}</H>
        {pack.description ? <p className="mt-2 text-sm leading-relaxed text-stone-300">{pack.description}</p> : null}
        {pack.services.length > 0 ? (
          <ul className="mt-4 space-y-1.5 text-sm text-stone-200" aria-label="Pakete dahil hizmetler">
            {pack.services.map((s) => (
              <li key={s.id} className="flex gap-2">
                <span className="text-accent" aria-hidden="true">
                  ✓
                </span>
                {s.name}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex items-end justify-between gap-3 pt-6">
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
            <span className="text-xl font-semibold text-stone-50">
              <span className="sr-only">Paket fiyatı: </span>
              {formatKurus(pack.discountedPriceKurus)}
            </span>
          </p>
        </div>
        <a href={bookPackageHref(pack.id)} className="btn-primary mt-4 w-full">
          PAKETİ SATIN AL<span className="sr-only">: {pack.name}</span>
        </a>
      </div>
    </Tag>
  );
}
