/**
 * Checked by `tsc` (npm run typecheck), never run: each expect-error fails the check
 * when route() stops rejecting a wrong name or parameters.
 */
import { route } from '../../resources/js/lib/route';

export const valid = [route('login'), route('edit-address-book', { uuid: 'a1' })];

// @ts-expect-error an unknown route name
route('no-such-route');

// @ts-expect-error a required parameter is missing
route('edit-address-book', {});

// @ts-expect-error a required parameter is missing, with no parameters at all
route('edit-address-book');

export const withQuery = route('shipments', { page: 2, search: 'a b' });
