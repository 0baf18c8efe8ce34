import { describe, expect, it } from 'vitest';
import { listView } from '@/components/ui/list-view';

describe('the view of a list an address shows', () => {
  it('is the same on every page of one search', () => {
    expect(listView('/billing-and-payments?search=INV&page=3', 'page')).toBe(
      listView('/billing-and-payments?search=INV', 'page'),
    );
  });

  it('is another view for another search, filter or list', () => {
    const view = listView('/shipments?search=ORD&filter=delivered', 'page');
    expect(listView('/shipments?search=ORD', 'page')).not.toBe(view);
    expect(listView('/shipments?search=ORE&filter=delivered', 'page')).not.toBe(view);
    expect(listView('/billing-and-payments?search=ORD&filter=delivered', 'page')).not.toBe(view);
  });

  it('reads the page parameter the list names, in whatever order the address has them', () => {
    expect(listView('/pickups?p=2&search=x', 'p')).toBe(listView('/pickups?search=x', 'p'));
    expect(listView('/pickups?page=2&search=x', 'p')).not.toBe(listView('/pickups?search=x', 'p'));
    expect(listView('/pickups?b=1&a=2', 'page')).toBe(listView('/pickups?a=2&b=1', 'page'));
  });
});
