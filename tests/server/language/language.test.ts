import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { browser, DEMO_CREDENTIALS, signedIn } from '../../support/inertia';
import { InertiaBrowser } from '../../support/inertia/browser';
import type { FakeAnswer, FakeProvider } from '../../support/provider/fake-provider';
import { startPortal, type Portal } from '../../support/portal';

/**
 * The language a page is in (docs/i18n.md): the choice made on this device (the cookie),
 * then the one kept with the profile, then the browser's Accept-Language, then English;
 * the first paint says it in `<html lang dir>`.
 */

/** A provider without the language extension answers it as an unknown path. */
let withoutLanguage = false;
const unknownPath: FakeAnswer = { status: 404, body: { message: 'Not Found' } };

let main: FakeProvider;
let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ fake: 'main' });
  main = portal.provider;
  main.rules.push((req) =>
    withoutLanguage && req.path === '/user/language' ? unknownPath : undefined,
  );
});
afterAll(() => portal?.close());
beforeEach(() => {
  withoutLanguage = false;
});

const reader = (languages?: string) => new InertiaBrowser(portal.app, { languages });
const htmlTag = (text: string) => /<html[^>]*>/.exec(text)?.[0];

/** Signs the demo customer in with the profile's language set to `language` first. */
async function keepInProfile(language: string) {
  const visitor = await signedIn(portal.app);
  await visitor.post('language.update', { language });
  expect(main.forwarded.some((f) => f.path === '/user/language')).toBe(true);
  await visitor.post('logout.store', {});
}

describe('the language of the first paint', () => {
  it('follows Accept-Language among the three the portal speaks', async () => {
    const french = await reader('fr-FR,fr;q=0.9,en;q=0.5').open('login');
    french.component('auth/login').where('language', 'fr');
    expect(htmlTag(french.text)).toBe('<html lang="fr" dir="ltr">');

    const arabic = await reader('ar-LB,ar;q=0.9').open('login');
    arabic.where('language', 'ar');
    expect(htmlTag(arabic.text)).toBe('<html lang="ar" dir="rtl">');
  });

  it('is English for a browser that asks for none of them, or asks nothing', async () => {
    (await reader('de-DE,de;q=0.9').open('login')).where('language', 'en');
    const none = await reader().open('login');
    none.where('language', 'en');
    expect(htmlTag(none.text)).toBe('<html lang="en" dir="ltr">');
  });

  it('follows the choice made on this device before Accept-Language', async () => {
    const visitor = reader('fr-FR,fr');
    await visitor.open('login');
    const chosen = await visitor.post('language.update', { language: 'ar' });
    chosen.component('auth/login').where('language', 'ar');
    const again = await visitor.open('track');
    again.where('language', 'ar');
    expect(htmlTag(again.text)).toBe('<html lang="ar" dir="rtl">');
  });

  it('follows the profile on another device, before that device’s Accept-Language', async () => {
    await keepInProfile('fr');
    const elsewhere = new InertiaBrowser(portal.app, { languages: 'ar' });
    await elsewhere.open('login');
    await elsewhere.post('login.store', DEMO_CREDENTIALS);
    (await elsewhere.open('dashboard')).where('language', 'fr');
    await keepInProfile('en');
  });

  it('follows this device’s choice before the profile', async () => {
    await keepInProfile('fr');
    const visitor = reader('fr');
    await visitor.open('login');
    await visitor.post('language.update', { language: 'en' });
    await visitor.post('login.store', DEMO_CREDENTIALS);
    const page = await visitor.open('dashboard');
    page.where('language', 'en');
    expect(htmlTag(page.text)).toBe('<html lang="en" dir="ltr">');
    // The choice made signed out is not written over the profile's at sign-in.
    (await visitor.visit('edit-profile')).where('auth.user.language', 'fr');
    await keepInProfile('en');
  });
});

describe('the switcher', () => {
  it('keeps a signed-in customer’s choice with the profile, and goes back to the page', async () => {
    const visitor = await signedIn(portal.app);
    await visitor.visit('address-book');
    const page = await visitor.post('language.update', { language: 'ar' });
    page.component('address-book/address-book').where('language', 'ar');
    (await visitor.visit('edit-profile')).where('auth.user.language', 'ar');
    await visitor.post('language.update', { language: 'en' });
  });

  it('keeps the choice on this device when the provider keeps no language', async () => {
    withoutLanguage = true;
    const visitor = await signedIn(portal.app);
    await visitor.visit('edit-profile');
    const page = await visitor.post('language.update', { language: 'fr' });
    page.component('profile/edit-profile').where('language', 'fr').toasts();
    (await visitor.visit('dashboard')).where('language', 'fr');
  });

  it('refuses a language the portal does not speak, under the field', async () => {
    const visitor = browser(portal.app);
    await visitor.open('login');
    (await visitor.post('language.update', { language: 'de' }))
      .component('auth/login')
      .where('language', 'en')
      .errorsExactly({ language: 'Choose English, French or Arabic.' });
  });
});

describe('what the server says, in the reader’s language', () => {
  it('writes the field errors of a form in it', async () => {
    const visitor = reader('fr');
    await visitor.open('login');
    const errors = (await visitor.post('login.store', {}, { errorBag: 'login' })).errors('login');
    expect(errors.email).not.toBe('Email is required');
    expect(errors.email).not.toMatch(/[{}]/);
    expect(errors.password).not.toBe('Password is required');
  });

  it('writes its toasts in it, the spec’s English unchanged in English', async () => {
    const arabic = reader('ar');
    await arabic.open('login');
    const landed = await arabic.post('login.store', DEMO_CREDENTIALS);
    const shown = landed.object.flash as { toasts: { message: string }[] };
    expect(shown.toasts[0]!.message).toMatch(/[\u0600-\u06FF]/);

    const english = reader('en');
    await english.open('login');
    (await english.post('login.store', DEMO_CREDENTIALS)).toasts({
      message: messages.toast.loginSuccess,
      status: 'success',
    });
  });
});
