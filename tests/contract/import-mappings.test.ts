// Extension: the column mapping of an import file, kept by the provider per client account
// and kind of file (`shipments`): the portal's column key → the file's header name. Saving
// replaces the mapping; 404 on an unknown kind, 422 on a malformed map, 403 on another
// user's account. A backend without it fails this file only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failure, forbidden, invalid, ok, signedOut } from '../support/contract/api';
import type { Session } from '../support/contract/flows';
import type * as s from '../support/contract/schemas';
import { useContract } from '../support/contract/suite';
import { otpReadable } from '../support/contract/target';

const { api, target, flow } = useContract();

const mapping = z.object({
  kind: z.literal('shipments'),
  columns: z.record(z.string(), z.string().min(1)),
  updated_at: z.string().min(1).nullable(),
});
type Mapping = z.infer<typeof mapping>;

let session: Session;
let client: s.Client;
let before: Mapping;
beforeAll(async () => {
  session = await flow.login(target().user);
  client = await flow.firstClient(session);
  before = await read();
});

// A persistent backend keeps the account's mapping as it was.
afterAll(async () => {
  if (before) await save({ columns: before.columns });
});

const path = (kind = 'shipments', account: s.Client = client) =>
  `/user/clients/${account.id}/import-mappings/${kind}`;

async function read(account: s.Client = client): Promise<Mapping> {
  return ok(await api.get('main', path('shipments', account), { token: session.token }), mapping);
}

const save = (body: unknown, kind = 'shipments') =>
  api.post('main', path(kind), { token: session.token, body });

describe('GET /user/clients/{client}/import-mappings/{kind}', () => {
  it('answers the account’s mapping, empty with no date when none was saved', () => {
    if (before.updated_at === null) expect(before.columns).toEqual({});
  });

  it('answers 404 for a kind of file there is no import of', async () => {
    failure(await api.get('main', path('spaceships'), { token: session.token }), 404);
  });

  it('answers code 100 without a token', async () => {
    signedOut(await api.get('main', path()));
  });
});

describe('POST /user/clients/{client}/import-mappings/{kind}', () => {
  it('saves the mapping and answers it; the next read gives it back', async () => {
    const columns = {
      reference: 'Order No.',
      consignee_name: 'Ship To Name',
      weight: 'Weight (kg)',
      'package.description': 'Contents; notes',
    };
    const saved = ok(await save({ columns }), mapping);
    expect(saved.columns).toEqual(columns);
    expect(saved.updated_at).not.toBeNull();
    expect(await read()).toEqual(saved);
  });

  it('replaces the whole mapping and leaves out blank or null headers', async () => {
    ok(await save({ columns: { reference: 'Order', weight: 'Kg' } }), mapping);
    const saved = ok(
      await save({ columns: { reference: '  Order ID  ', weight: '', city: null } }),
      mapping,
    );
    expect(saved.columns).toEqual({ reference: 'Order ID' });
  });

  it('saves an empty mapping', async () => {
    expect(ok(await save({ columns: {} }), mapping).columns).toEqual({});
  });

  it('answers 422 without columns, and on a header that is not text', async () => {
    invalid(await save({}), ['columns']);
    invalid(await save({ columns: ['Order'] }), ['columns']);
    invalid(await save({ columns: { weight: 12 } }), ['columns.weight']);
    invalid(await save({ columns: { weight: 'x'.repeat(300) } }), ['columns.weight']);
  });

  it('answers 404 for a kind of file there is no import of', async () => {
    failure(await save({ columns: { reference: 'Order' } }, 'spaceships'), 404);
  });

  it('keeps one mapping per account', async () => {
    const other = (await flow.clients(session)).find((c) => String(c.id) !== String(client.id));
    if (!other) return;
    const theirs = await read(other);
    ok(await save({ columns: { reference: `Only here ${Date.now()}` } }), mapping);
    expect(await read(other)).toEqual(theirs);
  });
});

const strangerAvailable = otpReadable || Boolean(process.env.CONTRACT_OTHER_EMAIL);

describe.skipIf(!strangerAvailable)('403 on the mapping of an account not linked', () => {
  it('reading and saving answer 403', async () => {
    const other = target().otherUser;
    const stranger = other ? await flow.login(other) : (await flow.newUser()).session;
    const token = stranger.token;
    forbidden(await api.get('main', path(), { token }));
    forbidden(await api.post('main', path(), { token, body: { columns: { a: 'b' } } }));
  });
});
