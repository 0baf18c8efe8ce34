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

/**
 * What the reader's browser last told the server (its cookies) that changes how a page is
 * drawn. The server renders with it, and the browser hydrates with the same before moving
 * to what it knows now.
 */
export interface Reader {
  /** The time zone dates are written in. */
  timeZone: string;
  /** A screen below the mobile breakpoint: lists are drawn as cards, as the phone shows them. */
  narrow: boolean;
}

export interface RenderOptions extends Reader {
  /** Stops a render that takes too long: the portal then sends the page without its HTML. */
  signal?: AbortSignal;
}
