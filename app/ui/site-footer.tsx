import { KVKK_PATH, KVKK_TITLE } from '~/domain/kvkk';
import { MY_BOOKINGS_PATH } from '~/domain/my-bookings';
import { STUDIO, studioAddressLine, studioMapUrl } from '~/domain/studio';
import { contactWhatsappMessage } from '~/domain/whatsapp';
import { OpeningHoursList, type OpeningHoursLine } from './opening-hours';
import { WhatsAppLink } from './whatsapp-link';

/** Pages the top bar does not list, and the ones a visitor looks for at the bottom. */
const FOOTER_LINKS = [
  { to: '/services', label: 'Hizmetler' },
  { to: '/gallery', label: 'Galeri' },
  { to: '/team', label: 'Ekibimiz' },
  { to: '/about', label: 'Hakkımızda' },
  // a lost booking link is asked for again here (decision 0344)
  { to: MY_BOOKINGS_PATH, label: 'Randevularım' },
] as const;

/** tap targets at least 44 px high: in a row, and one a line */
const footerLink = 'inline-flex min-h-11 min-w-11 items-center justify-center hover:text-accent';
const footerLine = 'flex min-h-11 w-fit items-center hover:text-accent';

/** The footer with the studio's contact block (phone, e-mail, address, hours from the studio calendar, map). */
export function SiteFooter({ hours }: { hours: OpeningHoursLine[] }) {
  return (
    <footer className="border-t border-white/10 band text-stone-300">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-3">
        <div>
          <p className="font-display text-3xl font-semibold lowercase text-stone-50">sheva</p>
          <p className="mt-3 text-sm leading-relaxed">Konya’da manikür, pedikür, kalıcı oje ve nail art stüdyosu.</p>
          <a href="/contact" className="btn-primary mt-6">
            RANDEVU AL
          </a>
          <nav aria-label="Alt menü" className="mt-6 text-sm">
            <ul className="flex flex-wrap gap-x-5">
              {FOOTER_LINKS.map((l) => (
                <li key={l.to}>
                  <a href={l.to} className={footerLink}>
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        {/* the heading stays outside <address>: an address holds no headings (HTML content model, decision 0349) */}
        <div className="text-sm leading-7">
          <h2 className="mb-2 font-sans text-xs font-semibold uppercase tracking-[0.25em] text-stone-400">İletişim</h2>
          <address className="not-italic">
            <a className={footerLine} href={STUDIO.phoneHref}>
              {STUDIO.phone}
            </a>
            <WhatsAppLink message={contactWhatsappMessage()} className={footerLine} />
            <a className={footerLine} href={`mailto:${STUDIO.email}`}>
              {STUDIO.email}
            </a>
            <span className="block">{studioAddressLine()}</span>
            <a
              className={`${footerLink} mr-4 underline decoration-accent/60 underline-offset-4`}
              href={studioMapUrl()}
              rel="noopener"
              target="_blank"
            >
              Haritada göster
            </a>
            <a
              className={`${footerLink} underline decoration-accent/60 underline-offset-4`}
              href={STUDIO.instagram}
              rel="noopener"
              target="_blank"
            >
              Instagram
            </a>
          </address>
        </div>
        {/* no hours when the layout's data could not be read (the error page) */}
        <div className="text-sm leading-7" hidden={hours.length === 0}>
          <h2 className="mb-2 font-sans text-xs font-semibold uppercase tracking-[0.25em] text-stone-400">
            Çalışma Saatleri
          </h2>
          <OpeningHoursList lines={hours} />
        </div>
      </div>
      <p className="border-t border-white/10 py-5 text-center text-xs text-stone-400">
        © {new Date().getFullYear()} Sheva Nail Art Studio · Konya ·{' '}
        <a
          href={KVKK_PATH}
          className="inline-flex min-h-11 items-center underline underline-offset-4 hover:text-accent"
        >
          {KVKK_TITLE}
        </a>
      </p>
    </footer>
  );
}
