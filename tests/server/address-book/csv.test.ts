import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview, ImportResult } from '../../../shared/address/import';
import { messages } from '../../../shared/messages';
import { signedIn, type AssertablePage, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';

let portal: Portal;
let visitor: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal();
  visitor = await signedIn(portal.app);
});
afterAll(() => portal?.close());

const HEADER =
  'Label,Company Name,Attention,Address 1,Address 2,City,Province,Country,Postal Code,Phone Number,Email Address,Address Type';
const GOOD =
  'Good,Desert Bloom,Lina,1 Palm St,,Beirut,Beirut Governorate,LB,1107,+96170111222,lina@bloom.test,Business';

type ImportProps = { preview: ImportPreview | null; result: ImportResult | null };

async function importPage() {
  return (await visitor.visit('import-addresses'))
    .component('address-book/import-addresses')
    .prop<ImportProps>();
}

/** The file chosen and sent from the import page; the page the answer leads to. */
async function upload(content: string, fileName = 'book.csv') {
  await visitor.visit('import-addresses');
  return visitor.post('import-addresses.preview', { fileName, content }, { errorBag: 'import' });
}

const fileError = (page: AssertablePage) => page.errors('import').fileName;

const total = async () =>
  (await visitor.visit('address-book'))
    .component('address-book/address-book')
    .prop<number>('total');

describe('Export CSV', () => {
  it('is the whole book, names resolved, UTF-8 with a BOM, named for the account and day', async () => {
    const res = await visitor.fetch('address-book.export');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="?address-book-100200301-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    const text = (res.body as Buffer).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(1 + (await total()));
    // Countries by name: never a two-letter id.
    expect(lines.slice(1).every((line) => !/,[A-Z]{2},/.test(line))).toBe(true);
  });
});

describe('Import CSV', () => {
  it('previews every row as ready or with its problems, creates nothing before the user confirms', async () => {
    const before = await total();
    const bad =
      'Bad,Desert Bloom,Lina,1 Palm St,,Beirut,Beirut Governorate,Lebanon,1107,+96170111222,nope,Business';
    (await upload([HEADER, GOOD, bad].join('\n'))).redirectedTo('/address-book/import');
    const { preview } = await importPage();
    expect(preview?.ready).toBe(1);
    expect(preview?.rows.map((r) => [r.row, r.errors])).toEqual([
      [2, []],
      [3, ['Email Address: Enter a valid email address']],
    ]);
    expect(await total()).toBe(before);

    await visitor.visit('import-addresses');
    (await visitor.post('import-addresses.store'))
      .redirectedTo('/address-book/import')
      .component('address-book/import-addresses')
      .where('preview', null)
      .where('result', { added: 1, failed: [] });
    expect(await total()).toBe(before + 1);

    // Confirming twice adds nothing more.
    await visitor.visit('import-addresses');
    await visitor.post('import-addresses.store');
    expect(await total()).toBe(before + 1);
    await visitor.visit('import-addresses');
    (await visitor.delete('import-addresses.destroy'))
      .redirectedTo('/address-book/import')
      .where('result', null);
  });

  it('takes ISO codes and names, any case, and free text where a list is empty', async () => {
    await upload(
      [
        HEADER,
        'A,Co,Lina,1 St,,beirut,beirut governorate,lebanon,1107,+96170111222,a@b.test,business',
        'B,Co,Lina,1 St,,Oranjestad,Noord,aw,1107,+2975551234,a@b.test,Warehouse',
        'C,Co,Lina,1 St,,Atlantis,Beirut Governorate,LB,1107,+96170111222,a@b.test,Castle',
      ].join('\n'),
    );
    const { preview } = await importPage();
    expect(preview?.rows.map((r) => r.errors)).toEqual([
      [],
      [],
      ['City: "Atlantis" is not on our list', 'Address Type: unknown type "Castle"'],
    ]);
    await visitor.delete('import-addresses.destroy');
  });

  it.each([
    ['a file of another type', 'x', 'notes.txt', messages.address.fileType],
    ['a malformed file', `${HEADER}\n"unclosed`, 'a.csv', /^The file is not a valid CSV: /],
    ['a file without rows', HEADER, 'a.csv', messages.address.fileEmpty],
    [
      'missing columns',
      'Label,Company Name\nA,B',
      'a.csv',
      /^The file lacks the columns: Attention, Address 1/,
    ],
    [
      'more than 1,000 rows',
      [HEADER, ...Array(1001).fill(GOOD)].join('\n'),
      'a.csv',
      messages.address.tooManyRows(1000),
    ],
  ])('refuses %s with a clear message', async (_name, content, fileName, message) => {
    const res = await upload(content, fileName);
    res.redirectedTo('/address-book/import');
    const error = fileError(res);
    if (typeof message === 'string') expect(error).toBe(message);
    else expect(error).toMatch(message);
  });

  it('answers a body over 1 MB with the 413 page (the browser says so before sending)', async () => {
    (await upload(`${HEADER}\n${'x'.repeat(1024 * 1024)}`))
      .hasStatus(413)
      .component('errors/error');
  });

  it('drops a preview made under another account', async () => {
    await upload([HEADER, GOOD].join('\n'));
    const page = (await visitor.visit('import-addresses'))
      .component('address-book/import-addresses')
      .where('preview', (preview: unknown) => preview !== null);
    const other = page.prop<number>('accounts.1.id');
    await visitor.post('accounts.select', { account_id: other });
    expect((await importPage()).preview).toBeNull();
  });
});
