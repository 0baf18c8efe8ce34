/**
 * Checked by `tsc` (npm run typecheck), never run: each expect-error fails the check
 * when route() stops rejecting a wrong name or parameters.
 */
import { route } from 'ziggy-js';

export const valid = [route('login'), route('edit-address-book', { uuid: 'a1' })];

// @ts-expect-error an unknown route name
route('no-such-route');

// @ts-expect-error a required parameter is missing
route('edit-address-book', {});
