/**
 * Checked by `tsc` (npm run typecheck), never run: each expect-error fails the check when
 * the server stops rejecting an unknown route name (a link's or a refused form's), an
 * unknown page or wrong page props.
 */
import type { Response } from 'express';
import { InvalidForm } from '../../server/failures';
import { render } from '../../server/http/render';
import { urlFor } from '../../server/routing/url';

export const valid = urlFor('edit-address-book', { uuid: 'a1' });

// @ts-expect-error an unknown route name
urlFor('no-such-route');

export function pages(res: Response) {
  void render(res, 'auth/change-pass', { changed: false });
  // @ts-expect-error an unknown page component
  void render(res, 'no/such-page', {});
  // @ts-expect-error a prop of the wrong type
  void render(res, 'auth/change-pass', { changed: 42 });
  // @ts-expect-error a missing prop
  void render(res, 'auth/change-pass', {});
}

// The page a refused form sends the user to is a route name of the table too.
export const backToForm = new InvalidForm({ otp: 'Verify first' }, 'verification');
// @ts-expect-error an unknown route name for a refused form's page
export const nowhere = new InvalidForm({ otp: 'Verify first' }, 'no-such-route');
