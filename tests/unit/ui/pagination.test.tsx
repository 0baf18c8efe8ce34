// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from '../../../resources/js/components/ui';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Pagination', () => {
  it('links each page shown, marks the current one, and links previous and next', () => {
    render(<Pagination current={10} last={20} href={(page) => `/shipments?page=${page}`} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const pages = within(nav)
      .getAllByRole('link', { name: /^Page / })
      .map((a) => a.textContent);
    expect(pages).toEqual(['1', '2', '3', '9', '10', '11', '18', '19', '20']);
    const current = within(nav).getByRole('link', { name: 'Page 10' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(
      within(nav).getByRole('link', { name: 'Page 11' }).getAttribute('aria-current'),
    ).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/shipments?page=9',
    );
    expect(within(nav).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/shipments?page=11',
    );
  });

  it('offers no previous link on the first page and no next link on the last', () => {
    const { rerender } = render(<Pagination current={1} last={3} href={(p) => `?page=${p}`} />);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next page' })).toBeTruthy();
    rerender(<Pagination current={3} last={3} href={(p) => `?page=${p}`} />);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });

  it('renders nothing for a single page', () => {
    render(<Pagination current={1} last={1} href={(p) => `?page=${p}`} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('keeps one margin page at each end below 768 px, to fit a phone', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: true,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    render(<Pagination current={10} last={20} href={(p) => `?page=${p}`} />);
    const pages = screen.getAllByRole('link', { name: /^Page / }).map((a) => a.textContent);
    expect(pages).toEqual(['1', '9', '10', '11', '20']);
  });
});

describe('Pagination of a list the phone grows page by page', () => {
  it('asks for the page to replace the rows shown (reset), never to add to them', async () => {
    const { router } = await import('@inertiajs/react');
    const visit = vi.spyOn(router, 'visit').mockImplementation(() => {});
    render(
      <Pagination
        current={1}
        last={3}
        only={['table']}
        reset={['table']}
        href={(p) => `/shipments?page=${p}`}
      />,
    );
    screen.getByRole('link', { name: 'Page 2' }).click();
    expect(visit).toHaveBeenCalledTimes(1);
    const [url, options] = visit.mock.calls[0]!;
    expect(String(url)).toContain('/shipments?page=2');
    expect(options).toMatchObject({
      only: ['table'],
      headers: { 'X-Inertia-Reset': 'table' },
    });
  });

  it('sends no reset without one', async () => {
    const { router } = await import('@inertiajs/react');
    const visit = vi.spyOn(router, 'visit').mockImplementation(() => {});
    render(<Pagination current={1} last={3} href={(p) => `/shipments?page=${p}`} />);
    screen.getByRole('link', { name: 'Page 2' }).click();
    expect(visit.mock.calls[0]![1]?.headers ?? {}).not.toHaveProperty('X-Inertia-Reset');
  });
});
