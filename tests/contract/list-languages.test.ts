// The list-languages extension: the provider's own lists answered in the language the
// caller's Accept-Language asks for (fr, ar), English without it; values never change.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from '../support/contract/api';
import type { Session } from '../support/contract/flows';
import type * as s from '../support/contract/schemas';
import { useContract } from '../support/contract/suite';

const { api, target, flow } = useContract();

let session: Session;
let client: s.Client;
beforeAll(async () => {
  session = await flow.login(target().user);
  client = await flow.firstClient(session);
});

const option = z.object({ value: z.string(), label: z.string() });
const options = z.array(option);
type Option = z.infer<typeof option>;
const enumLists = z.record(z.string(), options);
const payload = z.object({
  currencies: options,
  products: z.array(option.extend({ description: z.string().nullish() })),
  added_services: options,
});

const ARABIC = /[\u0600-\u06FF]/;
const FRENCH = 'fr';
const LANGUAGES = ['fr', 'ar'] as const;
type Asked = (typeof LANGUAGES)[number] | 'en' | undefined;

const inLanguage = (language: Asked) =>
  language ? { headers: { 'Accept-Language': language } } : {};

const statusOptions = async (path: string, language?: Asked) =>
  ok(await api.get('main', path, { token: session.token, ...inLanguage(language) }), options);
const enums = async (language?: Asked) =>
  ok(await api.get('main', '/enums', { token: session.token, ...inLanguage(language) }), enumLists);
const creationPayload = async (language?: Asked) =>
  ok(
    await api.post('main', '/shipment-creation-payload', {
      token: session.token,
      body: { client_id: client.id },
      ...inLanguage(language),
    }),
    payload,
  );

const values = (list: Option[]) => list.map((o) => o.value);
const labels = (list: Option[]) => list.map((o) => o.label);

/** The list in `language` says the same values, in order, with labels of that language. */
function expectSaid(english: Option[], said: Option[], language: 'fr' | 'ar', every = true) {
  expect(values(said)).toEqual(values(english));
  if (language === 'ar') {
    const arabic = said.filter((o) => ARABIC.test(o.label));
    if (every) expect(labels(said).filter((l) => !ARABIC.test(l))).toEqual([]);
    else expect(arabic.length).toBeGreaterThan(0);
  } else {
    const changed = said.filter((o, i) => o.label !== english[i]!.label);
    if (every) expect(changed.map((o) => o.value)).toEqual(values(english));
    else expect(changed.length).toBeGreaterThan(0);
  }
}

const STATUS_LISTS = [
  '/client-portal/shipments/statuses/options',
  '/client-portal/pickups/statuses/options',
];

describe.each(STATUS_LISTS)('GET %s in the reader’s language', (path) => {
  it('answers English without Accept-Language, and with `en`', async () => {
    const english = await statusOptions(path);
    expect(english[0]).toEqual({ value: '', label: 'All' });
    expect(await statusOptions(path, 'en')).toEqual(english);
  });

  it.each(LANGUAGES)('answers every label in %s, the values as in English', async (language) => {
    const english = await statusOptions(path);
    expectSaid(english, await statusOptions(path, language), language);
  });

  it('takes the first language of a browser’s Accept-Language it speaks', async () => {
    const english = await statusOptions(path);
    const said = ok(
      await api.get('main', path, {
        token: session.token,
        headers: { 'Accept-Language': 'de-DE,de;q=0.9,fr;q=0.8,en;q=0.5' },
      }),
      options,
    );
    expectSaid(english, said, FRENCH);
  });
});

describe('GET /enums in the reader’s language', () => {
  it('answers English without Accept-Language, and with `en`', async () => {
    const english = await enums();
    expect(english.package_types?.map((o) => o.label)).toContain('Box');
    expect(await enums('en')).toEqual(english);
  });

  it.each(LANGUAGES)('answers each list in %s, the same lists and values', async (language) => {
    const english = await enums();
    const said = await enums(language);
    expect(Object.keys(said).sort()).toEqual(Object.keys(english).sort());
    // A label may be the same word in French ('Documents'), never a whole list.
    for (const [name, list] of Object.entries(english)) {
      expectSaid(list, said[name]!, language, language === 'ar');
    }
  });
});

describe('POST /shipment-creation-payload in the reader’s language', () => {
  it('answers English without Accept-Language, and with `en`', async () => {
    expect(await creationPayload('en')).toEqual(await creationPayload());
  });

  it.each(LANGUAGES)(
    'answers the products, added services and currencies in %s',
    async (language) => {
      const english = await creationPayload();
      const said = await creationPayload(language);
      // Products are names a brand may keep in any language: some, not all, change.
      expectSaid(english.products, said.products, language, false);
      expectSaid(english.added_services, said.added_services, language);
      expectSaid(english.currencies, said.currencies, language, false);
      expect(said.products.map((p) => p.description)).not.toEqual(
        english.products.map((p) => p.description),
      );
    },
  );
});
