/**
 * The entry. Its work waits for nothing but the first paint of the server's HTML: React,
 * the Inertia client and the page (boot.tsx, preloaded by the server's head) are run only
 * once that HTML is on screen, so a page whose scripts are already at hand (cached, or
 * quick to arrive) never holds its first paint back while they compile and hydrate.
 */
import '../css/app.css';
import { noteTyped } from '@/lib/typed-before-live';

const el = document.getElementById('app');
const rendered = el?.hasAttribute('data-server-rendered') === true;
// From the first line: what is typed into the server's HTML before it is live is kept.
if (el && rendered) noteTyped(el);

/** After the next frame is painted; at once when there is no HTML to paint or no screen. */
function afterPaint(): Promise<void> {
  if (!rendered || document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => {
    // A tab hidden in between paints no frame: the timer starts the app all the same.
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

void afterPaint().then(() => import('./boot'));
