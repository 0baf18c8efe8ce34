import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InertiaBrowser } from '../../support/inertia';
import { uniqueEmail } from '../../support/data/outbox';
import { startPortal, type Portal } from '../../support/portal';

/**
 * The messages the provider sends because of what a reader did are in the reader's language
 * (docs/i18n.md, "The provider's words"): the portal asks for it with every call, and the
 * reference services write their one-time codes in it.
 */

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal?.close());

interface Sent {
  code: string | null;
  text: string;
}
async function sentTo(to: string): Promise<Sent> {
  const url = new URL('/dev/outbox', portal.services.urls.main);
  url.searchParams.set('to', to);
  const [newest] = (await (await fetch(url)).json()) as Sent[];
  if (!newest) throw new Error(`nothing sent to ${to}`);
  return newest;
}

async function register(languages: string): Promise<Sent> {
  const email = uniqueEmail('mail');
  const visitor = new InertiaBrowser(portal.app, { languages });
  await visitor.visit(['register', { type: 'personal' }]);
  await visitor.post(['register.store', { type: 'personal' }], {
    first_name: 'Rana',
    last_name: 'Haddad',
    email,
    phone_number: '+961 71 123 456',
    password: 'Original!1',
    password_confirmation: 'Original!1',
  });
  return sentTo(email);
}

describe("one-time codes in the reader's language", () => {
  it('writes the verification code in Arabic to an Arabic reader, its digits Latin', async () => {
    const sent = await register('ar');
    expect(sent.text).toBe(`رمز التحقق الخاص بك هو ${sent.code}. تنتهي صلاحيته خلال 10 دقائق.`);
    expect(sent.code).toMatch(/^\d{6}$/);
  });

  it('writes it in French to a French reader', async () => {
    const sent = await register('fr-FR,fr;q=0.9');
    expect(sent.text).toBe(
      `Votre code de vérification est ${sent.code}. Il expire dans 10 minutes.`,
    );
  });

  it('keeps the English of a reader of any other language', async () => {
    const sent = await register('de-DE,de;q=0.9');
    expect(sent.text).toBe(`Your verification code is ${sent.code}. It expires in 10 minutes.`);
  });
});
