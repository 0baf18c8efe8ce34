import type { Visitor } from '../support/client';
import { type FakeAnswer, type FakeRule, startFakeProvider } from '../support/fake-provider';
import { providerPortal, type ProviderPortal } from '../support/provider-portal';
import { editSignedInSessions } from '../support/sessions';

export type { FakeAnswer } from '../support/fake-provider';

/**
 * The portal in front of the embedded main API through a pass-through that can answer
 * chosen requests itself: as a provider without the extensions (404, an HTML page) or in
 * an outage (500). Every request the provider sees is recorded.
 */
export interface ExtensionsPortal extends ProviderPortal {
  /** The first rule that returns an answer replaces the provider's. */
  rules: FakeRule[];
  /** Path and query of each request the provider received. */
  seen: string[];
  /** Edits every signed-in session in the store (as other screens would have). */
  editSession(edit: (data: Record<string, unknown>) => void): Promise<void>;
}

export const notFoundEnvelope: FakeAnswer = {
  status: 404,
  type: 'application/json',
  body: JSON.stringify({
    success: false,
    data: null,
    notification: { message: 'Not found', type: 'error', code: 404 },
  }),
};

export const htmlPage = (status: number): FakeAnswer => ({
  status,
  type: 'text/html',
  body: '<!doctype html><title>Welcome</title><p>Nothing here</p>',
});

export { serverError } from '../support/fake-provider';

export async function extensionsPortal(): Promise<ExtensionsPortal> {
  const portal = await providerPortal(async (services) => {
    const provider = await startFakeProvider({
      target: services.urls.main,
      record: (req) => req.originalUrl,
    });
    return { urls: provider.url, providers: [provider], provider };
  });
  const { provider } = portal.front;
  return {
    ...portal,
    rules: provider.rules,
    seen: provider.calls,
    editSession: (edit) => editSignedInSessions(portal.store, edit),
  };
}

export { openTab as open } from '../support/client';

/** Selects the visitor's account at `index` of the shared accounts list. */
export async function selectAccount(visitor: Visitor, index: number): Promise<void> {
  const { accounts } = (await visitor.visit('/reports')).body.props;
  await visitor.send('post', '/accounts/select', { account_id: accounts[index].id });
}
