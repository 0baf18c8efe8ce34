// Extension: POST /user/language keeps the portal's language the user chose with their
// profile ('en', 'fr' or 'ar'; null until chosen), so it follows them to any device. The user
// then carries `language` wherever the contract answers it. A provider without it fails this
// file only; the portal then keeps the language in a cookie on that device alone.
// The call takes no null, so the test user gets back the language they had chosen, or, had
// they never chosen one, is left with English, the portal's first language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invalid, ok, signedOut, successEnvelope } from '../support/contract/api';
import type { Session } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { useContract } from '../support/contract/suite';

const { api, target, flow } = useContract();

const languages = ['ar', 'fr', 'en'] as const;
const userWithLanguage = s.user.extend({ language: z.enum(languages).nullable() });

let session: Session;
let original: z.infer<typeof userWithLanguage>;

const save = (language: unknown, token: string | undefined = session.token) =>
  api.post('main', '/user/language', {
    token,
    body: language === undefined ? {} : { language },
  });

const details = async () =>
  ok(
    await api.get('auth', '/user-details', { token: session.token }),
    z.object({ user: userWithLanguage }),
  ).user;

const signIn = async () =>
  ok(
    await api.post('main', '/user/login', { body: target().user }),
    s.login.extend({ user: userWithLanguage }),
  ).user;

beforeAll(async () => {
  session = await flow.login(target().user);
  original = await details();
});

afterAll(async () => {
  await save(original.language ?? 'en');
});

describe('POST /user/language (extension)', () => {
  it.each(languages)('saves %s and answers the user with it', async (language) => {
    const answer = await save(language);
    const user = ok(answer, userWithLanguage);
    expect(user.language).toBe(language);
    expect(user).toMatchObject({ id: original.id, email: original.email });
    const notice = successEnvelope.parse(answer.json).notification;
    expect(notice?.message.trim()).not.toBe('');
  });

  it('is read back by /user-details and by a later sign-in, as on another device', async () => {
    ok(await save('fr'), userWithLanguage);
    expect((await details()).language).toBe('fr');
    expect((await signIn()).language).toBe('fr');
    ok(await save('en'), userWithLanguage);
    expect((await details()).language).toBe('en');
    expect((await signIn()).language).toBe('en');
  });

  it('answers 422 on language for a language it does not offer, keeping the saved one', async () => {
    ok(await save('ar'), userWithLanguage);
    for (const other of ['de', 'EN', 'english', '', null, 1, ['en']]) {
      invalid(await save(other), ['language']);
    }
    expect((await details()).language).toBe('ar');
  });

  it('answers 422 on language when it is missing', async () => {
    invalid(await save(undefined), ['language']);
  });

  it('answers code 100 without a token or with one that is not valid', async () => {
    signedOut(await api.post('main', '/user/language', { body: { language: 'en' } }));
    signedOut(await save('en', 'not-a-token'));
  });
});
