import { PAGER_MARGIN_PAGES, PAGER_RANGE } from './widgets';

/** One place in the pager: a page number, or a gap standing for the pages left out. */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The pages a pager shows (spec §9: 3 margin pages at each end, a range of 3 around the
 * current page, 1-based), in the manner of react-paginate: pages within the margins or the
 * range are shown, each run of other pages becomes one gap. A gap would stand for a single
 * page is shown as that page instead (a '…' hiding one number saves nothing).
 */
export function pageItems(
  current: number,
  last: number,
  margin: number = PAGER_MARGIN_PAGES,
  range: number = PAGER_RANGE,
): PagerItem[] {
  const count = Math.max(0, Math.floor(last));
  if (count === 0) return [];
  const selected = Math.min(Math.max(1, Math.floor(current)), count);

  // The window around the current page: range pages, shifted at the ends to stay full.
  let start = selected - Math.floor((range - 1) / 2);
  let end = start + range - 1;
  if (start < 1) [start, end] = [1, Math.min(count, range)];
  if (end > count) [start, end] = [Math.max(1, count - range + 1), count];

  const shown = (page: number) =>
    page <= margin || page > count - margin || (page >= start && page <= end);

  const items: PagerItem[] = [];
  for (let page = 1; page <= count; page++) {
    if (shown(page) || (shown(page - 1) && shown(page + 1) && page > 1 && page < count)) {
      items.push({ kind: 'page', page });
    } else if (items.at(-1)?.kind !== 'gap') {
      items.push({ kind: 'gap', key: `gap-${page}` });
    }
  }
  return items;
}
