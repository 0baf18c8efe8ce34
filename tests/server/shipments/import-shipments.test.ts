import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { csvOf, shipmentImport } from '../../support/data/shipment-import';

let portal: Portal;
let visitor: InertiaBrowser;
let steps: ReturnType<typeof shipmentImport>;
beforeAll(async () => {
  portal = await startPortal();
  visitor = await signedIn(portal.app);
  steps = shipmentImport(visitor);
});
afterAll(() => portal?.close());

describe('Import shipments', () => {
  it(
    'takes the template as downloaded: both example rows are ready, booked, then replayed',
    { timeout: 30_000 },
    async () => {
      const csv = await steps.template('csv');
      (await steps.upload(csv, 'template.csv')).redirectedTo('/shipments/import');
      const mapping = await steps.screen();
      expect(mapping.stage).toBe('mapping');
      (await steps.checkAsMapped()).redirectedTo('/shipments/import');
      const preview = await steps.screen();
      if (preview.stage !== 'preview') throw new Error(preview.stage);
      expect(preview.rows.items.map((r) => r.errors)).toEqual([[], []]);
      expect(preview.counts).toEqual({ total: 2, ready: 2, errors: 0 });

      (await visitor.post('import-shipments.store')).redirectedTo('/shipments/import');
      const result = await steps.finished();
      expect(result.counts).toMatchObject({ created: 2, existed: 0, failed: 0 });
      expect(result.rows.items.every((r) => r.awbs.length === 1)).toBe(true);
      // 'Download labels' of the batch: every booked row's label in one file.
      const labels = await visitor.fetch([
        'shipments.labels',
        { shipments: result.shipmentIds.join(','), format: 'zpl' },
      ]);
      expect(labels.status).toBe(200);
      const zpl = Buffer.from(labels.body as Buffer).toString('utf8');
      for (const row of result.rows.items) expect(zpl).toContain(row.awbs[0]);

      // The same file again: the provider answers each row with the shipment it made.
      await visitor.delete('import-shipments.destroy');
      await steps.upload(csv, 'template.csv');
      await steps.checkAsMapped();
      await visitor.post('import-shipments.store');
      const again = await steps.finished();
      expect(again.counts).toMatchObject({ created: 0, existed: 2 });
      expect(again.rows.items.map((r) => r.awbs)).toEqual(result.rows.items.map((r) => r.awbs));
      await visitor.delete('import-shipments.destroy');
    },
  );
});

describe('Checking the rows', () => {
  it("names each problem by row and column, in the wizard's words", async () => {
    const { header, rows } = await steps.templateTable();
    const set = (row: string[], column: string, value: string) => {
      const copy = [...row];
      copy[header.indexOf(column)] = value;
      return copy;
    };
    const domestic = rows[0]!;
    const international = rows[1]!;
    const preview = await steps.previewOf(
      csvOf(header, [
        domestic,
        set(domestic, 'Weight', ''),
        set(domestic, 'Shipper Address', 'Nowhere'),
        set(international, 'Item 1 Quantity', 'two'),
        set(domestic, 'Product Code', 'P'),
        set(domestic, 'Package Type', 'Crate'),
      ]),
    );
    expect(preview.counts).toEqual({ total: 6, ready: 1, errors: 5 });
    const errors = Object.fromEntries(
      preview.rows.items.map((r) => [r.row, r.errors.map((p) => `${p.column}: ${p.message}`)]),
    );
    expect(errors[2]).toEqual([]);
    expect(errors[3]).toEqual(['Weight: Weight is required']);
    expect(errors[4]).toEqual(['Shipper Address: none of your addresses has the label "Nowhere"']);
    expect(errors[5]).toEqual(['Item 1 Quantity: Quantity must be a number']);
    expect(errors[6]).toEqual([
      'Product Code: Express Worldwide is not offered for a domestic shipment',
    ]);
    expect(errors[7]?.[0]).toMatch(/^Package Type: "Crate" is not one of: box, envelope/);

    // The rows with errors, in the file's own columns, with what is wrong, to fix and send again.
    const res = await visitor.fetch('import-shipments.errors');
    const lines = (res.body as Buffer)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe([...header, 'Errors'].join(','));
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(/,"row 3, Weight: Weight is required"$/);
    await visitor.delete('import-shipments.destroy');
  });

  it('takes formula-looking cells as text, and defuses them in the errors file', async () => {
    const { header, rows } = await steps.templateTable();
    const row = [...rows[0]!];
    row[header.indexOf('Weight')] = '=1+2';
    row[header.indexOf('Order Reference')] = '=HYPERLINK("http://x.test")';
    const preview = await steps.previewOf(csvOf(header, [row]).replace('"', '""'));
    expect(preview.rows.items[0]!.errors).toEqual([
      { column: 'Weight', message: 'Weight must be a number' },
    ]);
    const res = await visitor.fetch('import-shipments.errors');
    expect((res.body as Buffer).toString('utf8')).toContain(",'=1+2,");
    await visitor.delete('import-shipments.destroy');
  });

  it('reads the XLSX template as the CSV one', async () => {
    (await steps.upload(await steps.template('xlsx'), 'template.xlsx')).redirectedTo(
      '/shipments/import',
    );
    (await steps.checkAsMapped()).redirectedTo('/shipments/import');
    const preview = await steps.screen();
    expect(preview.stage === 'preview' && preview.counts).toEqual({
      total: 2,
      ready: 2,
      errors: 0,
    });
    await visitor.delete('import-shipments.destroy');
  });
});

describe('Cancel', () => {
  it('reaches the import, not a shipment named "import": nothing to cancel says so', async () => {
    await visitor.visit('import-shipments');
    const page = await visitor.post('import-shipments.cancel');
    page.redirectedTo('/shipments/import');
    expect(page.toastList.map((t) => t.message)).toContain('The import had already finished.');
  });
});

describe('Mapping the columns', () => {
  it('asks for the required columns the file lacks, and refuses a column chosen twice', async () => {
    const { header, rows } = await steps.templateTable();
    const renamed = header.map((h) => (h === 'Weight' ? 'Poids' : h));
    (await steps.upload(csvOf(renamed, rows))).redirectedTo('/shipments/import');
    const mapping = await steps.screen();
    if (mapping.stage !== 'mapping') throw new Error(mapping.stage);
    expect(mapping.columns.find((c) => c.key === 'weight')?.mapped).toBe('');
    const chosen = Object.fromEntries(mapping.columns.map((c) => [c.key, c.mapped]));
    const missing = await visitor.post(
      'import-shipments.check',
      { mapping: chosen },
      { errorBag: 'mapping' },
    );
    expect(missing.errors('mapping').form).toBe('Choose a column of your file for: Weight.');
    const twice = await visitor.post(
      'import-shipments.check',
      { mapping: { ...chosen, weight: 'Declared Amount' } },
      { errorBag: 'mapping' },
    );
    expect(Object.values(twice.errors('mapping'))).toContain(
      'The column "Declared Amount" is chosen twice.',
    );
    // Chosen by hand, it is remembered for the account's next file.
    (
      await visitor.post(
        'import-shipments.check',
        { mapping: { ...chosen, weight: 'Poids' } },
        { errorBag: 'mapping' },
      )
    ).redirectedTo('/shipments/import');
    await visitor.delete('import-shipments.destroy');
    await steps.upload(csvOf(renamed, rows));
    const next = await steps.screen();
    if (next.stage !== 'mapping') throw new Error(next.stage);
    expect(next.savedMapping).toBe(true);
    expect(next.columns.find((c) => c.key === 'weight')?.mapped).toBe('Poids');
    await visitor.delete('import-shipments.destroy');
  });
});

describe('A file that cannot be taken', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  it.each([
    ['an empty file', Buffer.alloc(0), 'empty.csv', /The file is empty/],
    ['an image renamed .csv', png, 'photo.csv', /image/i],
    ['a header row only', 'Shipper Address,Weight\n', 'header.csv', /header row but no shipments/],
    ['over 5 MB', Buffer.alloc(5 * 1024 * 1024 + 10, 'a'), 'big.csv', /larger than 5 MB/],
  ])(
    '%s is refused under the file field, and nothing is kept',
    async (_name, content, filename, message) => {
      const page = await steps.upload(content, filename);
      expect(page.errors('import').file).toMatch(message);
      expect((await steps.screen()).stage).toBe('upload');
    },
  );

  it('a form without a file, or a multipart body cut short, asks for the file', async () => {
    await visitor.visit('import-shipments');
    const plain = await visitor.post(
      'import-shipments.upload',
      { file: 'x' },
      { errorBag: 'import' },
    );
    expect(plain.errors('import').file).toBe('Choose a CSV or XLSX file.');
    const cut = await visitor.post(
      'import-shipments.upload',
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nWeight\r\n',
      { errorBag: 'import', headers: { 'Content-Type': 'multipart/form-data; boundary=b' } },
    );
    expect(cut.errors('import').file).toBe('Choose a CSV or XLSX file.');
  });

  it('1,001 rows are refused with the limit named', async () => {
    const { header, rows } = await steps.templateTable();
    const many = Array.from({ length: 1001 }, () => rows[0]!);
    const page = await steps.upload(csvOf(header, many));
    expect(page.errors('import').file).toMatch(/more than 1,000 rows/);
  });
});

describe('A reader of another language', () => {
  it(
    'imports the template as downloaded: its words are matched in English, the template’s language',
    { timeout: 30_000 },
    async () => {
      const french = await signedIn(portal.app, undefined, { languages: 'fr' });
      const inFrench = shipmentImport(french);
      await inFrench.upload(await inFrench.template('csv'), 'template.csv');
      await inFrench.checkAsMapped();
      const preview = await inFrench.screen();
      if (preview.stage !== 'preview') throw new Error(preview.stage);
      expect(preview.rows.items.map((r) => r.errors)).toEqual([[], []]);
      await french.delete('import-shipments.destroy');
    },
  );
});
