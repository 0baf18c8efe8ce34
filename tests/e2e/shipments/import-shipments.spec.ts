import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Download, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';
import { screenshots } from '../../support/browser/screenshots';
import { signIn } from '../../support/browser/sign-in';
import { binary } from '../../support/data/import/files';

/**
 * The shipments import as a customer goes through it (docs/architecture.md, decision 11), in Chromium: from My
 * Shipments to the template, the upload, the mapping, the preview, the job's progress and
 * each row's outcome; the same file again; a file with broken rows; bad files; a column
 * left unmapped; a cancelled import. axe checks every stage at a phone's and a desktop's
 * width, and each stage is photographed there (IMPORT_SHOTS_DIR keeps the shots to look at).
 */

// In order, one at a time: the portal books one import at a time, and the long one would
// hold up the others' jobs. Each is a whole flow (upload, check, book, labels, upload
// again): on a busy 2-core machine the longest takes well over a minute and a half.
test.describe.configure({ mode: 'default', timeout: 180_000 });

const SHOTS = process.env.IMPORT_SHOTS_DIR;

/** Rows of the file cancelled under way. */
const LONG = 1000;

const fileField = (page: Page) => page.getByLabel('Shipments file');
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Shipments sent' });

/** Shows the rows of one filter, once the server has answered with them. */
async function chip(page: Page, name: RegExp) {
  await page.getByRole('radio', { name }).click();
  await expect(page.getByRole('radio', { name })).toHaveAttribute('aria-checked', 'true');
}

/** Parses CSV text as the portal writes it (RFC 4180: quotes doubled inside quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** CSV text from rows, every cell quoted. */
const toCsv = (rows: string[][]) =>
  rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n') + '\r\n';

/** Clicks a download link and gives the file's suggested name and its text. */
async function download(page: Page, name: string): Promise<{ name: string; text: string }> {
  const [file]: [Download, void] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

/** The import page, reached as a user reaches it: My Shipments, then 'Import shipments'. */
async function openImport(page: Page): Promise<void> {
  await signIn(page);
  await page.goto('/shipments');
  await page.getByRole('link', { name: 'Import shipments' }).click();
  await expect(page).toHaveURL(/\/shipments\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import Shipments' })).toBeVisible();
  // An import belongs to its session: a new sign-in starts with the file.
  await expect(fileField(page)).toBeVisible();
}

/** Chooses a file (bytes written to the test's folder under its name) and uploads it. */
async function upload(page: Page, info: TestInfo, name: string, bytes: Buffer | string) {
  const path = info.outputPath(name);
  await writeFile(path, bytes);
  await fileField(page).setInputFiles(path);
  await page.getByRole('button', { name: 'Upload file' }).click();
}

/** axe and the screenshots of the stage as it is, at 375 and 1440 px. */
const look = (page: Page, info: TestInfo, name: string) =>
  screenshots(page, info, `import-${name}`, {
    atEachWidth: expectAccessible,
    path: SHOTS ? (w) => `${SHOTS}/${name}-${w}.png` : undefined,
  });

/** The template as the page offers it, read from its link with the user's session. */
async function templateCsv(page: Page): Promise<string[][]> {
  const res = await page.request.get('/shipments/import/template?format=csv');
  expect(res.ok()).toBe(true);
  return parseCsv(await res.text());
}

/** The upload of a file that is checked and shows its mapping. */
async function toMapping(page: Page, info: TestInfo, name: string, bytes: Buffer | string) {
  await upload(page, info, name, bytes);
  await expect(page.getByRole('button', { name: 'Check rows' })).toBeVisible();
}

test('the template from My Shipments: downloaded, uploaded, mapped, checked, created, and the same file again creates nothing', async ({
  page,
}, info) => {
  await openImport(page);
  await look(page, info, 'upload');

  const template = await download(page, 'Template (CSV)');
  expect(template.name).toBe('shipments-template.csv');
  const [header, domestic, international, ...more] = parseCsv(template.text);
  expect(more).toEqual([]);
  expect(header!.slice(0, 5)).toEqual([
    'Shipper Address',
    'Consignee Name',
    'Consignee Phone',
    'Consignee Email',
    'Delivery Address',
  ]);
  expect(header).toContain('Weight');
  expect(header).toContain('Item 2 SKU Code');
  const at = (row: string[] | undefined, column: string) => row![header!.indexOf(column)];
  expect(at(domestic, 'Consignee Name')).toBe('Nadia Haddad');
  expect(at(domestic, 'Order Reference')).toBe('ORDER-1001');
  expect(at(domestic, 'Shipper Address')).not.toBe('');
  expect(at(international, 'Consignee Name')).toBe('Oliver Grant');
  expect(at(international, 'Item 1 SKU Code')).toBe('BAG-01');
  // A retry (or a repeat) uploads its own orders: an earlier attempt may have booked the
  // template's, and the same file again is, rightly, answered with those.
  const attempt = info.retry + info.repeatEachIndex;
  const run = attempt === 0 ? '' : `-R${attempt}`;
  const uploaded = template.text.replace(/ORDER-(1001|1002)/g, `ORDER-$1${run}`);
  const path = info.outputPath('shipments-template.csv');
  await writeFile(path, uploaded);

  await fileField(page).setInputFiles(path);
  await page.getByRole('button', { name: 'Upload file' }).click();
  // Matched by name: every column of the template is read from its own header.
  await expect(page.getByText('2 rows. The columns were matched')).toBeVisible();
  await expect(page.getByLabel('Shipper Address')).toHaveValue('Shipper Address');
  await expect(page.getByLabel('Weight', { exact: true })).toHaveValue('Weight');
  await expect(page.getByLabel('Item 2 SKU Code')).toHaveValue('Item 2 SKU Code');
  await look(page, info, 'mapping');

  await page.getByRole('button', { name: 'Check rows' }).click();
  await expect(page.getByText('2 rows are ready out of 2.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rows with errors (CSV)' })).toHaveCount(0);
  // Each row's price and delivery date, and the batch's total, before anything is booked.
  await expect(page.getByRole('columnheader', { name: 'Delivery' })).toBeVisible();
  const prices = await page
    .getByRole('row')
    .filter({ hasText: 'Ready' })
    .getByText(/^\$[\d,]+\.\d{2}$/)
    .allInnerTexts();
  expect(prices).toHaveLength(2);
  const sum = prices.reduce((total, price) => total + Number(price.replace(/[$,]/g, '')), 0);
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  await expect(page.getByTestId('import-total')).toContainText(
    `Total for 2 shipments: ${usd.format(sum)}`,
  );
  await look(page, info, 'preview');

  await page.getByRole('button', { name: 'Create 2 shipments' }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('shipments-template.csv: 2 created.')).toBeVisible();
  await expect(page.getByText('Created', { exact: true })).toHaveCount(2);
  await look(page, info, 'result');

  const result = await download(page, 'Result (CSV)');
  expect(result.name).toMatch(/^shipments-import-\d{4}-\d{2}-\d{2}\.csv$/);
  const [resultHeader, ...resultRows] = parseCsv(result.text);
  expect(resultHeader).toEqual([
    'Row',
    'Consignee',
    'Destination',
    'Order Reference',
    'Outcome',
    'AWB',
    'Error',
  ]);
  const awbs = resultRows.map((r) => r[5]!);
  expect(resultRows.map((r) => [r[0], r[1], r[3], r[4]])).toEqual([
    ['2', 'Nadia Haddad', `ORDER-1001${run}`, 'Created'],
    ['3', 'Oliver Grant', `ORDER-1002${run}`, 'Created'],
  ]);
  // Each row's AWB, as the screen shows it.
  for (const awb of awbs) {
    expect(awb).toMatch(/^\w+$/);
    await expect(page.getByText(awb, { exact: true })).toBeVisible();
  }

  // The batch's labels as one PDF. The link opens a tab of its own whose answer is the file:
  // Chromium may hand the download to the opener or to the new tab; either will do.
  await page.getByRole('button', { name: 'Download labels' }).click();
  const labels = page.getByRole('dialog', { name: 'Download labels' });
  await expect(labels).toContainText('2 shipments');
  const pdf = new Promise<Download>((resolve) => {
    page.once('download', resolve);
    page.context().once('page', (tab) => tab.once('download', resolve));
  });
  await labels.getByRole('link', { name: /^Download PDF 4×6/ }).click();
  expect((await readFile(await (await pdf).path())).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(labels).toBeHidden();

  // The same file again: both rows are answered with the shipments made the first time.
  await page.getByRole('button', { name: 'Import another file' }).click();
  await toMapping(page, info, 'shipments-template.csv', uploaded);
  await page.getByRole('button', { name: 'Check rows' }).click();
  await page.getByRole('button', { name: 'Create 2 shipments' }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    page.getByText(
      'shipments-template.csv: 0 created, 2 already created by an earlier upload of this file.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Already created', { exact: true })).toHaveCount(2);
  for (const awb of awbs) await expect(page.getByText(awb, { exact: true })).toBeVisible();

  // My Shipments has one shipment of each order, not two.
  await page.getByRole('link', { name: 'My Shipments', exact: true }).last().click();
  for (const reference of [`ORDER-1001${run}`, `ORDER-1002${run}`]) {
    await page.getByRole('searchbox', { name: 'Search shipments' }).fill(reference);
    await expect(page).toHaveURL(new RegExp(`search=${reference}`));
    await expect(page.getByRole('button', { name: /^Details for shipment / })).toHaveCount(1);
  }
});

test('a file with broken rows: each error named by row and column, the rows with errors as a CSV, fixed and checked again', async ({
  page,
}, info) => {
  await openImport(page);
  const [header, domestic] = await templateCsv(page);
  const column = (name: string) => header!.indexOf(name);
  const edited = (changes: Record<string, string>) => {
    const row = [...domestic!];
    for (const [name, value] of Object.entries(changes)) row[column(name)] = value;
    return row;
  };
  // A long name without a space: the page must wrap it on a phone.
  const name = 'shop_orders_export_2026-11-24_week48_afternoon_batch_with_two_broken_rows.csv';
  await toMapping(
    page,
    info,
    name,
    toCsv([
      header!,
      edited({ 'Order Reference': 'FIX-1' }),
      edited({ 'Order Reference': 'FIX-2', Weight: '' }),
      edited({ 'Order Reference': 'FIX-3', 'Shipper Address': 'Nowhere Depot' }),
    ]),
  );
  await page.getByRole('button', { name: 'Check rows' }).click();
  await expect(page.getByText('1 row is ready out of 3.')).toBeVisible();
  await expect(page.getByText('row 3, Weight: Weight is required')).toBeVisible();
  await expect(
    page.getByText('row 4, Shipper Address: none of your addresses has the label "Nowhere Depot"'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create 1 shipment' })).toBeEnabled();
  // The filter shows the rows with errors alone.
  await chip(page, /^With errors/);
  await expect(page.getByText('FIX-1')).toHaveCount(0);
  await expect(page.getByText('FIX-2')).toBeVisible();
  await look(page, info, 'preview-errors');

  const errors = await download(page, 'Rows with errors (CSV)');
  expect(errors.name).toMatch(/^shipments-with-errors-\d{4}-\d{2}-\d{2}\.csv$/);
  const [errorsHeader, ...errorRows] = parseCsv(errors.text);
  expect(errorsHeader).toEqual([...header!, 'Errors']);
  expect(errorRows.map((r) => [r[column('Order Reference')], r.at(-1)])).toEqual([
    ['FIX-2', 'row 3, Weight: Weight is required'],
    ['FIX-3', 'row 4, Shipper Address: none of your addresses has the label "Nowhere Depot"'],
  ]);

  // Fixed in the downloaded file and uploaded again: both rows are ready.
  const fixed = errorRows.map((r) => {
    const row = r.slice(0, -1);
    row[column('Weight')] = '2';
    row[column('Shipper Address')] = domestic![column('Shipper Address')]!;
    return row;
  });
  await page.getByRole('button', { name: 'Choose another file' }).click();
  await toMapping(page, info, 'fixed.csv', toCsv([errorsHeader!, ...fixed]));
  await page.getByRole('button', { name: 'Check rows' }).click();
  await expect(page.getByText('2 rows are ready out of 2.')).toBeVisible();
  await page.getByRole('button', { name: 'Choose another file' }).click();
  await expect(fileField(page)).toBeVisible();
});

test('bad files get a clear message under the file field, and the page stays usable', async ({
  page,
}, info) => {
  await openImport(page);
  const field = fileField(page);

  await upload(page, info, 'empty.csv', '');
  await expect(field).toHaveAccessibleDescription(/The file is empty/);
  await expect(
    page.getByText('The file is empty. Choose the file with your shipments.'),
  ).toBeVisible();

  await upload(page, info, 'photo.csv', binary.png);
  await expect(field).toHaveAccessibleDescription(/This file is an image, not a spreadsheet/);
  await look(page, info, 'upload-error');

  await upload(page, info, 'header-only.csv', 'Shipper Address,Weight\r\n');
  await expect(field).toHaveAccessibleDescription(/a header row but no shipments/);

  // Still usable: the template itself goes through.
  const template = await page.request.get('/shipments/import/template?format=csv');
  await toMapping(page, info, 'shipments-template.csv', await template.body());
  await page.getByRole('button', { name: 'Choose another file' }).click();
  await expect(field).toBeVisible();
});

test('a required column left unmapped is named above the form; mapping it by hand goes on', async ({
  page,
}, info) => {
  await openImport(page);
  const [header, domestic] = await templateCsv(page);
  // 'Mass' is not a name the page knows for Weight: the user chooses it.
  const renamed = header!.map((h) => (h === 'Weight' ? 'Mass' : h));
  await toMapping(page, info, 'renamed.csv', toCsv([renamed, domestic!]));
  const weight = page.getByLabel('Weight', { exact: true });
  await expect(weight).toHaveValue('');
  await expect(page.getByText('Still to choose: Weight.')).toBeVisible();
  await page.getByRole('button', { name: 'Check rows' }).click();
  await expect(page.getByText('Choose a column of your file for: Weight.')).toBeVisible();
  // The mapping itself is checked at both widths with the template; here, its message.
  await page.setViewportSize({ width: 375, height: 812 });
  await expectAccessible(page);

  await weight.selectOption('Mass');
  await expect(page.getByText('Every required column is chosen.')).toBeVisible();
  await page.getByRole('button', { name: 'Check rows' }).click();
  await expect(page.getByText('1 row is ready out of 1.')).toBeVisible();
  await page.getByRole('button', { name: 'Choose another file' }).click();
  await expect(fileField(page)).toBeVisible();
});

test('a long import shows its progress, survives a reload, and can be cancelled: the rows not sent are said', async ({
  page,
}, info) => {
  await openImport(page);
  const [header, domestic] = await templateCsv(page);
  const column = header!.indexOf('Order Reference');
  const stamp = Date.now().toString(36);
  // The most rows a file may have: the reference services book a few hundred a second.
  const rows = Array.from({ length: LONG }, (_, i) => {
    const row = [...domestic!];
    row[column] = `BULK-${stamp}-${i + 1}`;
    return row;
  });
  await toMapping(page, info, 'many.csv', toCsv([header!, ...rows]));
  await page.getByRole('button', { name: 'Check rows' }).click();
  const long = LONG.toLocaleString('en');
  await expect(page.getByText(`${long} rows are ready out of ${long}.`)).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: `Create ${long} shipments` }).click();

  // Under way, and still so after a reload; the Cancel comes at once, before the job ends.
  await expect(progress(page)).toBeVisible();
  await page.reload();
  await expect(progress(page)).toBeVisible();
  await expect(
    page.getByText(
      new RegExp(`^(Waiting to start…|Creating shipments: [\\d,]+ of ${long} sent\\.)$`),
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the import?' });
  await dialog.getByRole('button', { name: 'Cancel import' }).click({ timeout: 5_000 });

  await expect(page.getByRole('heading', { name: 'Import cancelled' })).toBeVisible();
  // The row in hand when the Cancel came is still booked, and its outcome may be saved a
  // moment after the job reads 'cancelled' (until then the screen counts it as not sent).
  await page.reload();
  const summary = await page.getByText(/^many\.csv: /).textContent();
  const [created, skipped] = /: ([\d,]+) created, ([\d,]+) not sent \(cancelled\)\.$/
    .exec(summary ?? '')!
    .slice(1)
    .map((count) => Number(count.replace(',', '')));
  expect(created! + skipped!).toBe(LONG);
  expect(skipped).toBeGreaterThan(0);
  info.annotations.push({ type: 'created before the cancel', description: String(created) });
  await chip(page, /^Not created/);
  await expect(page.getByText('Not sent (cancelled)', { exact: true }).first()).toBeVisible();
  await look(page, info, 'result-cancelled');
  const result = await download(page, 'Result (CSV)');
  const outcomes = parseCsv(result.text)
    .slice(1)
    .map((r) => r[4]);
  expect(outcomes).toHaveLength(LONG);
  expect(outcomes.filter((o) => o === 'Created')).toHaveLength(created!);
  expect(outcomes.slice(created)).toEqual(Array(skipped).fill('Not sent (cancelled)'));
  await page.getByRole('button', { name: 'Import another file' }).click();
  await expect(fileField(page)).toBeVisible();
});
