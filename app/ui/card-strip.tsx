import stripScript from '~/ui/strip.js?url';

type Props = {
  label: string;
  /** auto-scroll (spec 9) when JavaScript runs and the visitor does not prefer reduced motion */
  autoScroll?: boolean;
  /** a short line beside the arrows, e.g. '17 hizmet · 3 paket' */
  summary?: string;
  children: React.ReactNode;
};

const arrow =
  'grid h-11 w-11 place-items-center rounded-full border border-line text-stone-100 transition hover:border-accent hover:text-accent';

/**
 * A horizontally scrolling row of cards. Without JavaScript it is a plain scrollable row
 * (touch, trackpad, keyboard); the script (loaded only where a strip is shown) adds the
 * arrows, the auto-scroll and its pause button.
 */
export function CardStrip({ label, autoScroll = false, summary, children }: Props) {
  return (
    <div data-strip data-autoscroll={autoScroll ? '' : undefined}>
      <div className="mb-4 flex min-h-11 items-center justify-end gap-2">
        {summary ? <p className="mr-auto text-sm text-stone-400">{summary}</p> : null}
        <button
          type="button"
          data-strip-toggle
          hidden
          aria-pressed="false"
          aria-label="Otomatik kaydırmayı durdur"
          title="Otomatik kaydırmayı durdur / başlat"
          className={arrow}
        >
          <span data-icon-pause>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M9 6v12M15 6v12" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </span>
          <span data-icon-play hidden>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M8 5.5v13l10-6.5z" fill="currentColor" />
            </svg>
          </span>
        </button>
        <button type="button" data-strip-prev hidden className={arrow} aria-label="Önceki kartlar">
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M15 5l-7 7 7 7"
              stroke="currentColor"
              strokeWidth="2"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        <button type="button" data-strip-next hidden className={arrow} aria-label="Sonraki kartlar">
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M9 5l7 7-7 7"
              stroke="currentColor"
              strokeWidth="2"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a scrolling area named for the keyboard, inside the page's own section */}
      <div
        data-strip-track
        role="region"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling area must take the focus to be scrolled by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="relative -mx-4 snap-x snap-mandatory overflow-x-auto scroll-px-4 px-4 pb-4 [scrollbar-color:#4b5563_transparent] sm:-mx-6 sm:scroll-px-6 sm:px-6 xl:mx-0 xl:scroll-px-0 xl:px-0"
      >
        <ul className="flex w-max gap-3 sm:gap-5">{children}</ul>
      </div>
      <script src={stripScript} defer />
    </div>
  );
}
