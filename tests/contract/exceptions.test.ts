// Extension: exceptions on packages (docs/exceptions.md, 'The provider's side'). The list
// rows' and the detail's packages carry `exception` (the open one, or null); the detail's
// also `exceptions` (all, newest first). An exception is `{id, kind, label, message,
// raised_at, status, document, address, reschedule_dates, costs, resolution}`, its words in
// the caller's language. `GET /user/clients/{client}/exceptions/count` answers `{open, packages}`;
// `GET /branches?city=` the branches a package can be held at; `POST …/packages/{package}/
// exceptions/{exception}/resolve` takes the fix its kind allows (`correct_address`,
// `reschedule`, `hold_at_branch`, `return_to_shipper`, `abandon`; 422 on `action`
// otherwise, on `address.<field>`, `date`, `branch_id`, and with a message once resolved);
// `POST …/document` takes the document customs ask for as the body (PDF, JPEG or PNG, read
// by its content: 422 on `document`; at most 10 MB: 413). 404 for a package or exception
// not there, 403 for another account's, code 100 without a token. New exceptions are raised
// with the reference services' `POST /dev/packages/{id}/exceptions` and shipments moved
// with `POST /dev/shipments/{id}/advance`, so this file runs on them only. A backend
// without the extension fails this file only; the portal then shows no exception.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failure, forbidden, invalid, ok, signedOut } from '../support/contract/api';
import type { Id } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { signedIn } from '../support/contract/signed-in';
import { useContract } from '../support/contract/suite';

const contract = useContract();
const { api, flow, target: service } = contract;
const me = signedIn(contract);

const KINDS = [
  'address_problem',
  'delivery_attempted',
  'customs_hold',
  'refused',
  'damaged',
] as const;
type Kind = (typeof KINDS)[number];
const ACTIONS = [
  'correct_address',
  'reschedule',
  'hold_at_branch',
  'upload_document',
  'return_to_shipper',
  'abandon',
] as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const instant = z.iso.datetime({ offset: true });
const money = z.object({ value: z.number().positive(), currency: z.string().regex(/^[A-Z]{3}$/) });
const addressFields = z.object({
  company: z.string(),
  attention: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string(),
  area_code: z.string(),
  city: z.string(),
  province: z.string(),
  country: z.string(),
  address_type: z.string(),
});

const exception = z.object({
  id: s.id,
  kind: z.enum(KINDS),
  label: z.string().min(1),
  message: z.string().min(1),
  raised_at: instant,
  status: z.enum(['open', 'resolved']),
  document: z
    .object({
      type: z.enum(['commercial_invoice', 'import_licence', 'id_copy', 'certificate_of_origin']),
      label: z.string().min(1),
    })
    .nullable(),
  address: addressFields.nullable(),
  reschedule_dates: z.array(day),
  costs: z.object({ return_to_shipper: money, abandon: money }).nullable(),
  resolution: z
    .object({
      action: z.enum(ACTIONS),
      summary: z.string().min(1),
      by: z.string().min(1),
      at: instant,
    })
    .nullable(),
});
type Exception = z.infer<typeof exception>;

const detailSchema = z.object({
  packages: z
    .array(
      z.object({
        id: s.id,
        receiver: z.object({ city: z.string(), address1: z.string(), attention: z.string() }),
        activities_logs: z.array(z.object({ status: z.string() })),
        exception: exception.nullable(),
        exceptions: z.array(exception),
      }),
    )
    .min(1),
});
const listSchema = s.paginated(
  z.object({
    shipment_id: s.id,
    packages: z.array(z.object({ id: s.id, exception: exception.nullable() })),
  }),
);
const branch = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  address: z.string().min(1),
  city: z.string().min(1),
  hours: z.string().min(1),
});

const dev = (path: string, body?: unknown) =>
  fetch(`${service().urls.main}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });

interface Raised {
  shipment: Id;
  pkg: Id;
  id: Id;
}

/** A new shipment moved `steps` along its way, with an exception of `kind` on its package. */
async function raised(kind: Kind, steps = 2, document?: string): Promise<Raised> {
  const created = await flow.createShipment(me.session, me.client.id);
  for (let step = 0; step < steps; step += 1) {
    expect((await dev(`/dev/shipments/${created.shipment_id}/advance`)).status).toBe(200);
  }
  const pkg = created.packages[0]!.id;
  const answer = await dev(`/dev/packages/${pkg}/exceptions`, { kind, document });
  expect(answer.status).toBe(200);
  const { id } = (await answer.json()) as { id: number };
  return { shipment: created.shipment_id, pkg, id };
}

const detail = async (shipment: Id, language?: string) =>
  ok(
    await api.get('main', `/user/clients/${me.client.id}/shipments/${shipment}`, {
      token: me.session.token,
      headers: language ? { 'Accept-Language': language } : {},
    }),
    detailSchema,
  );

const packageOf = async (target: Raised, language?: string) => {
  const pkg = (await detail(target.shipment, language)).packages.find(
    (p) => String(p.id) === String(target.pkg),
  );
  expect(pkg, 'the detail lists the package').toBeDefined();
  return pkg!;
};

const base = (target: Raised, client: Id = me.client.id) =>
  `/user/clients/${client}/shipments/${target.shipment}/packages/${target.pkg}/exceptions/${target.id}`;

const resolve = (
  target: Raised,
  body: unknown,
  options: { client?: Id; token?: string; language?: string } = {},
) =>
  api.post('main', `${base(target, options.client)}/resolve`, {
    token: options.token ?? me.session.token,
    body,
    headers: options.language ? { 'Accept-Language': options.language } : {},
  });

/** Sends `body` as the document, with `type` as its Content-Type. */
async function upload(
  target: Raised,
  body: Buffer | ReadableStream<Uint8Array>,
  type: string,
  options: { client?: Id; token?: string } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': type, Accept: 'application/json' };
  const token = options.token ?? me.session.token;
  if (token) headers['Access-Token'] = token;
  const response = await fetch(`${service().urls.main}${base(target, options.client)}/document`, {
    method: 'POST',
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  const bytes = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    contentType,
    bytes,
    json: contentType.includes('json')
      ? (JSON.parse(bytes.toString('utf8')) as unknown)
      : undefined,
  };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 3),
]);
const MB = 1024 * 1024;

/** `size` bytes beginning as a PDF does, sent in 64 KB chunks with no length announced. */
function streamOf(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) {
        controller.close();
        return;
      }
      const chunk = Buffer.alloc(Math.min(64 * 1024, size - sent), 0x20);
      if (sent === 0) PDF.copy(chunk, 0, 0, Math.min(PDF.length, chunk.length));
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

const attention = async () =>
  ok(
    await api.get('main', `/user/clients/${me.client.id}/exceptions/count`, {
      token: me.session.token,
    }),
    z.object({
      open: z.number().int().nonnegative(),
      packages: z.array(
        z.object({
          shipment_id: s.id,
          package_id: s.id,
          awb: z.string().min(1),
          kind: z.enum(KINDS),
          label: z.string().min(1),
        }),
      ),
    }),
  );
const openCount = async () => (await attention()).open;

const otherClient = async () => {
  const other = (await flow.clients(me.session)).find(
    (client) => String(client.id) !== String(me.client.id),
  );
  expect(other, 'the test user has a second account').toBeDefined();
  return other!.id;
};

const fullName = () => `${me.session.user.first_name} ${me.session.user.last_name}`;

describe('exceptions on packages (extension)', () => {
  it('shows the demo account one open exception of each kind on its list rows', async () => {
    const open: Exception[] = [];
    for (let page = 1; page <= 10; page += 1) {
      const rows = ok(
        await api.get('main', `/user/clients/${me.client.id}/shipments`, {
          token: me.session.token,
          query: { page, per_page: 50 },
        }),
        listSchema,
      );
      for (const row of rows.data) {
        for (const pkg of row.packages) if (pkg.exception) open.push(pkg.exception);
      }
      if (page >= rows.last_page) break;
    }
    expect(new Set(open.map((e) => e.kind))).toEqual(new Set(KINDS));
    expect(open.every((e) => e.status === 'open' && e.resolution === null)).toBe(true);
    expect(await openCount()).toBe(open.length);
  });

  it('answers the exception on the detail, open and among all of the package’s', async () => {
    const target = await raised('damaged');
    const pkg = await packageOf(target);
    expect(pkg.exception?.id).toBe(target.id);
    expect(pkg.exception).toMatchObject({
      kind: 'damaged',
      status: 'open',
      document: null,
      address: null,
      reschedule_dates: [],
      costs: null,
      resolution: null,
    });
    expect(pkg.exceptions.map((e) => e.id)).toEqual([target.id]);
    expect(pkg.activities_logs[0]?.status).toBe(pkg.exception?.label);
  });

  it('counts the account’s packages with an open exception', async () => {
    const before = await openCount();
    const target = await raised('refused', 3);
    const after = await attention();
    expect(after.open).toBe(before + 1);
    // The newest first, at most five of them.
    expect(after.packages.length).toBe(Math.min(5, after.open));
    expect(String(after.packages[0]!.package_id)).toBe(String(target.pkg));
    ok(await resolve(target, { action: 'abandon' }), exception);
    expect(await openCount()).toBe(before);
  });

  describe('address_problem', () => {
    it('answers the address as it stands and takes a corrected one as a new consignee address', async () => {
      const target = await raised('address_problem', 3);
      const open = (await packageOf(target)).exception!;
      expect(open.address, 'the address as it stands').not.toBeNull();
      expect(open.reschedule_dates).toEqual([]);
      const body = await flow.addressBody(
        { address1: 'Rue Clemenceau 44', label: null },
        me.session,
      );
      const resolved = ok(
        await resolve(target, { action: 'correct_address', address: body }),
        exception,
      );
      expect(resolved.status).toBe('resolved');
      expect(resolved.resolution).toMatchObject({ action: 'correct_address', by: fullName() });
      expect(Math.abs(Date.parse(resolved.resolution!.at) - Date.now())).toBeLessThan(60_000);
      const pkg = await packageOf(target);
      expect(pkg.exception).toBeNull();
      expect(pkg.receiver.address1).toBe('Rue Clemenceau 44');
      expect(pkg.exceptions[0]?.address?.address1).toBe('Rue Clemenceau 44');
      const book = ok(
        await api.get('main', `/clients/${me.client.id}/addresses/customer`, {
          token: me.session.token,
        }),
        z.array(s.address),
      );
      expect(book.some((a) => a.attention === body.attention && a.address1 === body.address1)).toBe(
        true,
      );
    });

    it('answers 422 on address.<field> as the address book does, and on action for another fix', async () => {
      const target = await raised('address_problem', 3);
      const body = await flow.addressBody({}, me.session);
      invalid(
        await resolve(target, {
          action: 'correct_address',
          address: { ...body, address1: '', city: 'Atlantis', phone: '' },
        }),
        ['address.address1', 'address.phone'],
      );
      invalid(await resolve(target, { action: 'correct_address' }), ['address.company']);
      invalid(await resolve(target, { action: 'reschedule', date: '2030-01-02' }), ['action']);
      invalid(await resolve(target, { action: 'teleport' }), ['action']);
      expect((await packageOf(target)).exception?.status).toBe('open');
    });
  });

  describe('delivery_attempted', () => {
    it('offers the next five business days and reschedules to one of them', async () => {
      const target = await raised('delivery_attempted', 3);
      const open = (await packageOf(target)).exception!;
      const dates = open.reschedule_dates;
      expect(dates).toHaveLength(5);
      expect([...dates].sort()).toEqual(dates);
      expect(new Set(dates).size).toBe(5);
      const today = new Date().toISOString().slice(0, 10);
      for (const date of dates) {
        expect(date > today || date === today).toBe(true);
        // The demo's consignees here are in Lebanon: Saturday and Sunday are the weekend.
        expect([0, 6]).not.toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
      }
      const logs = (await packageOf(target)).activities_logs.length;
      const resolved = ok(
        await resolve(target, { action: 'reschedule', date: dates[2] }),
        exception,
      );
      expect(resolved.resolution?.action).toBe('reschedule');
      expect(resolved.resolution?.summary).toContain(dates[2]);
      expect((await packageOf(target)).activities_logs.length).toBe(logs + 1);
    });

    it('answers 422 on date for a day not offered', async () => {
      const target = await raised('delivery_attempted', 3);
      const dates = (await packageOf(target)).exception!.reschedule_dates;
      const saturday = (() => {
        const at = new Date(`${dates[4]}T00:00:00Z`);
        while (at.getUTCDay() !== 6) at.setUTCDate(at.getUTCDate() + 1);
        return at.toISOString().slice(0, 10);
      })();
      for (const date of ['2001-01-01', saturday, 'tomorrow', undefined]) {
        invalid(await resolve(target, { action: 'reschedule', date }), ['date']);
      }
    });

    it('holds it at a branch, and answers 422 on branch_id for one unknown', async () => {
      const target = await raised('delivery_attempted', 3);
      invalid(await resolve(target, { action: 'hold_at_branch', branch_id: 'NOWHERE' }), [
        'branch_id',
      ]);
      invalid(await resolve(target, { action: 'hold_at_branch' }), ['branch_id']);
      invalid(await resolve(target, { action: 'abandon' }), ['action']);
      const [first] = ok(
        await api.get('main', '/branches', { query: { city: 'Beirut' } }),
        z.array(branch),
      );
      const resolved = ok(
        await resolve(target, { action: 'hold_at_branch', branch_id: first!.id }),
        exception,
      );
      expect(resolved.resolution?.action).toBe('hold_at_branch');
      expect(resolved.resolution?.summary).toContain(first!.name);
    });
  });

  describe('refused', () => {
    it('says what returning and abandoning cost, and takes either', async () => {
      const back = await raised('refused', 3);
      const open = (await packageOf(back)).exception!;
      expect(open.costs).not.toBeNull();
      expect(open.costs!.return_to_shipper.value).toBeGreaterThan(open.costs!.abandon.value);
      expect(
        ok(await resolve(back, { action: 'return_to_shipper' }), exception).resolution,
      ).toMatchObject({
        action: 'return_to_shipper',
      });
      const left = await raised('refused', 3);
      invalid(await resolve(left, { action: 'hold_at_branch', branch_id: 'BEY-HAM' }), ['action']);
      expect(ok(await resolve(left, { action: 'abandon' }), exception).resolution?.action).toBe(
        'abandon',
      );
    });
  });

  it('takes no action on a damaged package', async () => {
    const target = await raised('damaged');
    for (const action of ACTIONS.filter((a) => a !== 'upload_document')) {
      invalid(await resolve(target, { action, date: '2030-01-01', branch_id: 'BEY-HAM' }), [
        'action',
      ]);
    }
    invalid(await upload(target, PDF, 'application/pdf'), ['action']);
  });

  it('answers a fix sent again as it stands, and 422 with a message for another fix', async () => {
    const target = await raised('refused', 3);
    const first = ok(await resolve(target, { action: 'abandon' }), exception);
    // A retry whose answer was lost: the same resolution, nothing done twice.
    const repeat = ok(await resolve(target, { action: 'abandon' }), exception);
    expect(repeat.resolution).toEqual(first.resolution);
    const other = failure(await resolve(target, { action: 'return_to_shipper' }), 422);
    expect(other.notification.message).toBe('This exception is already resolved.');
    const held = await raised('customs_hold', 2, 'import_licence');
    const sent = ok(await upload(held, PDF, 'application/pdf'), exception);
    const twice = ok(await upload(held, PDF, 'application/pdf'), exception);
    expect(twice.resolution).toEqual(sent.resolution);
  });

  describe('customs_hold: the document', () => {
    it('names the document customs ask for and takes a PDF, a JPEG or a PNG', async () => {
      for (const [type, body] of [
        ['application/pdf', PDF],
        ['image/jpeg', JPEG],
        ['image/png', PNG],
      ] as const) {
        const target = await raised('customs_hold', 2, 'certificate_of_origin');
        const open = (await packageOf(target)).exception!;
        expect(open.document).toEqual({
          type: 'certificate_of_origin',
          label: 'Certificate of origin',
        });
        const resolved = ok(await upload(target, body, type), exception);
        expect(resolved.status).toBe('resolved');
        expect(resolved.resolution).toMatchObject({ action: 'upload_document', by: fullName() });
      }
    });

    it('answers 422 on document for a body that is not what its type says, or another type', async () => {
      const target = await raised('customs_hold', 2);
      invalid(await upload(target, PDF, 'image/png'), ['document']);
      invalid(await upload(target, PNG, 'image/jpeg'), ['document']);
      invalid(await upload(target, Buffer.from('just some text, not a PDF'), 'application/pdf'), [
        'document',
      ]);
      invalid(await upload(target, Buffer.alloc(0), 'application/pdf'), ['document']);
      invalid(await upload(target, PDF, 'text/plain'), ['document']);
      invalid(await resolve(target, { action: 'upload_document' }), ['action']);
      expect((await packageOf(target)).exception?.status).toBe('open');
    });

    it('answers 413 past 10 MB, streamed or announced, and takes 10 MB exactly', async () => {
      const target = await raised('customs_hold', 2);
      failure(await upload(target, streamOf(10 * MB + 1), 'application/pdf'), 413);
      const announced = Buffer.alloc(10 * MB + 1, 0x20);
      PDF.copy(announced);
      failure(await upload(target, announced, 'application/pdf'), 413);
      expect((await packageOf(target)).exception?.status).toBe('open');
      ok(await upload(target, streamOf(10 * MB), 'application/pdf'), exception);
    });
  });

  describe('branches', () => {
    it('lists all of them, or those of one city', async () => {
      const all = ok(await api.get('main', '/branches'), z.array(branch));
      const beirut = ok(
        await api.get('main', '/branches', { query: { city: 'beirut' } }),
        z.array(branch),
      );
      expect(beirut.length).toBeGreaterThanOrEqual(2);
      expect(beirut.every((b) => b.city === 'Beirut')).toBe(true);
      expect(all.length).toBeGreaterThan(beirut.length);
      expect(new Set(all.map((b) => b.id)).size).toBe(all.length);
      expect(
        ok(await api.get('main', '/branches', { query: { city: 'Atlantis' } }), z.array(branch)),
      ).toEqual([]);
    });
  });

  describe('in the caller’s language', () => {
    it('says the label, the message, the document and the resolution in French and Arabic', async () => {
      const target = await raised('customs_hold', 2, 'commercial_invoice');
      const en = (await packageOf(target)).exception!;
      const fr = (await packageOf(target, 'fr')).exception!;
      const ar = (await packageOf(target, 'ar')).exception!;
      expect(fr.label).toBe('Retenu en douane');
      expect(ar.label).toBe('محتجز لدى الجمارك');
      expect(fr.message).not.toBe(en.message);
      expect(ar.message).toMatch(/[\u0600-\u06FF]/);
      expect(fr.document?.label).toBe('Facture commerciale');
      expect(ar.document?.type).toBe('commercial_invoice');
      const moved = await raised('delivery_attempted', 3);
      const date = (await packageOf(moved)).exception!.reschedule_dates[0]!;
      const resolved = ok(
        await resolve(moved, { action: 'reschedule', date }, { language: 'fr' }),
        exception,
      );
      expect(resolved.resolution?.summary).toBe(`Livraison reprogrammée au ${date}.`);
      const list = ok(
        await api.get('main', '/branches', {
          query: { city: 'Beirut' },
          headers: { 'Accept-Language': 'ar' },
        }),
        z.array(branch),
      );
      expect(list[0]?.hours).toMatch(/[\u0600-\u06FF]/);
      expect(list[0]?.name).toMatch(/^Beirut /);
    });
  });

  describe('access', () => {
    it('answers 404 for a package or exception not there', async () => {
      const target = await raised('refused', 3);
      const other = await raised('refused', 3);
      for (const wrong of [
        { ...target, id: 999_999_999 },
        { ...target, id: other.id },
        { ...target, pkg: 999_999_999 },
        { ...target, pkg: other.pkg },
        { ...target, shipment: 999_999_999 },
      ]) {
        failure(await resolve(wrong, { action: 'abandon' }), 404);
        failure(await upload(wrong, PDF, 'application/pdf'), 404);
      }
    });

    it('answers 403 for another account and code 100 without a token', async () => {
      const target = await raised('customs_hold', 2);
      const other = await otherClient();
      forbidden(await resolve(target, { action: 'abandon' }, { client: other }));
      forbidden(await upload(target, PDF, 'application/pdf', { client: other }));
      forbidden(
        await api.get('main', `/user/clients/${other}0/exceptions/count`, {
          token: me.session.token,
        }),
      );
      signedOut(await resolve(target, { action: 'abandon' }, { token: '' }));
      signedOut(await upload(target, PDF, 'application/pdf', { token: '' }));
      signedOut(await api.get('main', `/user/clients/${me.client.id}/exceptions/count`));
      expect((await packageOf(target)).exception?.status).toBe('open');
    });
  });
});
