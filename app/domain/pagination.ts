/**
 * Paging: the gallery's (spec 2 and 9: 12 images a page) and the back office's long lists.
 * Page numbers start at 1.
 */

export const GALLERY_PAGE_SIZE = 12;
/** The most images one JSON call may ask for. */
export const MAX_PAGE_LIMIT = 100;

export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(Math.max(0, total) / pageSize);
}

/** The page (1-based) that holds the item at a 0-based position. */
export function pageOf(index: number, pageSize: number): number {
  return Math.floor(Math.max(0, index) / pageSize) + 1;
}

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The numbered links between GERİ and İLERİ: every page when there are at most 7, otherwise
 * the first, the last and the neighbours of the current one with gaps between.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => ({ kind: 'page', page: i + 1 }));
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  if (current <= 3)
    [2, 3, 4].forEach((p) => {
      wanted.add(p);
    });
  if (current >= total - 2)
    [total - 3, total - 2, total - 1].forEach((p) => {
      wanted.add(p);
    });
  const pages = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && page - previous > 1) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page });
  });
  return items;
}

/** The most pages a URL may ask for (a larger `page` is read as this one, then clamped). */
const MAX_PAGE_PARAM = 10_000;

/** The page a URL's `page` asks for: 1 when missing, not written in digits, or below 1. */
export function pageParam(raw: string | null): number {
  if (!raw || !/^\d{1,12}$/.test(raw)) return 1;
  return Math.min(Math.max(1, Number(raw)), MAX_PAGE_PARAM);
}

export type PageWindow = { page: number; pages: number; offset: number };

/** Where page `page` of `total` items starts; a page past the end is the last one (pages ≥ 1). */
export function pageWindow(total: number, page: number, size: number): PageWindow {
  const pages = Math.max(1, pageCount(total, size));
  const shown = Math.min(Math.max(1, page), pages);
  return { page: shown, pages, offset: (shown - 1) * size };
}
