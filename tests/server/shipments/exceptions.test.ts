import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AttentionSummary, ExceptionKind } from '../../../shared/exceptions/types';
import type { ShipmentRowView } from '../../../shared/shipments/types';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { answerWhen, callsMatching, notFoundEnvelope } from '../../support/provider/answers';
import { pdfLines } from '../../support/reference/pdf-text';
import { allShipmentRows, drawerOf } from '../../support/data/shipments';

/**
 * A package's exceptions and its proof of delivery (docs/exceptions.md): the badges, the
 * dashboard's count, the drawer's view, each fix and its refusals, the streamed document,
 * and the proof's page. The demo account holds one open exception of each kind.
 */

let portal: Portal;
let user: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal({ fake: 'all', timeoutMs: 10000 });
  user = await signedIn(portal.app);
});
afterEach(() => portal.overrides.clear());
afterAll(() => portal?.close());

interface Found {
  shipment: string;
  pkg: string;
  awb: string;
}

const rows = () => allShipmentRows(user);

/** The dashboard's 'Needs your attention', loaded as the client does after the page. */
async function attention() {
  await user.visit('dashboard');
  return (await user.visit('dashboard', { only: ['attention'] })).prop<AttentionSummary | null>(
    'attention',
  );
}

/** The package whose open exception is of `kind`, as the list's badges say. */
async function withOpen(kind: ExceptionKind): Promise<Found> {
  for (const row of await rows()) {
    const pkg = row.packages.find((p) => p.exception?.kind === kind);
    if (pkg) return { shipment: row.id, pkg: pkg.id, awb: pkg.awb };
  }
  throw new Error(`no package with an open ${kind} exception`);
}

const drawer = (found: Found) => drawerOf(user, found.shipment, found.pkg);

const fix = (found: Found, exception: string, action: string, body: Record<string, unknown> = {}) =>
  user.post(
    [
      'shipments.resolve-exception',
      { shipment: found.shipment, package: found.pkg, exception, action },
    ],
    body,
    { errorBag: 'exception' },
  );

const upload = (found: Found, exception: string, content: Buffer, filename: string) =>
  user.post(
    ['shipments.exception-document', { shipment: found.shipment, package: found.pkg, exception }],
    {},
    { errorBag: 'exception', files: { document: { content, filename } } },
  );

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

describe('exceptions on the list, the dashboard and the drawer', () => {
  it('badges each package with an open exception, one of each kind in the demo', async () => {
    const kinds = new Set(
      (await rows()).flatMap((row) => row.packages.flatMap((p) => p.exception?.kind ?? [])),
    );
    expect([...kinds].sort()).toEqual(
      ['address_problem', 'customs_hold', 'damaged', 'delivery_attempted', 'refused'].sort(),
    );
  });

  it('counts them on the dashboard, each one a way to its drawer', async () => {
    const summary = (await attention())!;
    expect(summary.open).toBeGreaterThanOrEqual(5);
    expect(summary.packages).toHaveLength(5);
    const first = summary.packages[0]!;
    const view = await drawer({ shipment: first.shipmentId, pkg: first.packageId, awb: first.awb });
    expect(view.exceptions?.[0]).toMatchObject({ open: true, kind: first.exception.kind });
  });

  it('leaves the dashboard card out when the provider does not count them', async () => {
    portal.overrides.add(
      answerWhen(callsMatching('GET /user/clients/\\d+/exceptions/count'), notFoundEnvelope),
    );
    expect(await attention()).toBeNull();
  });

  it('gives the drawer what each fix needs', async () => {
    const address = await drawer(await withOpen('address_problem'));
    expect(address.exceptions?.[0]?.address).toMatchObject({
      companyName: expect.any(String),
      address1: expect.any(String),
      country: expect.any(String),
    });
    const attempted = await drawer(await withOpen('delivery_attempted'));
    expect(attempted.exceptions?.[0]?.rescheduleDates).toHaveLength(5);
    expect(attempted.branches?.length).toBeGreaterThan(0);
    const refused = await drawer(await withOpen('refused'));
    expect(refused.exceptions?.[0]?.costs?.returnToShipper.currency).toMatch(/^[A-Z]{3}$/);
    const held = await drawer(await withOpen('customs_hold'));
    expect(held.exceptions?.[0]?.document?.label).toBeTruthy();
    // No branches are asked for where no delivery was attempted.
    expect(held.branches).toBeUndefined();
  });
});

describe('fixing an exception', () => {
  it('moves a missed delivery to a day offered, and refuses a day that is not', async () => {
    const found = await withOpen('delivery_attempted');
    const exception = (await drawer(found)).exceptions![0]!;
    await user.visit(['shipments', { track: `${found.shipment}:${found.pkg}` }]);
    const empty = await fix(found, exception.id, 'reschedule', { date: '' });
    expect(empty.errors('exception')).toEqual({ date: 'Delivery day is required' });
    const notOffered = await fix(found, exception.id, 'reschedule', { date: '2000-01-03' });
    expect(notOffered.errors('exception')).toEqual({ date: 'Choose one of the days offered.' });
    const done = await fix(found, exception.id, 'reschedule', {
      date: exception.rescheduleDates[1],
    });
    done.toasts({ message: 'Delivery has been moved to the day you chose.', status: 'success' });
    const after = (await drawer(found)).exceptions!.find((e) => e.id === exception.id)!;
    expect(after.open).toBe(false);
    expect(after.resolution).toMatchObject({ action: 'reschedule', by: expect.any(String) });
  });

  it('corrects a delivery address with the address form’s rules, in its field names', async () => {
    const found = await withOpen('address_problem');
    const exception = (await drawer(found)).exceptions![0]!;
    const address = exception.address!;
    await user.visit(['shipments', { track: `${found.shipment}:${found.pkg}` }]);
    const refused = await fix(found, exception.id, 'correct_address', { ...address, address1: '' });
    expect(refused.errors('exception')).toEqual({ address1: 'Address 1 is required' });
    const done = await fix(found, exception.id, 'correct_address', {
      ...address,
      address1: 'Rue Hamra, Building 12',
    });
    done.toasts({
      message: 'The corrected address is with the courier: your parcel goes back out for delivery.',
      status: 'success',
    });
    const view = await drawer(found);
    expect(view.exceptions?.every((e) => !e.open)).toBe(true);
    expect(view.destination?.address1).toBe('Rue Hamra, Building 12');
  });

  it('returns a refused parcel, once: the second time is said as already resolved', async () => {
    const found = await withOpen('refused');
    const exception = (await drawer(found)).exceptions![0]!;
    await user.visit(['shipments', { track: `${found.shipment}:${found.pkg}` }]);
    (await fix(found, exception.id, 'return_to_shipper')).toasts({
      message: 'Your parcel is on its way back to you.',
      status: 'success',
    });
    (await fix(found, exception.id, 'abandon')).toasts({
      message: 'This exception is already resolved.',
      status: 'error',
    });
  });

  it('refuses a fix its kind does not take, and another account’s package', async () => {
    const found = await withOpen('damaged');
    const exception = (await drawer(found)).exceptions![0]!;
    await user.visit(['shipments', { track: `${found.shipment}:${found.pkg}` }]);
    const wrong = await fix(found, exception.id, 'abandon');
    expect(wrong.errors('exception')).toEqual({});
    wrong.toasts({ status: 'error' });
    expect((await drawer(found)).exceptions?.[0]?.open).toBe(true);
    const foreign = await fix(
      { shipment: '987654321', pkg: '987654321', awb: '' },
      exception.id,
      'abandon',
    );
    expect([403, 404]).toContain(foreign.status);
  });
});

describe('the document a customs hold asks for', () => {
  let found: Found;
  let exception: string;
  beforeAll(async () => {
    found = await withOpen('customs_hold');
    exception = (await drawer(found)).exceptions![0]!.id;
  });

  const refusal = async (content: Buffer, filename: string) => {
    await user.visit(['shipments', { track: `${found.shipment}:${found.pkg}` }]);
    return (await upload(found, exception, content, filename)).errors('exception');
  };

  it('refuses what is not a PDF, JPEG or PNG by its content, whatever its name', async () => {
    const program = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(2048, 1)]);
    expect(await refusal(program, 'invoice.pdf')).toEqual({
      document: 'The document must be a PDF, JPEG or PNG file.',
    });
  });

  it('refuses a PDF carrying other files, and one over 10 MB, before the provider keeps it', async () => {
    const attached = Buffer.concat([
      PDF.subarray(0, 20),
      Buffer.alloc(70_000, 0x20),
      Buffer.from('<< /Type /EmbeddedFile /Length 42 >>'),
      PDF.subarray(20),
    ]);
    expect(await refusal(attached, 'licence.pdf')).toEqual({
      document: 'This PDF carries other files inside it. Send the document on its own.',
    });
    const large = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    expect(await refusal(large, 'scan.pdf')).toEqual({
      document: 'The document is larger than 10 MB.',
    });
    expect((await drawer(found)).exceptions?.[0]?.open).toBe(true);
  });

  it('asks for the file when none came', async () => {
    await user.visit(['shipments', { track: `${found.shipment}:${found.pkg}` }]);
    const page = await user.post(
      ['shipments.exception-document', { shipment: found.shipment, package: found.pkg, exception }],
      {},
      { errorBag: 'exception' },
    );
    expect(page.errors('exception')).toEqual({ document: 'Choose the document to send.' });
  });

  it('sends a PDF to the provider, which resolves the hold', async () => {
    await user.visit(['shipments', { track: `${found.shipment}:${found.pkg}` }]);
    (await upload(found, exception, PDF, 'licence.pdf')).toasts({
      message:
        'The document has been sent to customs. Tracking will show when they release the parcel.',
      status: 'success',
    });
    const after = (await drawer(found)).exceptions!.find((e) => e.id === exception)!;
    expect(after.resolution?.action).toBe('upload_document');
  });
});

describe('proof of delivery', () => {
  async function delivered(): Promise<Found> {
    const page = (
      await user.visit(['shipments', { per_page: '100', 'apply-filter': 'delivered' }])
    ).component('shipments/shipments');
    const row = page.prop<ShipmentRowView[]>('table.value.rows')[0]!;
    return { shipment: row.id, pkg: row.packages[0]!.id, awb: row.packages[0]!.awb };
  }

  it('names who signed, when and where for a delivered package, and none before', async () => {
    const view = await drawer(await delivered());
    expect(view.proof).toMatchObject({
      signedBy: expect.any(String),
      signedAt: expect.any(String),
      city: expect.any(String),
    });
    const pending = await drawer(await withOpen('refused').catch(() => withOpen('damaged')));
    expect(pending.proof ?? null).toBeNull();
  });

  it('shows the signature as a PNG and downloads a one-page PDF in the reader’s language', async () => {
    const found = await delivered();
    const image = await user.fetch([
      'shipments.signature',
      { shipment: found.shipment, package: found.pkg },
    ]);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/png/);
    for (const [language, heading] of [
      ['en', 'Proof of delivery'],
      ['fr', 'Preuve de livraison'],
    ] as const) {
      const file = await user.fetch(
        ['shipments.proof-of-delivery', { shipment: found.shipment, package: found.pkg }],
        { 'Accept-Language': language, Cookie: `lang=${language}` },
      );
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toMatch(/^application\/pdf/);
      const lines = await pdfLines(new Uint8Array(file.body as Buffer));
      expect(lines.join('\n')).toContain(heading);
      expect(lines.join('\n')).toContain(found.awb);
    }
  });
});
