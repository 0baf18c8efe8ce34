import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview, ImportResult } from '../../../shared/address/import';
import { messages } from '../../../shared/messages';
import { expectPage, expectRedirect, HOST, Visitor } from '../support/client';
import { startTestPortal, type TestPortal } from '../support/portal';
import { signedIn } from './support';

let portal: TestPortal;
let visitor: Visitor;
beforeAll(async () => {
  portal = await startTestPortal();
  visitor = await signedIn(portal);
});
afterAll(() => portal?.close());

const HEADER =
  'Label,Company Name,Attention,Address 1,Address 2,City,Province,Country,Postal Code,Phone Number,Email Address,Address Type';
const GOOD =
  'Good,Desert Bloom,Lina,1 Palm St,,Beirut,Beirut Governorate,LB,1107,+96170111222,lina@bloom.test,Business';

async function importPage() {
  const page = expectPage(await visitor.visit('/address-book/import'), 'address-book/import');
  return page.props as {
    preview: ImportPreview | null;
    result: ImportResult | null;
    errors: object;
  };
}

async function upload(content: string, fileName = 'book.csv') {
  await visitor.visit('/address-book/import');
  return visitor.send(
    'post',
    '/address-book/import',
    { fileName, content },
    { 'X-Inertia-Error-Bag': 'import' },
  );
}

const fileError = async () =>
  ((await importPage()).errors as { import?: { fileName?: string } }).import?.fileName;

describe('Export CSV', () => {
  it('is the whole book, names resolved, UTF-8 with a BOM, named for the account and day', async () => {
    const res = await visitor.agent.get('/address-book/export').set('Host', HOST).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="?address-book-100200301-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    const text = res.text;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(HEADER);
    const book = expectPage(await visitor.visit('/address-book'), 'address-book/index');
    expect(lines).toHaveLength(1 + (book.props.total as number));
    // Countries by name: never a two-letter id.
    expect(lines.slice(1).every((line) => !/,[A-Z]{2},/.test(line))).toBe(true);
  });
});

describe('Import CSV', () => {
  it('previews every row as ready or with its problems, creates nothing before the user confirms', async () => {
    const before = expectPage(await visitor.visit('/address-book'), 'address-book/index').props
      .total as number;
    const bad =
      'Bad,Desert Bloom,Lina,1 Palm St,,Beirut,Beirut Governorate,Lebanon,1107,+96170111222,nope,Business';
    const res = await upload([HEADER, GOOD, bad].join('\n'));
    expectRedirect(res, '/address-book/import');
    const { preview } = await importPage();
    expect(preview?.ready).toBe(1);
    expect(preview?.rows.map((r) => [r.row, r.errors])).toEqual([
      [2, []],
      [3, ['Email Address: Enter a valid email address']],
    ]);
    expect(expectPage(await visitor.visit('/address-book'), 'address-book/index').props.total).toBe(
      before,
    );

    expectRedirect(
      await visitor.send('post', '/address-book/import/confirm'),
      '/address-book/import',
    );
    const { result, preview: gone } = await importPage();
    expect(gone).toBeNull();
    expect(result).toEqual({ added: 1, failed: [] });
    expect(expectPage(await visitor.visit('/address-book'), 'address-book/index').props.total).toBe(
      before + 1,
    );

    // Confirming twice adds nothing more.
    await visitor.send('post', '/address-book/import/confirm');
    expect(expectPage(await visitor.visit('/address-book'), 'address-book/index').props.total).toBe(
      before + 1,
    );
    expectRedirect(await visitor.send('delete', '/address-book/import'), '/address-book/import');
    expect((await importPage()).result).toBeNull();
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
    await visitor.send('delete', '/address-book/import');
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
    expectRedirect(res, '/address-book/import');
    const error = await fileError();
    if (typeof message === 'string') expect(error).toBe(message);
    else expect(error).toMatch(message);
  });

  it('answers a body over 1 MB with the 413 page (the browser says so before sending)', async () => {
    const res = await upload(`${HEADER}\n${'x'.repeat(1024 * 1024)}`);
    expect(res.status).toBe(413);
    expect(res.body.component).toBe('errors/error');
  });

  it('drops a preview made under another account', async () => {
    await upload([HEADER, GOOD].join('\n'));
    const page = expectPage(await visitor.visit('/address-book/import'), 'address-book/import');
    expect(page.props.preview).not.toBeNull();
    const [, other] = page.props.accounts as Array<{ id: number }>;
    await visitor.send('post', '/accounts/select', { account_id: other!.id });
    expect((await importPage()).preview).toBeNull();
  });
});
