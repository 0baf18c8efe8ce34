// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { preloadPageChunks } from '@/lib/page-chunks';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  document.head.innerHTML = '';
});

describe("the first page's chunks, asked for after the first paint", () => {
  it('preloads each chunk the server listed, in its order', () => {
    document.head.innerHTML =
      '<meta name="page-chunks" content="/assets/dashboard-1.js /assets/ui-2.js" />';
    preloadPageChunks();
    expect(preloads()).toEqual(['/assets/dashboard-1.js', '/assets/ui-2.js']);
  });

  it('preloads nothing without a list, or with an empty one (never the page itself)', () => {
    preloadPageChunks();
    document.head.innerHTML = '<meta name="page-chunks" content=" " />';
    preloadPageChunks();
    expect(preloads()).toEqual([]);
  });
});
