import { describe, expect, it } from 'vitest';
import { GALLERY_PAGE_SIZE, pageCount, pageItems, pageOf } from './pagination';

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
