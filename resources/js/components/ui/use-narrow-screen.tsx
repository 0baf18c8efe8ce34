import { createContext, useContext, type ReactNode } from 'react';
import { NARROW_SCREEN_QUERY } from '@shared/ui/layout-sizes';
import { useMediaQuery } from './use-media-query';

/*
 * Whether the screen is narrow, as the server rendered a first load: the browser tells it
 * in the `screen` cookie (lib/reader.ts), the server draws lists as the phone will show
 * them (cards, not a table) and says which on the app's element, and the browser hydrates
 * with the same before reading its own screen. Without the cookie (a first ever visit) the
 * server draws the wide page, and a phone turns it into cards once its scripts run.
 */
const ServerNarrow = createContext(false);

/** `narrow`: what the server rendered with, which the page is hydrated with. */
export function ServerScreenProvider({
  narrow,
  children,
}: {
  narrow: boolean;
  children?: ReactNode;
}) {
  return <ServerNarrow.Provider value={narrow}>{children}</ServerNarrow.Provider>;
}

/**
 * True below the 768 px mobile breakpoint (spec §9); while a first load is rendered and
 * hydrated, what the reader's browser last told the server.
 */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_SCREEN_QUERY, useContext(ServerNarrow));
}
