import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../server/reference/db/connection';
import { DEMO_ACCOUNTS, resetDemoData, seedIfEmpty } from '../../../server/reference/seed';
import { DEMO_PRESETS } from '../../../server/reference/seeding/presets';
import { saveImportMapping } from '../../../server/reference/store/import-mappings';
import { presetDto, presetsOf } from '../../../server/reference/store/package-presets';

let db: Db | undefined;
afterEach(() => db?.close());

const clientId = (d: Db, accountNumber: string) =>
  d
    .prepare<[string], { id: number }>('SELECT id FROM clients WHERE account_number = ?')
    .get(accountNumber)!.id;

describe('the demo seed’s package presets', () => {
  it('gives the first demo account its presets, and the others none', async () => {
    db = openDatabase(':memory:');
    await seedIfEmpty(db, new Date('2026-03-15T12:00:00Z'));
    const [first, ...others] = DEMO_ACCOUNTS.linked;
    const presets = presetsOf(db, clientId(db, first!.account_number)).map(presetDto);
    expect(presets.map((p) => p.name).sort()).toEqual(DEMO_PRESETS.map((p) => p.name).sort());
    expect(presets.find((p) => p.name === 'Small box')).toMatchObject({
      type: 'box',
      commodity_type: 'merchandise',
      dimensions: { unit: 'cm', length: 30, width: 20, height: 10 },
      weight: { value: 1.2, unit: 'kg' },
    });
    for (const account of others) {
      expect(presetsOf(db, clientId(db, account.account_number))).toEqual([]);
    }
  });

  it('are seeded afresh, and saved mappings dropped, when the demo data is reset', async () => {
    db = openDatabase(':memory:');
    const now = new Date('2026-03-15T12:00:00Z');
    await seedIfEmpty(db, now);
    const id = clientId(db, DEMO_ACCOUNTS.linked[0]!.account_number);
    saveImportMapping(db, id, 'shipments', { reference: 'Order' }, null, now);
    db.prepare('DELETE FROM package_presets').run();
    await resetDemoData(db, now);
    const again = clientId(db, DEMO_ACCOUNTS.linked[0]!.account_number);
    expect(presetsOf(db, again)).toHaveLength(DEMO_PRESETS.length);
    expect(db.prepare('SELECT COUNT(*) AS n FROM import_mappings').get()).toEqual({ n: 0 });
  });
});
