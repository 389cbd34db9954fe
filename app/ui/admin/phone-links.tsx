/** A customer's phone on admin screens: a 'tel:' link to call and a WhatsApp link (both only for a usable number). */
import { telLink, whatsappDigits, whatsappLink } from '~/domain/whatsapp';

export function PhoneLinks({ phone, name }: { phone: string | null | undefined; name: string }) {
  if (!phone) return <span className="text-stone-400">—</span>;
  const tel = telLink(phone);
  if (!tel || !whatsappDigits(phone)) return <span>{phone}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2">
      <a
        href={tel}
        className="inline-flex min-h-11 items-center underline decoration-accent/60 underline-offset-4 hover:text-accent"
        aria-label={`Ara: ${name} ${phone}`}
      >
        {phone}
      </a>
      <a
        href={whatsappLink(phone)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center text-sm font-medium text-emerald-300 underline-offset-4 hover:underline"
        aria-label={`WhatsApp: ${name}`}
      >
        WhatsApp
      </a>
    </span>
  );
}
