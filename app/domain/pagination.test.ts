import { describe, expect, it } from 'vitest';
import { GALLERY_PAGE_SIZE, pageCount, pageItems, pageOf, pageParam, pageWindow } from './pagination';

const labels = (current: number, total: number) =>
  pageItems(current, total).map((i) => (i.kind === 'page' ? i.page : '…'));

describe('gallery paging', () => {
  it('has 12 images a page', () => {
    expect(GALLERY_PAGE_SIZE).toBe(12);
    expect(pageCount(0, 12)).toBe(0);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageOf(0, 12)).toBe(1);
    expect(pageOf(11, 12)).toBe(1);
    expect(pageOf(12, 12)).toBe(2);
  });

  it('lists every page up to seven, else the ends and the neighbours with gaps', () => {
    expect(labels(1, 2)).toEqual([1, 2]);
    expect(labels(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(labels(1, 20)).toEqual([1, 2, 3, 4, '…', 20]);
    expect(labels(10, 20)).toEqual([1, '…', 9, 10, 11, '…', 20]);
    expect(labels(20, 20)).toEqual([1, '…', 17, 18, 19, 20]);
  });
});

describe("the back office lists' pages", () => {
  it('reads the page from the URL: a whole number from 1, else the first', () => {
    expect(pageParam(null)).toBe(1);
    expect(pageParam('3')).toBe(3);
    for (const odd of ['', '0', '-2', '1.5', 'abc', '2e', '0x10']) expect(pageParam(odd)).toBe(1);
    expect(pageParam('99999999')).toBe(10_000);
  });

  it('clamps a page past the end to the last and says where it starts', () => {
    expect(pageWindow(120, 1, 50)).toEqual({ page: 1, pages: 3, offset: 0 });
    expect(pageWindow(120, 3, 50)).toEqual({ page: 3, pages: 3, offset: 100 });
    expect(pageWindow(120, 9, 50)).toEqual({ page: 3, pages: 3, offset: 100 });
    expect(pageWindow(100, 2, 50)).toEqual({ page: 2, pages: 2, offset: 50 });
    expect(pageWindow(0, 4, 50)).toEqual({ page: 1, pages: 1, offset: 0 });
  });
});
