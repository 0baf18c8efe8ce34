import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/*
 * The time zone dates are written in. The server renders a first load in the zone the
 * reader's browser told it (the `tz` cookie, lib/reader.ts), and says which on the app's
 * element; the browser brings the page to life in that same zone, then moves to its own.
 * The two are the same zone unless the reader has travelled, so nothing visibly changes.
 */

const ZoneContext = createContext<string | undefined>(undefined);

/** The browser's own zone. */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const unchanging = () => () => {};

/**
 * `zone`: the one the server renders in, and the page is hydrated in; the browser's own
 * right after (React reads the server's value only while hydrating).
 */
export function TimeZoneProvider({ zone, children }: { zone?: string; children?: ReactNode }) {
  const current = useSyncExternalStore(unchanging, browserZone, () => zone);
  return <ZoneContext.Provider value={current}>{children}</ZoneContext.Provider>;
}

/** The zone to write dates in; undefined: the runtime's own. */
export function useTimeZone(): string | undefined {
  return useContext(ZoneContext);
}
