/**
 * The view of a list an address shows: the address without its page parameter, the rest
 * in a fixed order. Another search or filter is another view; a later page of the same
 * search is not.
 */
export function listView(url: string, pageName: string): string {
  const at = new URL(url, 'http://list.invalid');
  at.searchParams.delete(pageName);
  at.searchParams.sort();
  return `${at.pathname}?${at.searchParams.toString()}`;
}
