import type { Request } from 'express';
import { type FakeAnswer, startFakeProvider } from '../support/fake-provider';
import {
  providerPortal,
  type ProviderFront,
  type ProviderPortal,
} from '../support/provider-portal';

export { serverError } from '../support/fake-provider';
export { signedInSessions } from '../support/sessions';

export const validationError = (field: string, message: string): FakeAnswer => ({
  status: 422,
  body: {
    success: false,
    data: null,
    errors: { [field]: message },
    notification: { message, type: 'error', code: 422 },
  },
});

/**
 * The portal in front of a provider that can be made to misbehave: each of the three
 * services is a pass-through to the embedded one, and an `override` answering a request
 * (method and path) replaces what the real service would have said.
 */
export interface FaultyPortal extends ProviderPortal {
  /** The three providers in order (main, auth, pickup), with the calls each received. */
  front: ProviderFront;
  overrides: Set<(req: Request) => FakeAnswer | undefined>;
}

export const calls = (method: string, path: string) => (req: Request) =>
  req.method === method && req.path === path;

export async function faultyPortal(): Promise<FaultyPortal> {
  const overrides = new Set<(req: Request) => FakeAnswer | undefined>();
  const portal = await providerPortal(
    async (services) => {
      const providers = await Promise.all(
        [services.urls.main, services.urls.auth, services.urls.pickup].map((target) =>
          startFakeProvider({ target }),
        ),
      );
      for (const provider of providers) {
        provider.rules.push((req) => {
          for (const override of overrides) {
            const answer = override(req);
            if (answer) return answer;
          }
          return undefined;
        });
      }
      const [main, auth, pickup] = providers.map((provider) => provider.url) as [
        string,
        string,
        string,
      ];
      return { urls: { main, auth, pickup }, providers };
    },
    { timeoutMs: 5000 },
  );
  return { ...portal, overrides };
}

/** A demo account the demo user has not linked (README): its code goes to this phone. */
export const LINKABLE = { number: '200400501', name: 'Olive Grove Exports', phone: '+96170400501' };
export const LINKABLE_2 = { number: '200400502', name: 'Northwind Books', phone: '+442071400502' };
