import { KVKK_PATH, KVKK_TITLE } from '~/domain/kvkk';
import { STUDIO, studioAddressLine, studioMapUrl } from '~/domain/studio';
import { contactWhatsappMessage } from '~/domain/whatsapp';
import { WhatsAppLink } from './whatsapp-link';

/** The footer with the studio's contact block (phone, e-mail, address, hours from the studio calendar, map). */
export function SiteFooter({ hours }: { hours: { label: string; hours: string }[] }) {
  return (
    <footer className="border-t border-white/10 band text-stone-300">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-3">
        <div>
          <p className="font-display text-3xl font-semibold lowercase text-stone-50">sheva</p>
          <p className="mt-3 text-sm leading-relaxed">Konya’da manikür, pedikür, kalıcı oje ve nail art stüdyosu.</p>
          <a href="/contact" className="btn-primary mt-6">
            RANDEVU AL
          </a>
        </div>
        <address className="not-italic text-sm leading-7">
          <h2 className="mb-2 font-sans text-xs font-semibold uppercase tracking-[0.25em] text-stone-400">İletişim</h2>
          <a className="block hover:text-accent" href={STUDIO.phoneHref}>
            {STUDIO.phone}
          </a>
          <WhatsAppLink message={contactWhatsappMessage()} className="block hover:text-accent" />
          <a className="block hover:text-accent" href={`mailto:${STUDIO.email}`}>
            {STUDIO.email}
          </a>
          <span className="block">{studioAddressLine()}</span>
          <a className="mt-1 inline-block underline decoration-accent/60 underline-offset-4 hover:text-accent" href={studioMapUrl()} rel="noopener" target="_blank">
            Haritada göster
          </a>
          <a className="ml-4 inline-block underline decoration-accent/60 underline-offset-4 hover:text-accent" href={STUDIO.instagram} rel="noopener" target="_blank">
            Instagram
          </a>
        </address>
        <div className="text-sm leading-7">
          <h2 className="mb-2 font-sans text-xs font-semibold uppercase tracking-[0.25em] text-stone-400">Çalışma Saatleri</h2>
          <dl>
            {hours.map((line) => (
              <div key={line.label} className="flex justify-between gap-4">
                <dt>{line.label}</dt>
                <dd className="tabular-nums">{line.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <p className="border-t border-white/10 py-5 text-center text-xs text-stone-400">
        © {new Date().getFullYear()} Sheva Nail Art Studio · Konya ·{' '}
        <a href={KVKK_PATH} className="underline underline-offset-4 hover:text-accent">
          {KVKK_TITLE}
        </a>
      </p>
    </footer>
  );
}
