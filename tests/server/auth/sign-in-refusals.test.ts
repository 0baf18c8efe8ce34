import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { browser } from '../../support/inertia';
import {
  type FakeAnswer,
  type FakeFault,
  type FakeProvider,
} from '../../support/provider/fake-provider';
import { connectionReset, serverError, sessionEnded } from '../../support/provider/answers';
import { startPortal, type Portal } from '../../support/portal';

/** How the provider answers every sign-in while a case runs; undefined: as the service does. */
let answer: FakeAnswer | FakeFault | undefined;
let main: FakeProvider;
let portal: Portal;
beforeAll(async () => {
  // One proxy hop: each case signs in from its own address.
  portal = await startPortal({
    fake: 'main',
    env: { TRUST_PROXY: '1' },
    // The sign-in delay of an attacked e-mail is skipped.
    signInWait: async () => undefined,
  });
  main = portal.provider;
  main.rules.push((req) => (req.path === '/user/login' ? answer : undefined));
});
afterAll(() => portal?.close());
beforeEach(() => {
  answer = undefined;
});

const refusal = (status: number, code = status): FakeAnswer => ({
  status,
  body: {
    success: false,
    data: null,
    notification: { message: 'These credentials do not match our records.', type: 'error', code },
  },
});

let caseNumber = 0;
/** Signs in `times` times with a wrong password, one e-mail from one new address. */
async function guess(times: number, parallel = false) {
  caseNumber += 1;
  const email = `guess-${caseNumber}@portal.test`;
  const headers = { 'X-Forwarded-For': `203.0.113.${caseNumber}` };
  const before = main.calls.filter((call) => call === 'POST /user/login').length;
  const one = () =>
    browser(portal.app).post(
      'login.store',
      { email, password: 'Wrong-pass1' },
      { headers, follow: false },
    );
  if (parallel) await Promise.all(Array.from({ length: times }, one));
  else for (let i = 0; i < times; i++) await one();
  return {
    forwarded: main.calls.filter((call) => call === 'POST /user/login').length - before,
    headers,
  };
}

describe('sign-in limits, whatever the provider refuses with', { timeout: 30_000 }, () => {
  it.each([
    ['401', refusal(401)],
    ['403', refusal(403)],
    ['404', refusal(404)],
    ['422', refusal(422)],
    ['429', refusal(429)],
  ])('a refusal with %s counts: 30 wrong passwords, 10 reach the provider', async (_s, a) => {
    answer = a;
    const { forwarded, headers } = await guess(30);
    expect(forwarded).toBe(10);
    const visitor = browser(portal.app);
    await visitor.visit('login');
    (
      await visitor.post(
        'login.store',
        { email: `guess-${caseNumber}@portal.test`, password: 'x'.repeat(8) },
        { headers },
      )
    )
      .redirectedTo('/login')
      .component('auth/login')
      .hasToast({ message: expect.stringMatching(/^Too many attempts/), status: 'error' });
  });

  it('a refusal says the provider’s words above the form, never which field was wrong', async () => {
    answer = refusal(401);
    const visitor = browser(portal.app);
    await visitor.visit('login');
    (await visitor.post('login.store', { email: 'words@portal.test', password: 'Wrong-pass1' }))
      .component('auth/login')
      .errorsExactly({ form: 'These credentials do not match our records.' });
  });

  it.each([
    ['an outage', serverError],
    ['a reset connection', connectionReset],
    ['code 100', sessionEnded],
  ])('%s does not count', async (_name, a) => {
    answer = a;
    const { forwarded } = await guess(15);
    expect(forwarded).toBe(15);
  });

  it('parallel guesses count at once: 15 at the same instant, 10 reach the provider', async () => {
    const { forwarded } = await guess(15, true);
    expect(forwarded).toBe(10);
  });
});
