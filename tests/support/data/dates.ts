import type { Request } from 'express';
import { type FakeAnswer, startFakeProvider } from '../support/fake-provider';
import { providerPortal, type ProviderPortal } from '../support/provider-portal';

/**
 * The portal in front of the embedded services through a pass-through that sends each
 * call to its service, records the pickup bookings it forwards, and can answer a named
 * call itself (a 422, a 500) or slowly.
 */
export interface PickupsPortal extends ProviderPortal {
  /** Bodies of the POST /pickup-requests calls that reached the pickup service. */
  bookings: unknown[];
  /** Answers given instead of the service's, by a test of the request. */
  override: Map<(req: Request) => boolean, FakeAnswer>;
  /** Requests answered only after a short stall. */
  slow: Set<(req: Request) => boolean>;
}

const AUTH_PATHS = ['/user-details', '/validate-address', '/linked/customers', '/link-customer'];

export async function pickupsPortal(): Promise<PickupsPortal> {
  const bookings: unknown[] = [];
  const override = new Map<(req: Request) => boolean, FakeAnswer>();
  const portal = await providerPortal(async (services) => {
    const provider = await startFakeProvider({
      target: (req) =>
        req.path === '/pickup-requests'
          ? services.urls.pickup
          : AUTH_PATHS.includes(req.path)
            ? services.urls.auth
            : services.urls.main,
      onForward: (req, body) => {
        if (req.path === '/pickup-requests' && body) bookings.push(JSON.parse(body.toString()));
      },
    });
    provider.rules.push((req) => [...override].find(([test]) => test(req))?.[1]);
    return { urls: provider.url, providers: [provider], provider };
  });
  return { ...portal, bookings, override, slow: portal.front.provider.slow };
}

export { partial } from '../support/client';

const pad = (n: number) => String(n).padStart(2, '0');
/** A calendar date `days` from today, as the services (local time) read it. */
export function dayFromToday(days: number): string {
  const at = new Date();
  at.setDate(at.getDate() + days);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
