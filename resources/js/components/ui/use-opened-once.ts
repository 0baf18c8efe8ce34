import { useState } from 'react';

/**
 * Whether a dialog has been open at least once; until then the kit's dialogs render nothing.
 * Headless UI's Dialog, even closed, leaves a hidden marker where it stands, which a server
 * render sends and hydration takes away: the last field of a form card lost its margin
 * below and the page moved up under the reader. Once opened, the dialog stays, so closing
 * it still animates.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
