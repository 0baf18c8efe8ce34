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
