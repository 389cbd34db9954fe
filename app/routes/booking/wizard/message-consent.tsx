import type { PhoneChannel } from '~/domain/message-topics';
import { CONSENT_FIELD, CONSENT_LABELS } from '~/domain/phone-messages';

/**
 * Step 3's opt-in to SMS / WhatsApp messages (docs/decisions/0200-sms-and-whatsapp.md): one
 * plain checkbox per channel the studio has switched on, never pre-ticked (ticked again only
 * when the visitor ticked it before a refused submit). Nothing when no channel is on.
 */
export function MessageConsent({ channels, checked }: { channels: readonly PhoneChannel[]; checked: Record<PhoneChannel, boolean> }) {
  if (channels.length === 0) return null;
  return (
    <fieldset className="space-y-3 rounded-2xl border border-line p-4">
      <legend className="px-1 text-sm font-medium text-stone-200">
        Bildirimler <span className="font-normal text-stone-400">(isteğe bağlı)</span>
      </legend>
      {channels.map((channel) => (
        <div key={channel} className="flex items-start gap-3">
          <input id={CONSENT_FIELD[channel]} name={CONSENT_FIELD[channel]} type="checkbox" value="on" defaultChecked={checked[channel]} className="mt-0.5 size-6 shrink-0 accent-[var(--color-accent)]" />
          <label htmlFor={CONSENT_FIELD[channel]} className="text-sm text-stone-200">
            {CONSENT_LABELS[channel]}
          </label>
        </div>
      ))}
      <p className="text-xs text-stone-400">Her mesajdaki bağlantıyla istediğiniz zaman vazgeçebilirsiniz.</p>
    </fieldset>
  );
}
