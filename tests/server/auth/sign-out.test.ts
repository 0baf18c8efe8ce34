import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedIn as signIn } from '../../support/inertia';
import type { FakeAnswer, FakeProvider } from '../../support/provider/fake-provider';
import { signedInSessions, startPortal, type Portal } from '../../support/portal';

/** A provider without the sign-out extension answers it as an unknown path. */
let withoutSignOut = false;
const unknownPath: FakeAnswer = { status: 404, body: { message: 'Not Found' } };

let main: FakeProvider;
let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ fake: 'main' });
  main = portal.provider;
  main.rules.push((req) =>
    withoutSignOut && req.path === '/user/logout' ? unknownPath : undefined,
  );
});
afterAll(() => portal?.close());
beforeEach(() => {
  withoutSignOut = false;
});

/** Signs in and returns the visitor with the provider's token the session holds. */
async function signedIn() {
  const known = new Set((await signedInSessions(portal)).map((s) => s.accessToken));
  const visitor = await signIn(portal.app);
  const token = (await signedInSessions(portal))
    .map((s) => s.accessToken as string)
    .find((t) => !known.has(t))!;
  return { visitor, token };
}

const tokenWorks = async (token: string) =>
  (await fetch(`${portal.services.urls.main}/user/clients`, { headers: { 'Access-Token': token } }))
    .status === 200;

describe('sign-out', () => {
  it('ends the provider’s token too, so a copy of it is worth nothing', async () => {
    const { visitor, token } = await signedIn();
    expect(await tokenWorks(token)).toBe(true);
    (await visitor.post('logout.store', {})).redirectedTo('/login').component('auth/login');
    expect(main.calls).toContain('POST /user/logout');
    expect(await tokenWorks(token)).toBe(false);
    (await visitor.visit('dashboard')).redirectedTo('/login');
  });

  it('signs out here all the same when the provider lacks it', async () => {
    withoutSignOut = true;
    const { visitor, token } = await signedIn();
    (await visitor.post('logout.store', {})).redirectedTo('/login').component('auth/login');
    (await visitor.visit('dashboard')).redirectedTo('/login');
    // The provider kept its token: only the portal's session ended.
    expect(await tokenWorks(token)).toBe(true);
  });
});
