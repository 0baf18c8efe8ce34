// Extension: package presets kept by the provider per client account (list, create, change or
// rename, delete); 422 with the field map, at most 50 per account, 404 on a preset not under
// the account, 403 on another user's account. A backend without them fails this file only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failure, forbidden, invalid, ok, signedOut } from '../support/contract/api';
import type { Session } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { uniqueTag as unique } from '../support/contract/signed-in';
import { useContract } from '../support/contract/suite';
import { otpReadable } from '../support/contract/target';

const { api, target, flow } = useContract();

const MAX_PRESETS = 50;

const preset = z.object({
  id: s.id,
  name: z.string().min(1),
  type: z.string().min(1),
  commodity_type: z.string().min(1),
  description: z.string().nullable(),
  dimensions: z
    .object({
      unit: z.string().min(1),
      length: z.number().positive(),
      width: z.number().positive(),
      height: z.number().positive(),
    })
    .nullable(),
  weight: z.object({ value: z.number().positive(), unit: z.string().min(1) }),
  created_at: z.string().min(1),
  updated_at: z.string().min(1),
});
type Preset = z.infer<typeof preset>;

let session: Session;
let client: s.Client;
let enums: s.Enums;
const made = new Set<string>();

beforeAll(async () => {
  session = await flow.login(target().user);
  client = await flow.firstClient(session);
  enums = await flow.enums(session);
});

afterAll(async () => {
  for (const id of made) await api.delete('main', `${path()}/${id}`, { token: session.token });
});

const path = (account: s.Client = client) => `/user/clients/${account.id}/package-presets`;
const first = (list: s.Enums[keyof s.Enums], at = 0) => String(list[at]?.value ?? list[0]?.value);

const body = (overrides: Record<string, unknown> = {}) => ({
  name: `Contract box ${unique()}`,
  type: first(enums.package_types),
  commodity_type: first(enums.commodity_types),
  description: 'Books',
  dimensions: { unit: first(enums.dimension_units), length: 30, width: 20, height: 10 },
  weight: { value: 1.5, unit: first(enums.weight_units) },
  ...overrides,
});

const list = async (account: s.Client = client) =>
  ok(await api.get('main', path(account), { token: session.token }), z.array(preset));

const post = (payload: unknown, suffix = '') =>
  api.post('main', `${path()}${suffix}`, { token: session.token, body: payload });

async function create(overrides: Record<string, unknown> = {}): Promise<Preset> {
  const created = ok(await post(body(overrides)), preset);
  made.add(String(created.id));
  return created;
}

async function remove(id: string | number) {
  const answer = await api.delete('main', `${path()}/${id}`, { token: session.token });
  made.delete(String(id));
  return answer;
}

describe('GET /user/clients/{client}/package-presets', () => {
  it('lists the account’s presets', async () => {
    const presets = await list();
    if (target().embedded) {
      expect(presets.map((p) => p.name)).toEqual(
        expect.arrayContaining(['Document envelope', 'Small box', 'Large box']),
      );
    }
  });

  it('answers code 100 without a token', async () => {
    signedOut(await api.get('main', path()));
  });
});

describe('POST /user/clients/{client}/package-presets', () => {
  it('saves a preset and answers it with its id; the list then holds it', async () => {
    const sent = body();
    const created = await create(sent);
    expect(created).toMatchObject({
      name: sent.name,
      type: sent.type,
      commodity_type: sent.commodity_type,
      description: 'Books',
      dimensions: sent.dimensions,
      weight: sent.weight,
    });
    expect((await list()).find((p) => String(p.id) === String(created.id))).toEqual(created);
  });

  it('keeps a preset without dimensions, which a domestic package needs none of', async () => {
    const created = await create({ dimensions: null, description: '' });
    expect(created.dimensions).toBeNull();
    expect(created.description).toBeNull();
  });

  it('answers 422 naming every missing field', async () => {
    const errors = invalid(await post({}), ['name', 'type', 'commodity_type']);
    expect(Object.keys(errors).some((key) => key.startsWith('weight'))).toBe(true);
  });

  it('answers 422 on values outside the provider’s lists and on partial dimensions', async () => {
    const errors = invalid(
      await post(
        body({
          type: 'crate-of-nothing',
          weight: { value: 0, unit: 'stone' },
          dimensions: { unit: first(enums.dimension_units), length: 30 },
        }),
      ),
      ['type', 'weight.value', 'weight.unit'],
    );
    expect(Object.keys(errors).some((key) => key.startsWith('dimensions'))).toBe(true);
  });

  it('answers 422 on a name the account already uses, whatever its case', async () => {
    const created = await create();
    invalid(await post(body({ name: created.name.toUpperCase() })), ['name']);
  });

  it(`keeps at most ${MAX_PRESETS} presets per account (422 on name beyond)`, async () => {
    const room = MAX_PRESETS - (await list()).length;
    for (let i = 0; i < room; i += 1) await create();
    expect(await list()).toHaveLength(MAX_PRESETS);
    invalid(await post(body()), ['name']);
    for (const id of [...made]) await remove(id);
  });
});

describe('POST /user/clients/{client}/package-presets/{id}', () => {
  it('renames a preset, keeping what was not sent', async () => {
    const created = await create();
    const name = `Renamed ${unique()}`;
    const renamed = ok(await post({ name }, `/${created.id}`), preset);
    expect(renamed).toMatchObject({ ...created, name, updated_at: expect.any(String) });
    expect(Date.parse(renamed.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
  });

  it('changes weight and dimensions, and drops the dimensions on null', async () => {
    const created = await create();
    const weight = { value: 2.25, unit: first(enums.weight_units, 1) };
    const changed = ok(await post({ weight, dimensions: null }, `/${created.id}`), preset);
    expect(changed).toMatchObject({ id: created.id, weight, dimensions: null });
  });

  it('answers 422 on a bad value or another preset’s name, and changes nothing', async () => {
    const one = await create();
    const other = await create();
    invalid(await post({ weight: { value: -1, unit: 'kg' } }, `/${one.id}`), ['weight.value']);
    invalid(await post({ name: other.name }, `/${one.id}`), ['name']);
    expect((await list()).find((p) => String(p.id) === String(one.id))).toEqual(one);
  });

  it('answers 404 for a preset that does not exist', async () => {
    failure(await post({ name: 'Nothing' }, '/999999999'), 404);
  });
});

describe('DELETE /user/clients/{client}/package-presets/{id}', () => {
  it('deletes the preset: gone from the list, 404 on the next delete and update', async () => {
    const created = await create();
    ok(await remove(created.id), s.nothing);
    expect((await list()).some((p) => String(p.id) === String(created.id))).toBe(false);
    failure(await remove(created.id), 404);
    failure(await post({ name: 'Back' }, `/${created.id}`), 404);
  });
});

describe('a preset belongs to its account', () => {
  it('is not found under another account of the same user', async () => {
    const other = (await flow.clients(session)).find((c) => String(c.id) !== String(client.id));
    if (!other) return;
    const created = await create();
    expect((await list(other)).some((p) => String(p.id) === String(created.id))).toBe(false);
    const elsewhere = `${path(other)}/${created.id}`;
    failure(await api.post('main', elsewhere, { token: session.token, body: { name: 'x' } }), 404);
    failure(await api.delete('main', elsewhere, { token: session.token }), 404);
  });
});

const strangerAvailable = otpReadable || Boolean(process.env.CONTRACT_OTHER_EMAIL);

describe.skipIf(!strangerAvailable)('403 on presets of an account the user has not linked', () => {
  let stranger: Session;
  let mine: Preset;
  beforeAll(async () => {
    const other = target().otherUser;
    stranger = other ? await flow.login(other) : (await flow.newUser()).session;
    mine = await create();
  });

  it('list, create, change and delete answer 403', async () => {
    const token = stranger.token;
    forbidden(await api.get('main', path(), { token }));
    forbidden(await api.post('main', path(), { token, body: body() }));
    forbidden(await api.post('main', `${path()}/${mine.id}`, { token, body: { name: 'x' } }));
    forbidden(await api.delete('main', `${path()}/${mine.id}`, { token }));
    expect((await list()).some((p) => String(p.id) === String(mine.id))).toBe(true);
  });
});
