/**
 * The KVKK (Turkish personal data protection law, no. 6698) notice for booking: the current
 * version from the database, readable in a <details> without JavaScript, in a modal with it,
 * and on its own page (/kvkk). The form carries the version shown, so the booking records
 * what the customer actually accepted.
 */
import { KVKK_PATH, KVKK_TITLE } from '~/domain/kvkk';
import { KvkkText, noticeVersionLabel } from '../kvkk-text';
import { dialogClass, useDialog } from './booking-ui';

export type WizardNotice = { version: number; body: string; publishedAt: string };

/** The consent checkbox with the full notice next to it. */
export function KvkkConsent({
  notice,
  checked,
  onChange,
  error,
  hydrated,
}: {
  notice: WizardNotice;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  hydrated: boolean;
}) {
  const dialog = useDialog();
  const errorId = error ? 'kvkkConsent-hata' : undefined;
  return (
    <div className="rounded-2xl border border-line p-4">
      <input type="hidden" name="kvkkVersion" value={notice.version} />
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
                <p className="mb-3 text-xs text-stone-400">{noticeVersionLabel(notice)}</p>
                <KvkkText body={notice.body} />
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
            <p className="mb-3 text-xs text-stone-400">{noticeVersionLabel(notice)}</p>
            <KvkkText body={notice.body} />
          </div>
        </details>
      )}
      <p className="mt-1 text-xs text-stone-400">
        <a href={KVKK_PATH} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center underline underline-offset-4 hover:text-accent">
          Metni ayrı sayfada aç<span className="sr-only"> (yeni sekmede açılır)</span>
        </a>
      </p>
    </div>
  );
}
