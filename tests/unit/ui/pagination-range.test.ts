import { describe, expect, it } from 'vitest';
import { pageItems } from '../../../shared/ui/pagination';

const show = (current: number, last: number) =>
  pageItems(current, last)
    .map((item) => (item.kind === 'page' ? String(item.page) : '…'))
    .join(' ');

describe('pages the table pager shows (3 margin pages, range 3, 1-based)', () => {
  it('shows every page when there are few', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(3, 5)).toBe('1 2 3 4 5');
    expect(show(4, 9)).toBe('1 2 3 4 5 6 7 8 9');
  });

  it('keeps 3 pages at each end and 3 around the current one', () => {
    expect(show(10, 20)).toBe('1 2 3 … 9 10 11 … 18 19 20');
    expect(show(8, 20)).toBe('1 2 3 … 7 8 9 … 18 19 20');
  });

  it('shifts the range to stay 3 pages long at either end', () => {
    expect(show(1, 20)).toBe('1 2 3 … 18 19 20');
    expect(show(20, 20)).toBe('1 2 3 … 18 19 20');
    expect(show(5, 20)).toBe('1 2 3 4 5 6 … 18 19 20');
  });

  it('shows a page rather than a gap that would hide only it', () => {
    expect(show(6, 20)).toBe('1 2 3 4 5 6 7 … 18 19 20');
  });

  it('clamps a current page outside 1..last and gives nothing for no pages', () => {
    expect(show(0, 20)).toBe(show(1, 20));
    expect(show(99, 20)).toBe(show(20, 20));
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('gives every gap a distinct key', () => {
    const keys = pageItems(10, 20)
      .filter((i) => i.kind === 'gap')
      .map((i) => (i.kind === 'gap' ? i.key : ''));
    expect(new Set(keys).size).toBe(2);
  });
});
