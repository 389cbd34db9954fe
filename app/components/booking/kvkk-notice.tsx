/**
 * The KVKK (Turkish personal data protection law, no. 6698) notice for booking: readable in
 * a <details> without JavaScript, in a modal with it.
 */
import { STUDIO, studioAddressLine } from '~/domain/studio';
import { dialogClass, useDialog } from './booking-ui';

export const KVKK_TITLE = 'KVKK Aydınlatma Metni';

export function KvkkText() {
  return (
    <div className="space-y-3 text-sm leading-relaxed text-stone-300">
      <p>
        6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) uyarınca, veri sorumlusu sıfatıyla {STUDIO.name} ({studioAddressLine()}) olarak
        randevu talebiniz sırasında paylaştığınız kişisel verileri aşağıda açıklanan şekilde işliyoruz.
      </p>
      <p>
        <strong className="text-stone-100">İşlenen veriler:</strong> adınız ve soyadınız, e-posta adresiniz, telefon numaranız, seçtiğiniz hizmetler, randevu
        tarihi ve saati ile randevu notunuz.
      </p>
      <p>
        <strong className="text-stone-100">Amaç ve hukuki sebep:</strong> randevunuzun oluşturulması, onaylanması ve hatırlatılması, sizinle iletişim
        kurulması ve hizmet kalitesinin ölçülmesi amacıyla; KVKK m. 5/2-c (bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması) ve
        m. 5/2-f (meşru menfaat) hukuki sebeplerine dayanarak işlenir.
      </p>
      <p>
        <strong className="text-stone-100">Aktarım:</strong> verileriniz yalnızca randevu bildirimlerinin gönderilmesi için kullanılan e-posta ve mesajlaşma
        hizmet sağlayıcılarına ve yasal zorunluluk hâlinde yetkili kamu kurumlarına aktarılabilir; pazarlama amacıyla üçüncü kişilerle paylaşılmaz.
      </p>
      <p>
        <strong className="text-stone-100">Saklama süresi:</strong> verileriniz ilgili mevzuatta öngörülen süreler ve randevu ilişkisinin gerektirdiği süre
        boyunca saklanır, ardından silinir, yok edilir veya anonim hâle getirilir.
      </p>
      <p>
        <strong className="text-stone-100">Haklarınız:</strong> KVKK m. 11 uyarınca verilerinizin işlenip işlenmediğini öğrenme, bilgi talep etme, düzeltilmesini
        veya silinmesini isteme, aktarıldığı üçüncü kişileri bilme, itiraz etme ve zararın giderilmesini talep etme haklarına sahipsiniz.
        Başvurularınızı <a className="underline decoration-accent/60 underline-offset-4" href={`mailto:${STUDIO.email}`}>{STUDIO.email}</a> adresine
        iletebilirsiniz.
      </p>
    </div>
  );
}

/** The consent checkbox with the full notice next to it. */
export function KvkkConsent({
  checked,
  onChange,
  error,
  hydrated,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  hydrated: boolean;
}) {
  const dialog = useDialog();
  const errorId = error ? 'kvkkConsent-hata' : undefined;
  return (
    <div className="rounded-2xl border border-line p-4">
      <div className="flex items-start gap-3">
        <input
          id="kvkkConsent"
          name="kvkkConsent"
          type="checkbox"
          value="on"
          checked={checked}
          onChange={(e) => onChange(e.currentTarget.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="mt-0.5 size-6 shrink-0 accent-[var(--color-accent)]"
        />
        <label htmlFor="kvkkConsent" className="text-sm text-stone-200">
          {KVKK_TITLE}'ni okudum ve kişisel verilerimin randevu için işlenmesini kabul ediyorum.
        </label>
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-rose-200">
          {error}
        </p>
      ) : null}
      {hydrated ? (
        <>
          <button type="button" onClick={dialog.open} className="mt-3 min-h-11 text-sm font-medium text-accent underline underline-offset-4">
            {KVKK_TITLE}'ni oku
          </button>
          <dialog ref={dialog.ref} aria-labelledby="kvkk-baslik" className={dialogClass}>
            <div className="p-6">
              <h2 id="kvkk-baslik" className="text-lg font-semibold">
                {KVKK_TITLE}
              </h2>
              <div className="mt-4 max-h-[60vh] overflow-y-auto pr-2">
                <KvkkText />
              </div>
              <div className="mt-6 flex justify-end">
                <button type="button" className="btn-primary" onClick={dialog.close}>
                  Kapat
                </button>
              </div>
            </div>
          </dialog>
        </>
      ) : (
        <details className="mt-3">
          <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-accent underline underline-offset-4">{KVKK_TITLE}'ni oku</summary>
          <div className="mt-2">
            <KvkkText />
          </div>
        </details>
      )}
    </div>
  );
}
