// Extension: claims on packages (docs/claims.md, 'The provider's side'). The detail's
// packages carry `claimable` ({kinds, declared_value, deadline, past_deadline} or null) and
// `claim` ({id, status, status_label} or null). `POST /user/clients/{client}/claims` files
// one (201, status `submitted`; 422 on `amount`, `kind`, `description`, and on `package_id`
// for a second claim, a package not claimable or past its deadline, the date said);
// `POST …/claims/{id}/photos` takes a JPEG or PNG as the body, read by its first bytes (422 on
// `photo`), at most 10 MB (413) and 5 a claim (422); `GET …/claims` pages them (`status`
// filter), `GET …/claims/{id}` adds the thread; `POST …/claims/{id}/answer` answers a
// request for information. Words in the caller's language. 404 for a claim, shipment or
// package not there, 403 for another account's, code 100 without a token. Statuses are set
// with the reference services' `POST /dev/claims/{id}/status`, shipments moved with
// `POST /dev/shipments/{id}/advance` and aged with `POST /dev/packages/{id}/age`, so this
// file runs on them only. A backend without the extension fails this file only.
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

const KINDS = ['lost', 'damaged', 'missing_contents'] as const;
const STATUSES = ['submitted', 'in_review', 'information_needed', 'approved', 'refused'] as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const instant = z.iso.datetime({ offset: true });
const money = z.object({ value: z.number().positive(), currency: z.string().regex(/^[A-Z]{3}$/) });

const claimRow = z
  .object({
    id: s.id,
    shipment_id: s.id,
    package_id: s.id,
    awb: z.string().min(1),
    kind: z.enum(KINDS),
    kind_label: z.string().min(1),
    amount: money,
    description: z.string().min(1),
    status: z.enum(STATUSES),
    status_label: z.string().min(1),
    status_reason: z.string().min(1).nullable(),
    approved_amount: money.nullable(),
    information_request: z.string().min(1).nullable(),
    created_at: instant,
    updated_at: instant,
    photos: z.number().int().min(0).max(5),
  })
  .strict();
const claimDetail = claimRow
  .extend({
    messages: z.array(
      z.object({ from: z.enum(['customer', 'provider']), text: z.string().min(1), at: instant }),
    ),
  })
  .strict();
type Claim = z.infer<typeof claimDetail>;

const claimable = z
  .object({
    kinds: z.array(z.enum(KINDS)).min(1),
    declared_value: z.object({ value: z.number().nonnegative(), currency: z.string() }),
    deadline: day,
    past_deadline: z.boolean(),
  })
  .strict();
const detailSchema = z.object({
  packages: z
    .array(
      z.object({
        id: s.id,
        awb: z.string(),
        claimable: claimable.nullable(),
        claim: z
          .object({ id: s.id, status: z.enum(STATUSES), status_label: z.string().min(1) })
          .strict()
          .nullable(),
      }),
    )
    .min(1),
});
const listSchema = s.paginated(claimRow);

const dev = (path: string, body?: unknown) =>
  fetch(`${service().urls.main}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });

interface Target {
  shipment: Id;
  pkg: Id;
}

/** A new shipment of the account moved `steps` along (4: delivered), and its first package. */
async function shipped(steps = 4, client: Id = me.client.id): Promise<Target> {
  const created = await flow.createShipment(me.session, client);
  for (let step = 0; step < steps; step += 1) {
    expect((await dev(`/dev/shipments/${created.shipment_id}/advance`)).status).toBe(200);
  }
  return { shipment: created.shipment_id, pkg: created.packages[0]!.id };
}

const age = async (target: Target, days: number) =>
  expect((await dev(`/dev/packages/${target.pkg}/age`, { days })).status).toBe(200);

const setStatus = async (id: Id, status: string, extra: Record<string, unknown> = {}) =>
  expect((await dev(`/dev/claims/${id}/status`, { status, ...extra })).status).toBe(200);

const packageOf = async (target: Target, language?: string) => {
  const detail = ok(
    await api.get('main', `/user/clients/${me.client.id}/shipments/${target.shipment}`, {
      token: me.session.token,
      headers: language ? { 'Accept-Language': language } : {},
    }),
    detailSchema,
  );
  const pkg = detail.packages.find((p) => String(p.id) === String(target.pkg));
  expect(pkg, 'the detail lists the package').toBeDefined();
  return pkg!;
};

const claims = (client: Id = me.client.id) => `/user/clients/${client}/claims`;

const file = (
  target: Target,
  body: Record<string, unknown> = {},
  options: { client?: Id; token?: string; language?: string } = {},
) =>
  api.post('main', claims(options.client), {
    token: options.token ?? me.session.token,
    headers: options.language ? { 'Accept-Language': options.language } : {},
    body: {
      shipment_id: target.shipment,
      package_id: target.pkg,
      kind: 'damaged',
      amount: { value: 10, currency: 'USD' },
      description: 'The box arrived crushed and the lamp inside is broken.',
      ...body,
    },
  });

/** A claim filed on a new delivered package, in the declared value's currency. */
async function filed(body: Record<string, unknown> = {}): Promise<Claim & { target: Target }> {
  const target = await shipped();
  const declared = (await packageOf(target)).claimable!.declared_value;
  const claim = ok(
    await file(target, { amount: { value: 1, currency: declared.currency }, ...body }),
    claimDetail,
  );
  return { ...claim, target };
}

const getClaim = async (id: Id, language?: string) =>
  ok(
    await api.get('main', `${claims()}/${id}`, {
      token: me.session.token,
      headers: language ? { 'Accept-Language': language } : {},
    }),
    claimDetail,
  );

const list = async (query: Record<string, string | number> = {}) =>
  ok(await api.get('main', claims(), { token: me.session.token, query }), listSchema);

const answer = (id: Id, body: unknown, options: { client?: Id; token?: string } = {}) =>
  api.post('main', `${claims(options.client)}/${id}/answer`, {
    token: options.token ?? me.session.token,
    body,
  });

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 3),
]);
const MB = 1024 * 1024;

/** `size` bytes beginning as a JPEG does, sent in 64 KB chunks with no length announced. */
function streamOf(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) {
        controller.close();
        return;
      }
      const chunk = Buffer.alloc(Math.min(64 * 1024, size - sent), 0x20);
      if (sent === 0) JPEG.copy(chunk, 0, 0, Math.min(JPEG.length, chunk.length));
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

async function photo(
  id: Id,
  body: Buffer | ReadableStream<Uint8Array>,
  type: string,
  options: { client?: Id; token?: string } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': type, Accept: 'application/json' };
  const token = options.token ?? me.session.token;
  if (token) headers['Access-Token'] = token;
  const response = await fetch(`${service().urls.main}${claims(options.client)}/${id}/photos`, {
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

const otherClient = async () => {
  const other = (await flow.clients(me.session)).find(
    (client) => String(client.id) !== String(me.client.id),
  );
  expect(other, 'the test user has a second account').toBeDefined();
  return other!.id;
};

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('claims on packages (extension)', () => {
  describe('whether a package can be claimed for', () => {
    it('offers damage and missing contents on a delivered package until 30 days after delivery', async () => {
      const target = await shipped();
      const pkg = await packageOf(target);
      expect(pkg.claim).toBeNull();
      expect(pkg.claimable).toMatchObject({
        kinds: ['damaged', 'missing_contents'],
        past_deadline: false,
      });
      const today = new Date().toISOString().slice(0, 10);
      expect(pkg.claimable!.deadline).toBe(addDays(today, 30));
    });

    it('offers nothing on a package on its way, damage on one damaged, loss after 7 days without a scan', async () => {
      const moving = await shipped(2);
      expect((await packageOf(moving)).claimable).toBeNull();
      const damaged = await shipped(2);
      expect(
        (await dev(`/dev/packages/${damaged.pkg}/exceptions`, { kind: 'damaged' })).status,
      ).toBe(200);
      expect((await packageOf(damaged)).claimable?.kinds).toEqual(['damaged']);
      await age(moving, 6);
      expect((await packageOf(moving)).claimable).toBeNull();
      await age(moving, 2);
      expect((await packageOf(moving)).claimable).toMatchObject({
        kinds: ['lost'],
        past_deadline: false,
      });
      const booked = await shipped(0);
      await age(booked, 10);
      expect((await packageOf(booked)).claimable, 'a package never picked up is not lost').toBe(
        null,
      );
    });

    it('says the deadline is past 30 days after delivery', async () => {
      const target = await shipped();
      await age(target, 31);
      expect((await packageOf(target)).claimable?.past_deadline).toBe(true);
    });
  });

  describe('filing a claim', () => {
    it('files one, submitted, and the detail and the list show it', async () => {
      const target = await shipped();
      const before = await packageOf(target);
      const declared = before.claimable!.declared_value;
      const value = Math.round(declared.value * 50) / 100;
      const claim = ok(
        await file(target, {
          kind: 'missing_contents',
          amount: { value, currency: declared.currency },
        }),
        claimDetail,
      );
      expect(claim).toMatchObject({
        kind: 'missing_contents',
        kind_label: 'Missing contents',
        amount: { value, currency: declared.currency },
        status: 'submitted',
        status_label: 'Submitted',
        status_reason: null,
        approved_amount: null,
        information_request: null,
        awb: before.awb,
        photos: 0,
        messages: [],
      });
      expect(String(claim.shipment_id)).toBe(String(target.shipment));
      expect(String(claim.package_id)).toBe(String(target.pkg));
      const after = await packageOf(target);
      expect(after.claimable).toBeNull();
      expect(after.claim).toMatchObject({ status: 'submitted', status_label: 'Submitted' });
      expect(String(after.claim!.id)).toBe(String(claim.id));
      expect(await getClaim(claim.id)).toEqual(claim);
      const first = await list({ per_page: 1 });
      expect(first.data.map((row) => row.id)).toEqual([claim.id]);
      expect(first.per_page).toBe(1);
      expect(first.last_page).toBe(first.total);
      const { messages: _messages, ...row } = claim;
      expect(first.data[0]).toEqual(row);
    });

    it('takes the whole declared value and no more, in its currency', async () => {
      const target = await shipped();
      const declared = (await packageOf(target)).claimable!.declared_value;
      const total = (await list()).total;
      const above = invalid(
        await file(target, {
          amount: { value: declared.value + 0.01, currency: declared.currency },
        }),
        ['amount'],
      );
      expect(above.amount).toContain(declared.value.toFixed(2));
      invalid(await file(target, { amount: { value: 1, currency: 'XXX' } }), ['amount']);
      invalid(await file(target, { amount: { value: 0, currency: declared.currency } }), [
        'amount',
      ]);
      invalid(await file(target, { amount: null }), ['amount']);
      expect((await list()).total, 'nothing kept').toBe(total);
      ok(await file(target, { amount: declared }), claimDetail);
    });

    it('refuses a kind the package does not allow, a missing or long description, a second claim', async () => {
      const target = await shipped();
      const total = (await list()).total;
      invalid(await file(target, { kind: 'lost' }), ['kind']);
      invalid(await file(target, { kind: 'stolen' }), ['kind']);
      invalid(await file(target, { description: '  ' }), ['description']);
      invalid(await file(target, { description: 'x'.repeat(2001) }), ['description']);
      invalid(await file({ shipment: target.shipment, pkg: 'x' }), ['package_id']);
      expect((await list()).total, 'nothing kept').toBe(total);
      const declared = (await packageOf(target)).claimable!.declared_value;
      ok(await file(target, { amount: { value: 1, currency: declared.currency } }), claimDetail);
      const again = invalid(
        await file(target, { amount: { value: 1, currency: declared.currency } }),
        ['package_id'],
      );
      expect(again.package_id).toMatch(/already/);
      expect((await list()).total).toBe(total + 1);
    });

    it('refuses a package on its way, and one past its deadline with the date', async () => {
      const moving = await shipped(2);
      invalid(await file(moving), ['package_id']);
      const old = await shipped();
      await age(old, 31);
      const deadline = (await packageOf(old)).claimable!.deadline;
      const late = invalid(await file(old), ['package_id']);
      expect(late.package_id).toContain(deadline);
      expect((await packageOf(old)).claim).toBeNull();
    });
  });

  describe('photos', () => {
    it('takes JPEG and PNG images, read by their first bytes, five at most', async () => {
      const claim = await filed();
      expect(ok(await photo(claim.id, JPEG, 'image/jpeg'), claimDetail).photos).toBe(1);
      expect(ok(await photo(claim.id, PNG, 'image/png'), claimDetail).photos).toBe(2);
      invalid(await photo(claim.id, PNG, 'image/jpeg'), ['photo']);
      invalid(await photo(claim.id, JPEG, 'image/png'), ['photo']);
      invalid(await photo(claim.id, Buffer.from('%PDF-1.4 not a photo'), 'application/pdf'), [
        'photo',
      ]);
      invalid(await photo(claim.id, Buffer.alloc(0), 'image/jpeg'), ['photo']);
      expect((await getClaim(claim.id)).photos, 'nothing kept').toBe(2);
      for (let n = 3; n <= 5; n += 1) {
        expect(ok(await photo(claim.id, JPEG, 'image/jpeg'), claimDetail).photos).toBe(n);
      }
      const sixth = invalid(await photo(claim.id, JPEG, 'image/jpeg'), ['photo']);
      expect(sixth.photo).toMatch(/5/);
      expect((await getClaim(claim.id)).photos).toBe(5);
    });

    it('answers 413 past 10 MB, streamed or announced, and keeps nothing', async () => {
      const claim = await filed();
      failure(await photo(claim.id, streamOf(10 * MB + 1), 'image/jpeg'), 413);
      const announced = Buffer.alloc(10 * MB + 1, 0x20);
      JPEG.copy(announced);
      failure(await photo(claim.id, announced, 'image/jpeg'), 413);
      expect((await getClaim(claim.id)).photos).toBe(0);
      expect(ok(await photo(claim.id, JPEG, 'image/jpeg'), claimDetail).photos).toBe(1);
    });
  });

  describe('the provider’s review', () => {
    it('asks for information, takes the answer once, and goes back to review', async () => {
      const claim = await filed();
      await setStatus(claim.id, 'in_review');
      expect(
        failure(await answer(claim.id, { text: 'Too early.' }), 422).notification.message,
      ).toMatch(/not waiting/);
      await setStatus(claim.id, 'information_needed', { text: 'Which items are missing?' });
      const asked = await getClaim(claim.id);
      expect(asked).toMatchObject({
        status: 'information_needed',
        status_label: 'More information needed',
        information_request: 'Which items are missing?',
      });
      expect(asked.messages.map((m) => [m.from, m.text])).toEqual([
        ['provider', 'Which items are missing?'],
      ]);
      const row = (await list({ status: 'information_needed', per_page: 100 })).data.find(
        (r) => String(r.id) === String(claim.id),
      );
      expect(row?.information_request).toBe('Which items are missing?');
      invalid(await answer(claim.id, { text: '' }), ['text']);
      invalid(await answer(claim.id, { text: 'y'.repeat(2001) }), ['text']);
      const answered = ok(
        await answer(claim.id, { text: 'The two mugs of the set.' }),
        claimDetail,
      );
      expect(answered).toMatchObject({ status: 'in_review', information_request: null });
      expect(answered.messages.map((m) => [m.from, m.text])).toEqual([
        ['provider', 'Which items are missing?'],
        ['customer', 'The two mugs of the set.'],
      ]);
      failure(await answer(claim.id, { text: 'Again.' }), 422);
      expect((await getClaim(claim.id)).messages).toHaveLength(2);
    });

    it('says an approval with its amount and a refusal with its reason; a decided claim takes no photo', async () => {
      const approved = await filed();
      await setStatus(approved.id, 'approved', { amount: 0.8 });
      expect(await getClaim(approved.id)).toMatchObject({
        status: 'approved',
        status_label: 'Approved',
        approved_amount: { value: 0.8, currency: approved.amount.currency },
        status_reason: null,
      });
      invalid(await photo(approved.id, JPEG, 'image/jpeg'), ['photo']);
      const refused = await filed();
      await setStatus(refused.id, 'refused', { text: 'Packed without padding.' });
      const read = await getClaim(refused.id);
      expect(read).toMatchObject({
        status: 'refused',
        status_reason: 'Packed without padding.',
        approved_amount: null,
      });
      expect(read.messages.at(-1)).toMatchObject({
        from: 'provider',
        text: 'Packed without padding.',
      });
      const refusedOnly = await list({ status: 'refused', per_page: 100 });
      expect(refusedOnly.data.every((row) => row.status === 'refused')).toBe(true);
      expect(refusedOnly.data.some((row) => String(row.id) === String(refused.id))).toBe(true);
      invalid(
        await api.get('main', claims(), { token: me.session.token, query: { status: 'paid' } }),
        ['status'],
      );
    });

    it('shows the demo account claims in every status, one waiting for an answer', async () => {
      const seeded = await list({ per_page: 100 });
      const statuses = new Set(seeded.data.map((row) => row.status));
      for (const status of STATUSES) expect(statuses, status).toContain(status);
      const waiting = seeded.data.find((row) => row.status === 'information_needed');
      expect(waiting?.information_request).toBeTruthy();
      const approved = seeded.data.find((row) => row.approved_amount);
      expect(approved!.approved_amount!.value).toBeLessThanOrEqual(approved!.amount.value);
    });
  });

  describe('in the caller’s language', () => {
    it('says the kind, the status and the provider’s messages in French and Arabic', async () => {
      const claim = await filed({ kind: 'damaged' });
      await setStatus(claim.id, 'information_needed');
      const en = await getClaim(claim.id);
      const fr = await getClaim(claim.id, 'fr');
      const ar = await getClaim(claim.id, 'ar');
      expect(fr).toMatchObject({
        kind_label: 'Endommagé',
        status_label: 'Informations complémentaires requises',
      });
      expect(ar).toMatchObject({ kind_label: 'متضرّر', status_label: 'مطلوب معلومات إضافية' });
      expect(en.information_request).toBe(
        'Please send a photo of the outer packaging showing the damage.',
      );
      expect(fr.information_request).toBe(
        'Veuillez envoyer une photo de l’emballage extérieur montrant les dégâts.',
      );
      expect(ar.messages[0]?.text).toMatch(/[\u0600-\u06FF]/);
      expect((await packageOf(claim.target, 'fr')).claim?.status_label).toBe(
        'Informations complémentaires requises',
      );
      const answered = ok(
        await api.post('main', `${claims()}/${claim.id}/answer`, {
          token: me.session.token,
          headers: { 'Accept-Language': 'ar' },
          body: { text: 'Photos attached.' },
        }),
        claimDetail,
      );
      expect(answered.messages.at(-1)?.text, 'the customer’s words stay as written').toBe(
        'Photos attached.',
      );
    });
  });

  describe('access', () => {
    it('answers 404 for a claim, shipment or package not there', async () => {
      const target = await shipped();
      const other = await shipped();
      failure(await file({ shipment: 999_999_999, pkg: target.pkg }), 404);
      failure(await file({ shipment: target.shipment, pkg: 999_999_999 }), 404);
      failure(await file({ shipment: target.shipment, pkg: other.pkg }), 404);
      failure(await api.get('main', `${claims()}/999999999`, { token: me.session.token }), 404);
      failure(await answer(999_999_999, { text: 'Hello.' }), 404);
      failure(await photo(999_999_999, JPEG, 'image/jpeg'), 404);
    });

    it('answers 403 for another account’s package or claim, and code 100 without a token', async () => {
      const other = await otherClient();
      const theirs = await shipped(4, other);
      const total = (await list()).total;
      forbidden(await file(theirs));
      expect((await list()).total, 'nothing kept').toBe(total);
      const claim = await filed();
      forbidden(await api.get('main', `${claims(other)}/${claim.id}`, { token: me.session.token }));
      forbidden(await answer(claim.id, { text: 'Hello.' }, { client: other }));
      forbidden(await photo(claim.id, JPEG, 'image/jpeg', { client: other }));
      forbidden(await api.get('main', claims(`${other}0`), { token: me.session.token }));
      signedOut(await api.get('main', claims()));
      signedOut(await api.get('main', `${claims()}/${claim.id}`));
      signedOut(await file(claim.target, {}, { token: '' }));
      signedOut(await answer(claim.id, { text: 'Hello.' }, { token: '' }));
      signedOut(await photo(claim.id, JPEG, 'image/jpeg', { token: '' }));
      expect((await getClaim(claim.id)).photos).toBe(0);
    });
  });
});
