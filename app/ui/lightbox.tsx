import lightboxScript from '~/ui/lightbox-script.js?url';

/** a transparent 1×1 GIF (allowed by the CSP's img-src data:) */
const EMPTY_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

const control =
  'grid h-12 w-12 place-items-center rounded-full bg-black/60 text-stone-50 ring-1 ring-white/20 transition hover:bg-accent hover:text-ink';

/**
 * The full-screen viewer of the gallery page: a <dialog> opened by the lightbox script with
 * previous, next and close, arrow keys and Escape. Without JavaScript it never opens and the
 * thumbnails lead to the per-image page.
 */
export function Lightbox() {
  return (
    <>
      <dialog
        data-lightbox
        aria-label="Görsel görüntüleyici"
        className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none bg-black/95 p-0 text-stone-100 backdrop:bg-black/80"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 px-4 py-3">
            <p data-lightbox-counter className="text-sm tabular-nums text-stone-300" />
            <button type="button" data-lightbox-close className={control} aria-label="Kapat">
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <figure
            data-lightbox-stage
            className="relative flex min-h-0 flex-1 flex-col items-center justify-center gap-3 px-4 pb-6"
          >
            {/* a src until the script sets the chosen picture (an <img> must have one); the caption comes last in a <figure> (decision 0349) */}
            <img
              data-lightbox-image
              src={EMPTY_IMAGE}
              alt=""
              className="min-h-0 max-w-full flex-1 rounded-xl object-contain"
            />
            <button
              type="button"
              data-lightbox-prev
              className={`${control} absolute left-3 top-1/2 -translate-y-1/2`}
              aria-label="Önceki görsel"
            >
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
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
            <button
              type="button"
              data-lightbox-next
              className={`${control} absolute right-3 top-1/2 -translate-y-1/2`}
              aria-label="Sonraki görsel"
            >
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
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
            <figcaption data-lightbox-caption className="text-center text-base font-medium" />
          </figure>
        </div>
      </dialog>
      <script src={lightboxScript} defer />
    </>
  );
}
