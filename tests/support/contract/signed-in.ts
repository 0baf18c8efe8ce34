// The demo user (or CONTRACT_EMAIL) signed in before a file's tests, with the first client
// account linked to them, and unique tags for what the tests create.
import { beforeAll } from 'vitest';
import type { Session } from './flows';
import type * as s from './schemas';
import type { useContract } from './suite';

export interface SignedIn {
  session: Session;
  client: s.Client;
}

/** Filled in by a beforeAll hook: read its fields inside the tests, not at import. */
export function signedIn({ flow, target }: ReturnType<typeof useContract>): SignedIn {
  const state = {} as SignedIn;
  beforeAll(async () => {
    state.session = await flow.login(target().user);
    state.client = await flow.firstClient(state.session);
  });
  return state;
}

/** A tag no earlier run used, for names, references and keys. */
export const uniqueTag = () =>
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
