// Extension: passkeys, a second factor and a sign-in of their own (docs/two-factor.md, 'The
// provider's side'). The portal is the relying party and names its `rp_id` and `origin`;
// the provider verifies every answer against them and the challenge it handed out. Auth
// service: `POST /passkeys/registration-options {rp_id, rp_name}` (creation options: resident
// key required, the user's passkeys excluded), `POST /passkeys {name, response, rp_id,
// origin}` (201 {passkey, recovery_codes, two_factor}; 422 on `response` for another
// origin, a used or expired prompt, on `name` 1 to 60 characters), `PUT`/`POST
// /passkeys/{id} {name}`, `DELETE /passkeys/{id} {password}`; 404 for another user's. Main
// API: the second step's `POST /user/login/two-factor/passkey-options {challenge, rp_id}` and
// `{challenge, passkey: {response, rp_id, origin}}`; a passkey alone signs in with
// `POST /user/login/passkey-options {rp_id}` and `POST /user/login/passkey {challenge_id,
// response, rp_id, origin}` (422 on `passkey`: unknown, another origin, a prompt used, the
// user not verified). Answers are made by a software authenticator
// (tests/support/contract/authenticator.ts). New users come through the outbox.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failure, invalid, ok, signedOut, type Method } from '../support/contract/api';
import { softwareAuthenticator, type Authenticator } from '../support/contract/authenticator';
import type { NewUser } from '../support/contract/flows';
import { useContract } from '../support/contract/suite';
import { otpReadable } from '../support/contract/target';
import {
  OTHER_ORIGIN,
  passkey as passkeySchema,
  recoveryCodes,
  RP,
  signedIn,
  status,
  twoFactorFlows,
} from '../support/contract/two-factor';

const contract = useContract();
const { api, flow } = contract;
const tf = twoFactorFlows(api);

const creationOptions = z.object({
  challenge: z.string().min(16),
  rp: z.object({ id: z.literal(RP.rp_id), name: z.string() }),
  user: z.object({ id: z.string().min(16), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ type: z.literal('public-key'), alg: z.number() })),
  excludeCredentials: z.array(z.object({ id: z.string(), type: z.literal('public-key') })),
  authenticatorSelection: z.object({
    residentKey: z.literal('required'),
    userVerification: z.literal('preferred'),
  }),
});
const requestOptions = z.object({
  challenge: z.string().min(16),
  rpId: z.literal(RP.rp_id),
  allowCredentials: z.array(z.object({ id: z.string() })).optional(),
  userVerification: z.string(),
});
const added = z.object({
  passkey: passkeySchema,
  recovery_codes: recoveryCodes.nullable(),
  two_factor: status,
});

const credentials = (user: NewUser) => ({ email: user.email, password: user.password });

async function registrationOptions(token: string) {
  return ok(
    await api.post('auth', '/passkeys/registration-options', {
      token,
      body: { rp_id: RP.rp_id, rp_name: 'Courier Portal' },
    }),
    creationOptions,
  );
}

/** Registers a new passkey of the authenticator for the user, as the portal's page would. */
async function addPasskey(
  token: string,
  authenticator: Authenticator,
  name = 'My phone',
  origin: string = RP.origin,
) {
  const options = await registrationOptions(token);
  const { response, passkey } = authenticator.create(options, origin);
  const answer = await api.post('auth', '/passkeys', {
    token,
    body: { name, response, rp_id: RP.rp_id, origin: RP.origin },
  });
  return { answer, held: passkey, response };
}

describe('passkey calls without a token', () => {
  const calls: [Method, string][] = [
    ['POST', '/passkeys/registration-options'],
    ['POST', '/passkeys'],
    ['PUT', '/passkeys/abc'],
    ['POST', '/passkeys/abc'],
    ['DELETE', '/passkeys/abc'],
  ];
  it.each(calls)('%s %s is code 100', async (method, path) => {
    signedOut(await api.call('auth', method, path, { body: {} }));
  });
});

describe.skipIf(!otpReadable)('passkeys', () => {
  it('are registered with options for the site, and the first turns two-factor on', async () => {
    const user = await flow.newUser();
    const { token } = user.session;
    const phone = softwareAuthenticator();

    const options = await registrationOptions(token);
    expect(options.user.name).toBe(user.email);
    expect(options.excludeCredentials).toEqual([]);
    invalid(
      await api.post('auth', '/passkeys/registration-options', {
        token,
        body: { rp_id: 'not a host', rp_name: 'Courier Portal' },
      }),
      ['rp_id'],
    );

    const first = await addPasskey(token, phone, 'Work laptop');
    const body = ok(first.answer, added);
    expect(first.answer.status).toBe(201);
    expect(body.passkey).toMatchObject({
      id: first.held.id,
      name: 'Work laptop',
      last_used_at: null,
    });
    expect(body.recovery_codes).toHaveLength(10);
    expect(body.two_factor).toMatchObject({ enabled: true, totp: false, recovery_codes_left: 10 });
    expect(body.two_factor.passkeys).toEqual([body.passkey]);
    const details = ok(
      await api.get('auth', '/user-details', { token }),
      z.object({ user: z.object({ two_factor: z.boolean() }) }),
    );
    expect(details.user.two_factor).toBe(true);

    // A second one: the first is excluded from its options, and the codes are not shown again.
    const again = await registrationOptions(token);
    expect(again.excludeCredentials.map((credential) => credential.id)).toEqual([first.held.id]);
    const second = await addPasskey(token, softwareAuthenticator(), 'Phone');
    expect(ok(second.answer, added).recovery_codes).toBeNull();
    expect((await tf.statusOf(token)).passkeys.map((passkey) => passkey.name)).toEqual([
      'Work laptop',
      'Phone',
    ]);
  });

  it('refuses an answer from another origin, a prompt used twice, and a bad name', async () => {
    const user = await flow.newUser();
    const { token } = user.session;
    const phone = softwareAuthenticator();

    // Made on another site's page, though posted by the portal: refused, nothing kept.
    const other = await addPasskey(token, phone, 'Phone', OTHER_ORIGIN);
    const errors = invalid(other.answer, ['response']);
    expect(errors.response).toMatch(/another website/);
    expect((await tf.statusOf(token)).passkeys).toEqual([]);

    // An origin that is not the site named is refused before anything is checked.
    const options = await registrationOptions(token);
    const { response } = phone.create(options, RP.origin);
    invalid(
      await api.post('auth', '/passkeys', {
        token,
        body: { name: 'Phone', response, rp_id: RP.rp_id, origin: 'https://elsewhere.example' },
      }),
      ['origin'],
    );
    // A name left out or too long: refused, and the prompt still waits for the answer.
    for (const name of ['', ' ', 'x'.repeat(61)]) {
      invalid(
        await api.post('auth', '/passkeys', {
          token,
          body: { name, response, rp_id: RP.rp_id, origin: RP.origin },
        }),
        ['name'],
      );
    }
    const name = 'x'.repeat(60);
    ok(
      await api.post('auth', '/passkeys', {
        token,
        body: { name, response, rp_id: RP.rp_id, origin: RP.origin },
      }),
      added,
    );
    // The same answer again: its prompt was used.
    const replay = invalid(
      await api.post('auth', '/passkeys', {
        token,
        body: { name: 'Again', response, rp_id: RP.rp_id, origin: RP.origin },
      }),
      ['response'],
    );
    expect(replay.response).toMatch(/expired/);
    expect((await tf.statusOf(token)).passkeys).toHaveLength(1);
  });

  it('answer a sign-in second step; one from another origin is refused', async () => {
    const user = await flow.newUser();
    const phone = softwareAuthenticator();
    const { answer } = await addPasskey(user.session.token, phone);
    const passkeyId = ok(answer, added).passkey.id;

    const step = await tf.passwordStep(credentials(user));
    expect(step.methods).toEqual(['passkey', 'recovery']);
    const promptFor = async (challenge: string) =>
      ok(
        await api.post('main', '/user/login/two-factor/passkey-options', {
          body: { challenge, rp_id: RP.rp_id },
        }),
        z.object({ options: requestOptions }),
      ).options;

    const options = await promptFor(step.challenge);
    expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([passkeyId]);
    const phished = phone.get(options, OTHER_ORIGIN);
    const refused = invalid(
      await tf.answer(step.challenge, {
        passkey: { response: phished, rp_id: RP.rp_id, origin: RP.origin },
      }),
      ['passkey'],
    );
    expect(refused.passkey).toMatch(/another website/);

    // Another user's passkey does not answer this user's sign-in (a browser would not offer
    // it; one made to answer anyway is refused).
    const stranger = await flow.newUser();
    const strangerPhone = softwareAuthenticator();
    const theirs = await addPasskey(stranger.session.token, strangerPhone);
    const strangers = strangerPhone.get(await promptFor(step.challenge), RP.origin, theirs.held);
    invalid(
      await tf.answer(step.challenge, {
        passkey: { response: strangers, rp_id: RP.rp_id, origin: RP.origin },
      }),
      ['passkey'],
    );

    const good = phone.get(await promptFor(step.challenge), RP.origin);
    const login = ok(
      await tf.answer(step.challenge, {
        passkey: { response: good, rp_id: RP.rp_id, origin: RP.origin },
      }),
      signedIn,
    );
    expect(login.user.email).toBe(user.email);
    const used = (await tf.statusOf(login.access_token.token)).passkeys[0]!;
    expect(used.last_used_at).not.toBeNull();
  });

  it('sign in alone, without a password', async () => {
    const user = await flow.newUser();
    const phone = softwareAuthenticator();
    ok((await addPasskey(user.session.token, phone)).answer, added);

    const prompt = async () =>
      ok(
        await api.post('main', '/user/login/passkey-options', { body: { rp_id: RP.rp_id } }),
        z.object({ challenge_id: z.string().min(16), options: requestOptions }),
      );
    const first = await prompt();
    // Discoverable: the browser offers the passkeys it holds for the site.
    expect(first.options.allowCredentials ?? []).toEqual([]);
    expect(first.options.userVerification).toBe('required');
    const response = phone.get(first.options, RP.origin);
    const signIn = (challengeId: string, answer: unknown, origin: string = RP.origin) =>
      api.post('main', '/user/login/passkey', {
        body: { challenge_id: challengeId, response: answer, rp_id: RP.rp_id, origin },
      });

    const login = ok(await signIn(first.challenge_id, response), signedIn);
    expect(login.user).toMatchObject({ email: user.email, two_factor: true });

    // The same answer again: its prompt is spent.
    invalid(await signIn(first.challenge_id, response), ['passkey']);

    // Made on another site's page.
    const second = await prompt();
    expect(
      invalid(await signIn(second.challenge_id, phone.get(second.options, OTHER_ORIGIN)), [
        'passkey',
      ]).passkey,
    ).toMatch(/another website/);

    // A passkey the provider never registered.
    const unknown = softwareAuthenticator();
    const third = await prompt();
    unknown.create(await registrationOptions(user.session.token), RP.origin);
    invalid(await signIn(third.challenge_id, unknown.get(third.options, RP.origin)), ['passkey']);

    // Without the user verified (no PIN, no face), a passkey alone does not sign in.
    phone.verifiesUser = false;
    const fourth = await prompt();
    invalid(await signIn(fourth.challenge_id, phone.get(fourth.options, RP.origin)), ['passkey']);
    phone.verifiesUser = true;
    const fifth = await prompt();
    ok(await signIn(fifth.challenge_id, phone.get(fifth.options, RP.origin)), signedIn);
  });

  it("are renamed and removed by their user only; another user's reads as not found", async () => {
    const user = await flow.newUser();
    const other = await flow.newUser();
    const { token } = user.session;
    const phone = softwareAuthenticator();
    const laptop = softwareAuthenticator();
    const kept = ok((await addPasskey(token, phone, 'Phone')).answer, added).passkey;
    const second = ok((await addPasskey(token, laptop, 'Laptop')).answer, added).passkey;

    const renamed = ok(
      await api.call('auth', 'PUT', `/passkeys/${kept.id}`, { token, body: { name: ' Pixel ' } }),
      z.object({ passkey: passkeySchema }),
    );
    expect(renamed.passkey).toMatchObject({ id: kept.id, name: 'Pixel' });
    ok(
      await api.post('auth', `/passkeys/${kept.id}`, { token, body: { name: 'Pixel 9' } }),
      z.object({ passkey: passkeySchema }),
    );
    invalid(await api.post('auth', `/passkeys/${kept.id}`, { token, body: { name: '' } }), [
      'name',
    ]);

    const theirs = other.session.token;
    failure(
      await api.post('auth', `/passkeys/${kept.id}`, { token: theirs, body: { name: 'x' } }),
      404,
    );
    failure(
      await api.delete('auth', `/passkeys/${kept.id}`, {
        token: theirs,
        body: { password: other.password },
      }),
      404,
    );
    failure(
      await api.post('auth', '/passkeys/no-such-passkey', { token, body: { name: 'x' } }),
      404,
    );

    invalid(
      await api.delete('auth', `/passkeys/${second.id}`, {
        token,
        body: { password: 'Wrong!2345' },
      }),
      ['password'],
    );
    const one = ok(
      await api.delete('auth', `/passkeys/${second.id}`, {
        token,
        body: { password: user.password },
      }),
      z.object({ two_factor: status }),
    );
    expect(one.two_factor).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect(one.two_factor.passkeys.map((passkey) => passkey.name)).toEqual(['Pixel 9']);

    // The last factor removed: two-factor is off, the codes gone, the password enough.
    const none = ok(
      await api.delete('auth', `/passkeys/${kept.id}`, {
        token,
        body: { password: user.password },
      }),
      z.object({ two_factor: status }),
    );
    expect(none.two_factor).toEqual({
      enabled: false,
      totp: false,
      passkeys: [],
      recovery_codes_left: 0,
    });
    const login = ok(await api.post('main', '/user/login', { body: credentials(user) }), signedIn);
    expect(login.user.two_factor).toBe(false);

    // A removed passkey signs in no more.
    const prompt = ok(
      await api.post('main', '/user/login/passkey-options', { body: { rp_id: RP.rp_id } }),
      z.object({ challenge_id: z.string(), options: requestOptions }),
    );
    invalid(
      await api.post('main', '/user/login/passkey', {
        body: {
          challenge_id: prompt.challenge_id,
          response: phone.get(prompt.options, RP.origin),
          rp_id: RP.rp_id,
          origin: RP.origin,
        },
      }),
      ['passkey'],
    );
  });
});
