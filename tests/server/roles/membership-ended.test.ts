import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';

/**
 * A member removed, or their role changed, by the account's admin while they are signed in
 * (docs/team.md): their next request is refused by the provider and answered with the 403
 * page; the page after it reads the accounts again, so the account leaves their selector,
 * and a new role shows in what the guards allow.
 */

const PASSWORD = 'Demo!2345';
let portal: Portal;
let admin: string;
let client: number;

/** The provider's own API, as the account's admin (a Team page's calls, made directly). */
async function asAdmin(method: string, path: string, body?: unknown) {
  const answer = await fetch(new URL(path, portal.services.urls.main), {
    method,
    headers: { 'content-type': 'application/json', 'access-token': admin },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await answer.json()) as { data: unknown };
}

async function memberId(email: string): Promise<number> {
  const { data } = (await asAdmin('GET', `/user/clients/${client}/members`)) as {
    data: { members: Array<{ user_id: number; email: string }> };
  };
  return data.members.find((m) => m.email === email)!.user_id;
}

beforeAll(async () => {
  portal = await startPortal({ fake: 'all', timeoutMs: 10000 });
  const login = await fetch(new URL('/user/login', portal.services.urls.main), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@portal.test', password: PASSWORD }),
  });
  admin = ((await login.json()) as { data: { access_token: { token: string } } }).data.access_token
    .token;
  const clients = (await asAdmin('GET', '/user/clients')) as { data: Array<{ id: number }> };
  client = clients.data[0]!.id;
});
afterAll(() => portal?.close());

describe('a membership changed while the member is signed in', () => {
  let shipper: InertiaBrowser;
  beforeAll(async () => {
    shipper = await signedIn(portal.app, { email: 'shipper@portal.test', password: PASSWORD });
  });

  it('follows a new role once the provider refuses what the old one allowed', async () => {
    expect((await shipper.visit('create-shipment')).status).toBe(200);
    await asAdmin(
      'PUT',
      `/user/clients/${client}/members/${await memberId('shipper@portal.test')}`,
      {
        role: 'viewer',
      },
    );
    // The provider refuses what the old role did at once; the portal's guard follows the
    // new role once it has read the accounts again.
    const refused = await shipper.post(['shipments.cancel', { shipment: '1' }], {});
    expect(refused.status).toBe(403);
    const after = await shipper.visit('create-shipment');
    expect(after.status).toBe(403);
    expect(after.page?.props.message).toBe('Your role on this account does not allow this.');
  });

  it('loses the account once removed: refused at once, then gone from the selector', async () => {
    await asAdmin(
      'DELETE',
      `/user/clients/${client}/members/${await memberId('shipper@portal.test')}`,
    );
    const refused = await shipper.visit('shipments');
    expect(refused.status).toBe(403);
    const next = await shipper.visit('shipments');
    expect(next.page?.props.accounts).toEqual([]);
    expect(next.page?.component).toBe('accounts/account-required');
  });
});
