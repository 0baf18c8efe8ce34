// @vitest-environment happy-dom
import { Link as InertiaLink } from '@inertiajs/react';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, ServerLink, type LinkProps } from '../../../resources/js/components/ui/link';

afterEach(cleanup);

/** Links as the portal writes them: the menus', the pager's, the buttons'. */
const LINKS: Array<[string, LinkProps]> = [
  ['a plain address', { href: 'http://localhost:3000/dashboard', children: 'Dashboard' }],
  [
    "a menu item's",
    {
      href: 'http://localhost:3000/shipments',
      prefetch: true,
      'aria-current': 'page',
      className: 'relative flex',
      title: 'My Shipments',
      children: 'My Shipments',
    },
  ],
  [
    "a pager's",
    {
      href: 'http://localhost:3000/shipments?page=2&status=delivered',
      prefetch: true,
      preserveScroll: true,
      preserveState: true,
      only: ['shipments'],
      headers: { 'X-Inertia-Reset': 'shipments' },
      rel: 'next',
      'aria-label': 'Next page',
      children: '2',
    },
  ],
  [
    'every visit option and callback',
    {
      href: '/track?number=PK%20001#events',
      async: true,
      cacheFor: '30s',
      cacheTags: ['shipments'],
      except: ['stats'],
      replace: true,
      preserveUrl: true,
      viewTransition: true,
      onStart: () => {},
      onFinish: () => {},
      onPrefetched: () => {},
      onClick: () => {},
      children: 'Track',
    },
  ],
  ['an address to normalise', { href: 'http://localhost:3000/a b/?', children: 'Odd' }],
];

describe("the kit's Link", () => {
  it.each(LINKS)("renders on the server as the anchor Inertia's Link renders: %s", (_, props) => {
    const expected = renderToString(<InertiaLink {...props} />);
    expect(expected).toMatch(/^<a /);
    expect(renderToString(<ServerLink {...props} />)).toBe(expected);
  });

  it("is Inertia's Link in the browser, which visits rather than loads the page", () => {
    expect(Link).toBe(InertiaLink);
    render(<Link href="/dashboard">Dashboard</Link>);
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });
});
