import type { Offered } from '../../../shared/billing/types';
import { rescue } from '../../api/meanings';

export { isNotOffered } from '../../api/meanings';

/** Runs an extension call for a page: its value, 'not-offered' or 'unavailable'. */
export function offered<T>(work: () => Promise<T>): Promise<Offered<T>> {
  return rescue(async (): Promise<Offered<T>> => ({ state: 'ok', value: await work() }), {
    notOffered: (): Offered<T> => ({ state: 'not-offered' }),
    outage: (): Offered<T> => ({ state: 'unavailable' }),
  });
}
