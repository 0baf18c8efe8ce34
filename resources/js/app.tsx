/**
 * The entry. Its work waits for nothing but the first paint of the server's HTML: the
 * page's own chunks are asked for, and React, the Inertia client and the page (boot.tsx,
 * preloaded by the server's head) run, only once that HTML is on screen, so a page whose
 * scripts are already at hand (cached, or quick to arrive) never holds its first paint
 * back while they load, compile and hydrate.
 */
import '../css/app.css';
import { afterPaint } from '@/lib/after-paint';
import { preloadPageChunks } from '@/lib/page-chunks';
import { noteTyped } from '@/lib/typed-before-live';

const el = document.getElementById('app');
const rendered = el?.hasAttribute('data-server-rendered') === true;
// From the first line: what is typed into the server's HTML before it is live is kept.
if (el && rendered) noteTyped(el);

// A page the browser renders itself has nothing to paint first.
void afterPaint(rendered).then(() => {
  preloadPageChunks();
  return import('./boot');
});
