import type { Request } from 'express';
import { editSignedInSessions } from '../support/sessions';
import { serverError, startFakeProvider, type FakeProvider } from '../support/fake-provider';
import { providerPortal, type ProviderPortal } from '../support/provider-portal';

/**
 * The portal in front of a provider that can be made to fail: a pass-through to the
 * embedded main API that answers 500 (or stalls) for the requests `failing` names.
 * The session store is reachable, so tests can set what other screens would.
 */
export interface ShipmentsPortal extends ProviderPortal {
  /** The provider in front of the main API, with its rules (checked in order). */
  front: { provider: FakeProvider };
  /** Requests (method and path) the provider answers with a 500 until reset. */
  failing: Set<(req: Request) => boolean>;
  /** Requests the provider answers only after SLOW_MS. */
  slow: Set<(req: Request) => boolean>;
  /** Requests the provider received, as `METHOD /path`, in order. */
  calls: string[];
  /** Query parameters the provider ignores (as one without the contract's extensions). */
  ignoredQuery: Set<string>;
  /** Edits the one stored session (tests use one visitor per portal at a time). */
  editSession(edit: (data: Record<string, unknown>) => void): Promise<void>;
}

export const SLOW_MS = 400;

export async function shipmentsPortal(): Promise<ShipmentsPortal> {
  const failing = new Set<(req: Request) => boolean>();
  const portal = await providerPortal(async (services) => {
    const provider = await startFakeProvider({ target: services.urls.main, slowMs: SLOW_MS });
    provider.rules.push((req) => ([...failing].some((f) => f(req)) ? serverError : undefined));
    return { urls: provider.url, providers: [provider], provider };
  });
  const { provider } = portal.front;
  return {
    ...portal,
    failing,
    slow: provider.slow,
    calls: provider.calls,
    ignoredQuery: provider.ignoredQuery,
    editSession: (edit) => editSignedInSessions(portal.store, edit),
  };
}

export { partial } from '../support/client';
