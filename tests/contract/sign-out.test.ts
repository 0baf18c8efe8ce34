// Extension: POST /user/logout ends the access token presented, and only that one. A
// provider without it fails this file only; the portal then signs out on its own side.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok, signedOut } from '../support/contract/api';
import { useContract } from '../support/contract/suite';

const { api, target, flow } = useContract();

describe('POST /user/logout (extension)', () => {
  it('revokes the token presented: every later call with it answers code 100', async () => {
    const session = await flow.login(target().user);
    const other = await flow.login(target().user);
    ok(await api.post('main', '/user/logout', { token: session.token }), z.unknown());
    signedOut(await api.get('main', '/user/clients', { token: session.token }));
    signedOut(await api.get('auth', '/user-details', { token: session.token }));
    // The same user's other sign-in goes on.
    const clients = ok(
      await api.get('main', '/user/clients', { token: other.token }),
      z.array(z.unknown()),
    );
    expect(clients.length).toBeGreaterThan(0);
  });

  it('answers code 100 without a token', async () => {
    signedOut(await api.post('main', '/user/logout', {}));
  });
});
