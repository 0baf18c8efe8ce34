/**
 * What the server's render of a page (resources/js/ssr.tsx) gives the portal
 * (server/http/ssr.ts): one shape on both sides of the build.
 */
export interface RenderedMarkup {
  /** Elements for the document's head (the page's title). */
  head: string[];
  /** The markup inside the app's element. */
  html: string;
}

export interface RenderOptions {
  /** Stops a render that takes too long: the portal then sends the page without its HTML. */
  signal?: AbortSignal;
  /** The reader's time zone, which dates are written in (the browser hydrates in it too). */
  timeZone: string;
}
