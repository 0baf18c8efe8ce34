/**
 * Resolves once the browser has painted its next frame: the rAF callback runs just before
 * the frame is painted, the task after it once it has been. At once where no frame will come
 * (`painting` false: nothing to paint, or a hidden tab), and as soon as the tab is hidden.
 */
export function afterPaint(painting: boolean): Promise<void> {
  if (!painting || document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => {
    const start = () => {
      document.removeEventListener('visibilitychange', start);
      resolve();
    };
    requestAnimationFrame(() => setTimeout(start, 0));
    // A tab hidden in between paints no frame.
    document.addEventListener('visibilitychange', start);
  });
}

/**
 * Preloads the files the server named on the entry's tag (`data-after-paint`: the app and
 * the page's chunk, server/http/assets.ts), all side by side, so the page's chunk does not
 * wait for the app to run before it is asked for. Called once the first paint is done.
 */
export function preloadNamed(): void {
  const named = document.querySelector<HTMLScriptElement>('script[data-after-paint]');
  for (const href of named?.dataset.afterPaint?.split(' ') ?? []) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
