import { STUDIO, studioAddressLine, studioDirectionsUrl, studioMapEmbedUrl, studioMapUrl } from '~/domain/studio';
import { contactWhatsappMessage } from '~/domain/whatsapp';
import mapScript from '~/ui/map.js?url';
import { OpeningHoursList, type OpeningHoursLine } from './opening-hours';
import { WhatsAppLink } from './whatsapp-link';

const newTab = <span className="sr-only"> (yeni sekmede açılır)</span>;

/**
 * The booking page's contact block (public spec section 1): phone, e-mail, WhatsApp, the
 * address with directions, the opening hours (studio calendar) and the map. The map is a
 * placeholder until the visitor asks for it: only then does map.js load the provider's embed
 * page (no third-party request before, KVKK). Without script the placeholder is a link to
 * the map site.
 */
export function ContactBlock({ hours }: { hours: OpeningHoursLine[] }) {
  return (
    <aside
      className="space-y-6 rounded-3xl border border-line bg-[var(--studio-bg-2)] p-6 text-sm text-stone-300"
      aria-label="İletişim ve çalışma saatleri"
    >
      <div>
        <h2 className="text-xs font-semibold uppercase tracking-[0.25em] text-stone-400">İletişim</h2>
        <address className="mt-3 not-italic leading-relaxed">
          <a className="flex min-h-11 items-center hover:text-accent" href={STUDIO.phoneHref}>
            {STUDIO.phone}
          </a>
          <a className="flex min-h-11 items-center break-all hover:text-accent" href={`mailto:${STUDIO.email}`}>
            {STUDIO.email}
          </a>
          <span className="mt-1 block">{studioAddressLine()}</span>
        </address>
        <WhatsAppLink
          message={contactWhatsappMessage()}
          className="mt-2 inline-flex min-h-11 items-center font-medium text-accent hover:underline"
        />
      </div>
      <div>
        <h2 className="text-xs font-semibold uppercase tracking-[0.25em] text-stone-400">Çalışma Saatleri</h2>
        <OpeningHoursList lines={hours} className="mt-3 space-y-1" hoursClassName="text-stone-100" />
      </div>
      <div>
        <h2 className="text-xs font-semibold uppercase tracking-[0.25em] text-stone-400">Konum</h2>
        <figure
          data-map
          data-map-src={studioMapEmbedUrl()}
          data-map-title={`${STUDIO.name} haritada`}
          className="mt-3 aspect-[4/3] overflow-hidden rounded-2xl border border-line bg-black/40"
        >
          {/* map.js puts the iframe here; React leaves the inside alone */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, so React leaves what map.js puts here alone */}
          <div data-map-slot hidden className="h-full w-full" dangerouslySetInnerHTML={{ __html: '' }} />
          <a
            data-map-load
            href={studioMapUrl()}
            target="_blank"
            rel="noopener"
            className="group flex h-full w-full flex-col items-center justify-center gap-2 bg-[radial-gradient(circle_at_50%_40%,rgba(232,160,180,0.16),transparent_65%)] p-4 text-center hover:text-accent"
          >
            <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" className="text-accent">
              <path
                d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12Z"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
              <circle cx="12" cy="10" r="2.5" fill="currentColor" />
            </svg>
            <span className="font-semibold text-stone-100 group-hover:text-accent">Haritayı Göster</span>
            <span className="text-xs text-stone-400">
              Harita OpenStreetMap’ten yüklenir; tıklayana kadar bu siteden dışarıya bağlantı kurulmaz.
            </span>
            {newTab}
          </a>
        </figure>
        <a href={studioDirectionsUrl()} target="_blank" rel="noopener" className="btn-ghost mt-3 w-full">
          Yol Tarifi Al
          {newTab}
        </a>
      </div>
      <script src={mapScript} defer />
    </aside>
  );
}
