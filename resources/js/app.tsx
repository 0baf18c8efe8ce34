/**
 * The entry. Its work waits for nothing but the first paint of the server's HTML: React,
 * the Inertia client and the page (boot.tsx and the page's chunk, which the server names on
 * this script's tag) are fetched and run only once that HTML is on screen, so their download
 * and compilation never hold the first paint back.
 */
import '../css/app.css';
import { afterPaint, preloadNamed } from '@/lib/after-paint';
import { noteTyped } from '@/lib/typed-before-live';

const el = document.getElementById('app');
const rendered = el?.hasAttribute('data-server-rendered') === true;
// From the first line: what is typed into the server's HTML before it is live is kept.
if (el && rendered) noteTyped(el);

// A page the browser renders itself has nothing to paint first.
void afterPaint(rendered).then(() => {
  preloadNamed();
  return import('./boot');
});
