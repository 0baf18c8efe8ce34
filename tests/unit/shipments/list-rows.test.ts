import { describe, expect, it } from 'vitest';
import { listRow, quickRow, rowView, shipmentRow } from '../../../server/api/shipment-rows';

/** What the schema alone makes of a row: its view, or a refusal. */
function bySchema(raw: unknown) {
  const parsed = listRow.safeParse(raw);
  return parsed.success ? { ok: true, view: rowView(parsed.data) } : { ok: false };
}

function byPortal(raw: unknown) {
  const parsed = shipmentRow.safeParse(raw);
  return parsed.success ? { ok: true, view: parsed.data } : { ok: false };
}

const usual = {
  shipment_id: 3,
  return_of: null,
  returns: [],
  mawb: '4345032075',
  order_reference: 'ORD-962149',
  created_at: '2026-11-24T20:26:53.956Z',
  eta: '2026-11-30',
  etd: '2026-11-25',
  sender: {
    company: 'Cedar Line Trading',
    address1: '7857 Meadow Drive',
    address2: null,
    city: 'Tripoli',
    country: 'Lebanon',
    attention: 'Nolan',
  },
  receiver: { company: null, address1: null, city: 'Jounieh', country: 'Lebanon', attention: '' },
  packages: [
    {
      id: 3,
      type: 'Pallet',
      awb: '8826945540',
      status: { slug: 'delivered', name: 'Delivered', label: 'Delivered' },
      statuses: [],
    },
  ],
};

// A small deterministic generator, so a failure names a seed that replays it.
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = <T>(choices: readonly T[]): T => choices[Math.floor(next() * choices.length)]!;
  return Object.assign(pick, { chance: (p: number) => next() < p });
}

const ABSENT = Symbol('absent');
const leaves = ['', 'Delivered', 'delivered', ' DELIVERED ', 'x', 0, 7, 1.5, null, ABSENT];
const odd = [true, [], {}, ['a'], { a: 1 }];

function randomRow(seed: number): unknown {
  const pick = generator(seed);
  // Most rows are usual throughout; the others have a few odd values here and there.
  const oddness = pick([0, 0, 0.02, 0.05, 0.2]);
  const leaf = () => (pick.chance(oddness) ? pick(odd) : pick(leaves));
  const object = (keys: string[]) => {
    if (pick.chance(oddness)) return pick([null, ABSENT, 'x', [], 5]);
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const value = leaf();
      if (value !== ABSENT) out[key] = value;
    }
    return out;
  };
  const link = () => pick([null, ABSENT, { id: 9, awb: 'A9', package_id: 90 }, { id: 9 }, 'x']);
  const row: Record<string, unknown> = {
    shipment_id: pick.chance(oddness) ? pick([null, ABSENT, true]) : pick(['s1', 4]),
    mawb: leaf(),
    order_reference: leaf(),
    created_at: leaf(),
    eta: leaf(),
    sender: object(['company', 'attention', 'address1', 'city', 'country']),
    receiver: object(['company', 'attention', 'address1', 'city', 'country']),
    packages: pick([
      ABSENT,
      null,
      pick.chance(oddness) ? 'x' : [],
      [],
      Array.from({ length: pick([1, 2, 3]) }, () => ({
        id: pick.chance(oddness) ? pick([null, ABSENT]) : pick([1, '2']),
        type: leaf(),
        awb: leaf(),
        status: object(['slug', 'name', 'label']),
      })),
    ]),
    return_of: link(),
    returns: pick([ABSENT, null, [], [], 'x', [link(), { id: 'r1', awb: 'R1' }]]),
  };
  for (const key of Object.keys(row)) if (row[key] === ABSENT) delete row[key];
  return pick.chance(oddness / 2) ? pick([null, 'row', [row]]) : row;
}

describe('a row of My Shipments', () => {
  it('reads the usual row in one pass, as the schema would', () => {
    expect(quickRow(usual)).toEqual(bySchema(usual).view);
    expect(byPortal(usual)).toEqual(bySchema(usual));
    expect(byPortal(usual).view).toMatchObject({
      id: '3',
      returnable: true,
      shipper: { name: 'Cedar Line Trading', line: '7857 Meadow Drive, Tripoli, Lebanon' },
      consignee: { name: '', line: 'Jounieh, Lebanon' },
      packages: [{ id: '3', status: 'Delivered', statusSlug: 'delivered' }],
    });
  });

  it('comes to the same view or refusal as the schema, whatever the provider sends', () => {
    for (let seed = 1; seed <= 3000; seed++) {
      const raw = randomRow(seed);
      expect({ seed, ...byPortal(raw) }).toStrictEqual({ seed, ...bySchema(raw) });
    }
  });
});
