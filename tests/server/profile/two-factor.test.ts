import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Offered } from '../../../shared/billing/types';
import type { TwoFactorView } from '../../../shared/two-factor/types';
import { CSRF_STALE_MESSAGE } from '../../../server/http/csrf';
import { softwareAuthenticator, type CreationOptions } from '../../support/contract/authenticator';
import { appCode, wrongCode } from '../../support/contract/two-factor';
import {
  browser,
  DEMO_CREDENTIALS as DEMO,
  signedIn,
  type InertiaBrowser,
} from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { answerWhen, callsMatching, notFoundEnvelope } from '../../support/provider/answers';

/**
 * Two-factor sign-in in the profile (docs/two-factor.md, 'In the portal'), for the demo
 * user against the reference services: the authenticator app, passkeys (a software
 * authenticator stands for the browser's), the recovery codes shown once, and an account
 * that requires a second factor.
 */

let portal: Portal;
let user: InertiaBrowser;
/** The portal as the browser reaches it: `localhost`, a host name passkeys can be made for. */
const HOST = 'localhost';
const ORIGIN = `http://${HOST}`;
const authenticator = softwareAuthenticator();

beforeAll(async () => {
  portal = await startPortal({ fake: 'all', timeoutMs: 5000 });
  user = await signedIn(portal.app, DEMO, { host: HOST });
});
afterEach(() => portal.overrides.clear());
afterAll(() => portal?.close());

const shown = async () => {
  const page = (await user.visit('two-factor')).component('profile/two-factor');
  return page.prop<Offered<TwoFactorView>>('twoFactor');
};
const stateNow = async () => {
  const state = await shown();
  if (state.state !== 'ok') throw new Error(`two-factor ${state.state}`);
  return state.value;
};

/** Every session the store holds, as its JSON. */
const storeText = () =>
  new Promise<string>((resolve, reject) =>
    (
      portal.store as unknown as {
        all: (cb: (err: unknown, all: unknown) => void) => void;
      }
    ).all((err, all) => (err ? reject(err) : resolve(JSON.stringify(all)))),
  );

let secret = '';
let firstCodes: string[] = [];

describe('two-factor sign-in in the profile', () => {
  it('shows what is on: nothing yet, every factor offered, no codes', async () => {
    (await user.visit('two-factor'))
      .component('profile/two-factor')
      .where('recoveryCodes', null)
      .where('requiredByAccount', false)
      .whereMatch('twoFactor', {
        state: 'ok',
        value: { enabled: false, totp: false, passkeys: [], recoveryCodesLeft: 0 },
      });
  });

  it('is required by an account that asks it: every account page leads to it, with a notice', async () => {
    portal.overrides.add((req) => {
      if (!callsMatching('GET /user/clients')(req)) return undefined;
      return {
        status: 200,
        body: {
          success: true,
          data: [
            {
              id: 1,
              name: 'Cedar Logistics',
              details: '',
              account_number: '100001',
              role: 'admin',
              require_two_factor: true,
            },
          ],
          notification: null,
        },
      };
    });
    // Signed in, the set-up comes before anything else.
    const visitor = browser(portal.app, { host: HOST });
    await visitor.visit('login');
    (await visitor.post('login.store', DEMO, { errorBag: 'login' }))
      .redirectedTo('/profile/two-factor')
      .component('profile/two-factor')
      .where('requiredByAccount', true)
      .hasToast({
        message:
          'This account requires two-factor sign-in. Turn on an authenticator app or a passkey to go on.',
        status: 'info',
      });
    (await visitor.visit('shipments')).redirectedTo('/profile/two-factor');
    // Pages outside the account stay open: the profile.
    (await visitor.visit('edit-profile')).component('profile/edit-profile').notRedirected();
  });

  it('sets up the app: a QR code drawn on the server, the key written out, kept only at the provider', async () => {
    const res = await user.sendJson('post', 'two-factor.totp', {});
    expect(res.status).toBe(200);
    const setup = res.body as { secret: string; qr: string };
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.qr.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(setup.qr.split(',')[1]!, 'base64').toString();
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    secret = setup.secret;
    expect(await storeText()).not.toContain(secret);
  });

  it('refuses a wrong first code under its field, the set-up still waiting', async () => {
    (await user.post('two-factor.confirm-totp', { code: wrongCode(secret) }, { errorBag: 'totp' }))
      .redirectedTo('/profile/two-factor')
      .errorsExactly({ code: 'The code is not right. Try the newest one in your app.' }, 'totp');
    (await user.post('two-factor.confirm-totp', { code: '' }, { errorBag: 'totp' })).hasErrors(
      { code: 'Code is required' },
      'totp',
    );
  });

  it('turns the app on with its first code: ten recovery codes shown this once, never kept', async () => {
    const page = (
      await user.post('two-factor.confirm-totp', { code: appCode(secret) }, { errorBag: 'totp' })
    )
      .component('profile/two-factor')
      .url('/profile/two-factor')
      .has('recoveryCodes', 10)
      .whereMatch('twoFactor.value', { enabled: true, totp: true, recoveryCodesLeft: 10 })
      .toasts({ message: 'The authenticator app is on.', status: 'success' });
    firstCodes = page.prop<string[]>('recoveryCodes');
    expect(firstCodes.every((code) => /^[a-z2-9]{5}-[a-z2-9]{5}$/.test(code))).toBe(true);
    const kept = await storeText();
    for (const code of firstCodes) expect(kept).not.toContain(code);
    expect(kept).not.toContain(secret);
    // Shown once: the page again has none.
    (await user.visit('two-factor'))
      .where('recoveryCodes', null)
      .where('auth.user.two_factor', true);
  });

  it('gives new recovery codes for the password only; the old ones are void', async () => {
    (await user.post('two-factor.recovery-codes', { password: 'not-it' }, { errorBag: 'password' }))
      .redirectedTo('/profile/two-factor')
      .errorsExactly({ password: 'The password is not right.' }, 'password');
    const page = (
      await user.post(
        'two-factor.recovery-codes',
        { password: DEMO.password },
        { errorBag: 'password' },
      )
    )
      .url('/profile/two-factor')
      .has('recoveryCodes', 10)
      .toasts({ message: 'New recovery codes: the old ones no longer work.', status: 'success' });
    const codes = page.prop<string[]>('recoveryCodes');
    expect(codes.some((code) => firstCodes.includes(code))).toBe(false);
  });

  it('adds a passkey made for this portal, renames it, and refuses one made on another website', async () => {
    const ask = async () => {
      const res = await user.sendJson('post', 'two-factor.passkey-options', {});
      expect(res.status).toBe(200);
      return (res.body as { options: CreationOptions }).options;
    };
    const options = await ask();
    expect(options.rp).toMatchObject({ id: HOST, name: 'Courier Portal' });
    const made = authenticator.create(options, ORIGIN);
    (
      await user.post(
        'two-factor.store-passkey',
        { name: 'Work laptop', response: JSON.stringify(made.response) },
        { errorBag: 'passkey' },
      )
    )
      .redirectedTo('/profile/two-factor')
      .hasNoErrors('passkey')
      .toasts({ message: 'The passkey has been added.', status: 'success' })
      .where('recoveryCodes', null)
      .where('twoFactor.value.passkeys', (list: Array<{ name: string }>) =>
        list.some((p) => p.name === 'Work laptop'),
      );

    const elsewhere = authenticator.create(await ask(), 'https://portal-example.evil.test');
    (
      await user.post(
        'two-factor.store-passkey',
        { name: 'Phone', response: JSON.stringify(elsewhere.response) },
        { errorBag: 'passkey' },
      )
    ).errorsExactly(
      { response: 'This passkey answered for another website, so it cannot be used here.' },
      'passkey',
    );
    (
      await user.post(
        'two-factor.store-passkey',
        { name: 'Phone', response: 'not json' },
        { errorBag: 'passkey' },
      )
    ).errorsExactly({ response: 'This passkey could not be verified. Try again.' }, 'passkey');

    const [passkey] = (await stateNow()).passkeys;
    (
      await user.put(
        ['two-factor.rename-passkey', { passkey: passkey!.id }],
        { name: 'Home laptop' },
        { errorBag: 'renamePasskey' },
      )
    )
      .redirectedTo('/profile/two-factor')
      .whereMatch('twoFactor.value.passkeys.0', { name: 'Home laptop' });
    (
      await user.put(
        ['two-factor.rename-passkey', { passkey: passkey!.id }],
        { name: 'x'.repeat(61) },
        { errorBag: 'renamePasskey' },
      )
    ).hasErrors(['name'], 'renamePasskey');
  });

  it('removes a passkey and turns the app off with the password; off, the codes go too', async () => {
    const [passkey] = (await stateNow()).passkeys;
    (
      await user.delete(
        ['two-factor.destroy-passkey', { passkey: passkey!.id }],
        { password: 'not-it' },
        { errorBag: 'password' },
      )
    ).errorsExactly({ password: 'The password is not right.' }, 'password');
    (
      await user.delete(
        ['two-factor.destroy-passkey', { passkey: passkey!.id }],
        { password: DEMO.password },
        { errorBag: 'password' },
      )
    )
      .redirectedTo('/profile/two-factor')
      .toasts({ message: 'The passkey has been removed.', status: 'success' })
      .where('twoFactor.value.passkeys', []);
    (
      await user.delete(
        'two-factor.destroy-totp',
        { password: DEMO.password },
        { errorBag: 'password' },
      )
    )
      .redirectedTo('/profile/two-factor')
      .toasts({ message: 'The authenticator app is off.', status: 'success' })
      .whereMatch('twoFactor.value', { enabled: false, totp: false, recoveryCodesLeft: 0 })
      .where('auth.user.two_factor', false);
  });

  it('refuses a form without its token: the form was out of date, nothing changed', async () => {
    const res = await user.agent
      .delete('/profile/two-factor/totp')
      .set('Host', user.host)
      .set('X-Inertia', 'true')
      .set('Referer', `http://${user.host}/profile/two-factor`)
      .send({ password: DEMO.password });
    expect(res.headers.location).toBe('/profile/two-factor');
    (await user.visit('two-factor')).hasToast({ message: CSRF_STALE_MESSAGE, status: 'error' });
  });

  it('says plainly when the provider does not offer it', async () => {
    portal.overrides.add(answerWhen(callsMatching('GET /two-factor'), notFoundEnvelope));
    expect(await shown()).toEqual({ state: 'not-offered' });
    // The set-up's JSON answers nothing to start from.
    portal.overrides.add(answerWhen(callsMatching('POST /two-factor/totp'), notFoundEnvelope));
    const res = await user.sendJson('post', 'two-factor.totp', {});
    expect(res.status).not.toBe(200);
  });
});
