import { pageItems } from '~/domain/pagination';

type Props = { current: number; total: number; href: (page: number) => string; label: string };

const cell =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border px-4 text-sm font-semibold tracking-wide transition';

/** GERİ, page numbers, İLERİ as plain links; shown only when there is more than one page. */
export function Pagination({ current, total, href, label }: Props) {
  if (total <= 1) return null;
  return (
    <nav aria-label={label} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {current > 1 ? (
            <a
              href={href(current - 1)}
              rel="prev"
              className={`${cell} border-line text-stone-100 hover:border-accent hover:text-accent`}
            >
              GERİ
            </a>
          ) : (
            <span aria-disabled="true" className={`${cell} border-white/10 text-stone-400`}>
              GERİ
            </span>
          )}
        </li>
        {pageItems(current, total).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-stone-400">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                href={href(item.page)}
                aria-current={item.page === current ? 'page' : undefined}
                aria-label={`Sayfa ${item.page}`}
                className={`${cell} ${item.page === current ? 'border-accent bg-accent text-ink' : 'border-line text-stone-100 hover:border-accent hover:text-accent'}`}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
        <li>
          {current < total ? (
            <a
              href={href(current + 1)}
              rel="next"
              className={`${cell} border-line text-stone-100 hover:border-accent hover:text-accent`}
            >
              İLERİ
            </a>
          ) : (
            <span aria-disabled="true" className={`${cell} border-white/10 text-stone-400`}>
              İLERİ
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
