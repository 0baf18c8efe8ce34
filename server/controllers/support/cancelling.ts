import { rescue } from '../../api/meanings';
import type { Upstream } from '../../upstream';
import type { Envelope } from '../../upstream/types';

/**
 * Cancelling is a contract extension. The portal cannot ask a provider
 * whether it has it; it learns it from the first cancel answered 404 for a shipment or pickup
 * it has just found, and then stops offering the action, for every user (the provider is the
 * same for all), for a while, after which it is offered again in case the provider added it.
 */
export type CancelKind = 'shipment' | 'pickup';

const NOT_OFFERED_FOR_MS = 10 * 60 * 1000;
const key = (kind: CancelKind) => `extension:cancel-${kind}`;

/** Whether the action is offered: true until a cancel has been answered "not offered". */
export function cancelOffered(up: Upstream, kind: CancelKind): Promise<boolean> {
  // Nothing is kept while the answer is "offered" (ttl 0): only the absence is remembered.
  return up.cache.get(key(kind), 0, () => Promise.resolve(true));
}

async function rememberNotOffered(up: Upstream, kind: CancelKind): Promise<void> {
  up.cache.delete(key(kind));
  await up.cache.get(key(kind), NOT_OFFERED_FOR_MS, () => Promise.resolve(false));
}

/**
 * Runs a cancel call: its answer, or 'not-offered' for a provider without the extension
 * (a 404, or an answer that is not the envelope, as `isNotOffered` reads it). `exists` tells
 * whether the item is there after all, where the 404 alone cannot say (a pickup): an item
 * that is not there is thrown on as the 404 it is.
 */
export async function attemptCancel(
  up: Upstream,
  kind: CancelKind,
  work: () => Promise<Envelope<unknown>>,
  exists: () => Promise<boolean> = () => Promise.resolve(true),
): Promise<Envelope<unknown> | 'not-offered'> {
  // A provider without the extension is told plainly and the action is withdrawn; a
  // refusal (409) or an outage is thrown on, a toast with the provider's words.
  return rescue(work, {
    missing: async (err): Promise<'not-offered'> => {
      if (!(await exists())) throw err;
      await rememberNotOffered(up, kind);
      return 'not-offered';
    },
    notOffered: (): 'not-offered' => 'not-offered',
  });
}
