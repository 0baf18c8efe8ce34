import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';
import { openAddressBook } from '../../support/browser/address-form';

// Whole user flows through several screens: longer than one page's default budget.
test.describe.configure({ timeout: 90_000 });

test('export the book, then import the file back: preview, confirm, summary', async ({
  page,
}, info) => {
  await openAddressBook(page);
  const count = await page.getByRole('radio').count();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^address-book-100200303-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = info.outputPath('export.csv');
  await file.saveAs(path);
  const text = await readFile(path, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text.split('\r\n')[0]).toBe(
    '\uFEFFLabel,Company Name,Attention,Address 1,Address 2,City,Province,Country,Postal Code,Phone Number,Email Address,Address Type',
  );

  await page.getByRole('link', { name: 'Import CSV' }).click();
  await page.getByLabel('CSV file').setInputFiles(path);
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText(`${count} of ${count} rows are ready.`)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({
    path: 'test-results/screens/address-import-preview-1440.png',
    fullPage: true,
  });
  await page.getByRole('button', { name: `Add ${count} addresses` }).click();
  await expect(page.getByText(`${count} addresses added.`).first()).toBeVisible();
  await page.getByRole('link', { name: 'Back to Address Book' }).click();
  // The book now holds each exported address twice. Other flows change this account's book
  // at the same time (the next test adds to it), so the check is on one exported address.
  const firstLabel = text.split('\r\n')[1]!.split(',')[0]!;
  await expect
    .poll(() => page.getByText(firstLabel, { exact: true }).count())
    .toBeGreaterThanOrEqual(2);
});

test('a file with bad rows: each row ready or with its problems; only the good ones added', async ({
  page,
}, info) => {
  await openAddressBook(page);
  const header =
    'Label,Company Name,Attention,Address 1,Address 2,City,Province,Country,Postal Code,Phone Number,Email Address,Address Type';
  const rows = [
    'Good one,Desert Bloom,Lina,1 Palm St,,Beirut,Beirut Governorate,LB,1107,+96170111222,lina@bloom.test,Business',
    'No mail,Desert Bloom,Lina,1 Palm St,,Beirut,Beirut Governorate,Lebanon,1107,+96170111222,not-an-email,Business',
    'Nowhere,Desert Bloom,Lina,1 Palm St,,Atlantis,Sea,Neverland,1107,+96170111222,lina@bloom.test,Business',
  ];
  const path = info.outputPath('bad.csv');
  await writeFile(path, [header, ...rows].join('\n'));
  await page.goto('/address-book/import');
  await page.getByLabel('CSV file').setInputFiles(path);
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('1 of 3 rows are ready.')).toBeVisible();
  await expect(page.getByText('row 3: Email Address: Enter a valid email address')).toBeVisible();
  await expect(page.getByText('row 4: Country: unknown country "Neverland"')).toBeVisible();
  await page.getByRole('button', { name: 'Add 1 address' }).click();
  await expect(page.getByText('1 address added.').first()).toBeVisible();

  // A malformed file and a file of another type get a clear message, nothing else.
  await page.getByRole('button', { name: 'Import another file' }).click();
  const broken = info.outputPath('broken.csv');
  await writeFile(broken, `${header}\n"unclosed,quote`);
  await page.getByLabel('CSV file').setInputFiles(broken);
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText(/The file is not a valid CSV/)).toBeVisible();
  const huge = info.outputPath('huge.csv');
  await writeFile(huge, `${header}\n${'x'.repeat(1024 * 1024)}`);
  await page.getByLabel('CSV file').setInputFiles(huge);
  await expect(page.getByText('The file is larger than 1 MB.')).toBeVisible();
  const notes = info.outputPath('notes.txt');
  await writeFile(notes, 'hello');
  await page.getByLabel('CSV file').setInputFiles(notes);
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByText('Choose a CSV file (.csv).')).toBeVisible();
});
