import type { ImportScreen } from '../../../shared/shipment-import/types';
import type { InertiaBrowser } from '../inertia';

/**
 * The shipments import as a signed-in user goes through it (server tests): upload a file,
 * check it as mapped, read the screen, wait for the job's result.
 */
export function shipmentImport(visitor: InertiaBrowser) {
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
    if (res.status !== 200) throw new Error(`the template answered ${res.status}`);
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

  /** The template's CSV as lines of cells, to be changed cell by cell. */
  async function templateTable() {
    const text = (await template('csv')).toString('utf8').replace(/^\uFEFF/, '');
    const [header, ...rows] = text
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    return { header: header!, rows };
  }

  /** The file uploaded and checked as mapped: its preview, every row on one page. */
  async function previewOf(content: Buffer | string) {
    (await upload(content)).redirectedTo('/shipments/import');
    (await checkAsMapped()).redirectedTo('/shipments/import');
    const preview = await screen('?rows=all');
    if (preview.stage !== 'preview') throw new Error(`at ${preview.stage}`);
    return preview;
  }

  return { screen, upload, template, checkAsMapped, finished, templateTable, previewOf };
}

export const csvOf = (header: string[], rows: string[][]) =>
  [header, ...rows].map((cells) => cells.join(',')).join('\n');
