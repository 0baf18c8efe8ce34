/**
 * Asks for the first page's own chunks, which the server lists in the head
 * (`meta[name=page-chunks]`, server/http/assets.ts) rather than preloading them there: the
 * browser compiles a preloaded module as it arrives, and forty of them (the dashboard's)
 * held the first paint back by about a third. Called once that paint is done, so they load
 * while React and the Inertia client start.
 */
export function preloadPageChunks(): void {
  const listed = document.querySelector<HTMLMetaElement>('meta[name="page-chunks"]');
  for (const href of listed?.content.match(/\S+/g) ?? []) {
    const link = document.head.appendChild(document.createElement('link'));
    link.rel = 'modulepreload';
    link.href = href;
  }
}
