import { Link } from 'react-router';

/**
 * '← Önceki · Sayfa 2 / 7 · Sonraki →' under a long back-office list (the appointment list,
 * the customers, the surveys): plain links, so it pages without JavaScript too. Nothing when
 * the list fits on one page.
 */
export function Pager({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Sayfalar" className="mt-4 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev" className="btn-ghost">
          ← Önceki
        </Link>
      ) : null}
      <span className="text-sm text-stone-300">
        Sayfa {page} / {pages}
      </span>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} rel="next" className="btn-ghost">
          Sonraki →
        </Link>
      ) : null}
    </nav>
  );
}
