/**
 * The KVKK (Turkish personal data protection law, no. 6698) notice for booking: the current
 * version from the database, readable in a <details> (the wizard script shows the same text
 * in a modal), and on its own page (/kvkk). The form carries the version shown, so the
 * booking records what the customer actually accepted.
 */
import { KVKK_PATH, KVKK_TITLE } from '~/domain/kvkk';
import { KvkkText, noticeVersionLabel } from '../../../ui/kvkk-text';

/** the modal the wizard script opens for the notice (classes here, so the CSS build sees them) */
const DIALOG_CLASS =
  'm-auto w-[min(40rem,calc(100vw-2rem))] max-h-[85vh] rounded-3xl border border-line bg-[#111113] p-0 text-stone-100 shadow-2xl backdrop:bg-black/75';

export type WizardNotice = { version: number; body: string; publishedAt: string };

/** The consent checkbox with the full notice next to it. */
export function KvkkConsent({ notice, checked, error }: { notice: WizardNotice; checked: boolean; error?: string }) {
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
          defaultChecked={checked}
          required
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
      <details className="mt-3" data-kvkk data-dialog-class={DIALOG_CLASS}>
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-accent underline underline-offset-4">
          {KVKK_TITLE}'ni oku
        </summary>
        <div className="mt-2" data-kvkk-body>
          <h2 className="sr-only" data-kvkk-title>
            {KVKK_TITLE}
          </h2>
          <p className="mb-3 text-xs text-stone-400">{noticeVersionLabel(notice)}</p>
          <KvkkText body={notice.body} />
        </div>
      </details>
      <p className="mt-1 text-xs text-stone-400">
        <a
          href={KVKK_PATH}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center underline underline-offset-4 hover:text-accent"
        >
          Metni ayrı sayfada aç<span className="sr-only"> (yeni sekmede açılır)</span>
        </a>
      </p>
    </div>
  );
}
