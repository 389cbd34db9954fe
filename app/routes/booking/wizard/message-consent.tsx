import type { PhoneChannel } from '~/domain/message-topics';
import { CONSENT_FIELD, CONSENT_LABELS } from '~/domain/phone-messages';
import { PHONE_CODE_TEXTS, type CodeStep } from '~/domain/phone-verification';

/**
 * Step 3's opt-in to SMS / WhatsApp messages (docs/decisions/0200-sms-and-whatsapp.md): one
 * plain checkbox per channel the studio has switched on, never pre-ticked (ticked again only
 * when the visitor ticked it before a refused submit). Nothing when no channel is on.
 *
 * A ticked box needs the phone proved (docs/decisions/0330): after 'Randevu Al' the step comes
 * back with the code field (`code === 'requested'`), 'Kodu Tekrar Gönder' beside it; once the
 * code was right, 'Telefon numaranız doğrulandı'. A booking without a ticked box never sees
 * any of it.
 */
export function MessageConsent({
  channels,
  checked,
  code,
  notice,
  consentError,
  codeError,
}: {
  channels: readonly PhoneChannel[];
  checked: Record<PhoneChannel, boolean>;
  code: CodeStep;
  notice: string | null;
  /** the code could not be sent (said for the boxes) */
  consentError: string | undefined;
  /** the typed code was refused */
  codeError: string | undefined;
}) {
  if (channels.length === 0) return null;
  return (
    <fieldset className="space-y-3 rounded-2xl border border-line p-4" aria-describedby="bildirim-bilgi">
      <legend className="px-1 text-sm font-medium text-stone-200">
        Bildirimler <span className="font-normal text-stone-400">(isteğe bağlı)</span>
      </legend>
      {channels.map((channel) => (
        <div key={channel} className="flex items-start gap-3">
          <input
            id={CONSENT_FIELD[channel]}
            name={CONSENT_FIELD[channel]}
            type="checkbox"
            value="on"
            defaultChecked={checked[channel]}
            className="mt-0.5 size-6 shrink-0 accent-[var(--color-accent)]"
          />
          <label htmlFor={CONSENT_FIELD[channel]} className="text-sm text-stone-200">
            {CONSENT_LABELS[channel]}
          </label>
        </div>
      ))}
      <p id="bildirim-bilgi" className="text-xs text-stone-400">
        {PHONE_CODE_TEXTS.consentNote} Her mesajdaki bağlantıyla istediğiniz zaman vazgeçebilirsiniz.
      </p>
      {consentError ? <p className="text-sm text-rose-200">{consentError}</p> : null}
      {code === 'verified' ? (
        <p role="status" className="text-sm text-emerald-200" data-phone-verified>
          ✓ {PHONE_CODE_TEXTS.verified}
        </p>
      ) : null}
      {code === 'requested' ? (
        <div className="space-y-2 border-t border-line pt-3" data-phone-code>
          {notice ? (
            <p role="status" className="text-sm text-stone-100">
              {notice}
            </p>
          ) : null}
          <label htmlFor="phoneCode" className="block text-sm font-medium text-stone-200">
            {PHONE_CODE_TEXTS.label}
          </label>
          <div className="flex flex-wrap items-start gap-3">
            <input
              id="phoneCode"
              name="phoneCode"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]*"
              maxLength={7}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? 'phoneCode-hata phoneCode-ipucu' : 'phoneCode-ipucu'}
              data-autofocus
              className="min-h-11 w-36 rounded-xl border border-line bg-black/40 px-4 py-2 text-center text-lg tracking-[0.3em] text-stone-50 tabular-nums focus:border-accent aria-[invalid]:border-rose-400"
            />
            <input
              type="submit"
              name="resend-code"
              value={PHONE_CODE_TEXTS.resend}
              className="btn-ghost cursor-pointer"
            />
          </div>
          <p id="phoneCode-ipucu" className="text-xs text-stone-400">
            {PHONE_CODE_TEXTS.hint}
          </p>
          {codeError ? (
            <p id="phoneCode-hata" className="text-sm text-rose-200">
              {codeError}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
