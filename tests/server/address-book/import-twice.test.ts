import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';

/** A second Confirm of an import while its rows are being added adds nothing. */

const HEADER =
  'Label,Company Name,Attention,Address 1,Address 2,City,Province,Country,Postal Code,Phone Number,Email Address,Address Type';
const row = (n: number) =>
  `Twice ${n},Desert Bloom,Lina,${n} Palm St,,Beirut,Beirut Governorate,LB,1107,+96170111222,lina@bloom.test,Business`;

let portal: Portal;
let visitor: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal({ fake: 'main' });
  visitor = await signedIn(portal.app);
});
afterAll(() => portal?.close());

const created = () =>
  portal.provider.calls.filter((c) => /^POST \/clients\/\d+\/addresses$/.test(c)).length;

describe('Import CSV confirmed twice at the same instant', () => {
  it('adds each row once; the summary counts them once', async () => {
    await visitor.visit('import-addresses');
    await visitor.post(
      'import-addresses.preview',
      { fileName: 'twice.csv', content: [HEADER, row(1), row(2), row(3)].join('\n') },
      { errorBag: 'import' },
    );
    // The provider takes a moment per address, as over a real network.
    portal.provider.slow.add((req) => req.method === 'POST');
    const before = created();
    try {
      // Both answers are left unread: the summary is read on the page after.
      await Promise.all([
        visitor.post('import-addresses.store', {}, { follow: false }),
        visitor.post('import-addresses.store', {}, { follow: false }),
      ]);
    } finally {
      portal.provider.slow.clear();
    }
    expect(created() - before).toBe(3);
    (await visitor.visit('import-addresses'))
      .component('address-book/import-addresses')
      .where('result.added', 3);
  });
});
