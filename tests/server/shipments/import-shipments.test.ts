import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportScreen } from '../../../shared/shipment-import/types';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';

let portal: Portal;
let visitor: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal();
  visitor = await signedIn(portal.app);
});
afterAll(() => portal?.close());

async function screen(query = ''): Promise<ImportScreen> {
  return (await visitor.visit(`/shipments/import${query}`))
    .component('shipments/import-shipments')
    .prop<ImportScreen>('screen');
}

async function upload(content: Buffer | string, filename = 'shipments.csv') {
  await visitor.visit('import-shipments');
  return visitor.post(
    'import-shipments.upload',
    {},
    { errorBag: 'import', files: { file: { content, filename } } },
  );
}

async function template(format: 'csv' | 'xlsx') {
  const res = await visitor.fetch(['import-shipments.template', { format }]);
  expect(res.status).toBe(200);
  return res.body as Buffer;
}

async function checkAsMapped() {
  const mapping = await screen();
  if (mapping.stage !== 'mapping') throw new Error(`at ${mapping.stage}`);
  const chosen = Object.fromEntries(mapping.columns.map((c) => [c.key, c.mapped]));
  return visitor.post('import-shipments.check', { mapping: chosen }, { errorBag: 'mapping' });
}

async function finished(): Promise<Extract<ImportScreen, { stage: 'result' }>> {
  for (let i = 0; i < 200; i++) {
    const now = await screen();
    if (now.stage === 'result') return now;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the import did not finish');
}

describe('Import shipments', () => {
  it(
    'takes the template as downloaded: both example rows are ready, booked, then replayed',
    { timeout: 30_000 },
    async () => {
      const csv = await template('csv');
      (await upload(csv, 'template.csv')).redirectedTo('/shipments/import');
      const mapping = await screen();
      expect(mapping.stage).toBe('mapping');
      (await checkAsMapped()).redirectedTo('/shipments/import');
      const preview = await screen();
      if (preview.stage !== 'preview') throw new Error(preview.stage);
      expect(preview.rows.items.map((r) => r.errors)).toEqual([[], []]);
      expect(preview.counts).toEqual({ total: 2, ready: 2, errors: 0 });

      (await visitor.post('import-shipments.store')).redirectedTo('/shipments/import');
      const result = await finished();
      expect(result.counts).toMatchObject({ created: 2, existed: 0, failed: 0 });
      expect(result.rows.items.every((r) => r.awbs.length === 1)).toBe(true);

      // The same file again: the provider answers each row with the shipment it made.
      await visitor.delete('import-shipments.destroy');
      await upload(csv, 'template.csv');
      await checkAsMapped();
      await visitor.post('import-shipments.store');
      const again = await finished();
      expect(again.counts).toMatchObject({ created: 0, existed: 2 });
      expect(again.rows.items.map((r) => r.awbs)).toEqual(result.rows.items.map((r) => r.awbs));
      await visitor.delete('import-shipments.destroy');
    },
  );
});
