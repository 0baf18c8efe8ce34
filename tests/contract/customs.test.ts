// Extension: customs for international shipments (docs/customs.md). An address keeps an
// optional `tax_number` (VAT, EORI or tax id). A booking takes, beyond the spec's body,
// `shipment.customs.reasonForExport` (sale, gift, sample, return or repair; by default from
// the packages' commodity), `signerName`, and `exporterTaxNumber` / `importerTaxNumber`
// (for this shipment, over the addresses'). `GET /user/clients/{client}/shipments/{id}/
// commercial-invoice` answers what the portal prints on the commercial invoice;
// `POST …/documents` takes the printed invoice back (JSON: `type: 'commercial-invoice'`,
// `content`: the PDF in base64, at most 5 MB) and marks it sent electronically. A domestic
// shipment is 422 with a message for both; 404 for no such shipment, 403 for another
// account's, code 100 without a token. A backend without the extension fails this file
// only; the portal then says 'Your provider does not offer this yet.' where it would print
// or send the invoice, and addresses carry no tax number.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failure, forbidden, invalid, ok, signedOut } from '../support/contract/api';
import type { Id, Session } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { signedIn, uniqueTag } from '../support/contract/signed-in';
import { useContract } from '../support/contract/suite';

const contract = useContract();
const { api, flow } = contract;
const me = signedIn(contract);

const party = z.object({
  company: z.string(),
  contact: z.string(),
  lines: z.array(z.string()),
  city: z.string(),
  postal_code: z.string(),
  country: z.string().min(1),
  country_code: z.string().regex(/^[A-Z]{2}$/),
  phone: z.string(),
  email: z.string().nullable(),
  tax_number: z.string().nullable(),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const amount = z.number().nonnegative();

const invoice = z.object({
  shipment_id: s.id,
  invoice_number: z.string().min(1),
  invoice_date: day,
  awb: z.string().min(1),
  package_count: z.number().int().positive(),
  gross_weight: z.number().positive(),
  weight_unit: z.enum(['KG', 'LB']),
  exporter: party,
  importer: party,
  reason: z.enum(['sale', 'gift', 'sample', 'return', 'repair']),
  terms: z.enum(['DAP', 'DDP']),
  currency: z.string().regex(/^[A-Z]{3}$/),
  items: z
    .array(
      z.object({
        description: z.string().min(1),
        hs_code: z.string().regex(/^\d+$/),
        origin_country: z.string().regex(/^[A-Z]{2}$/),
        quantity: z.number().positive(),
        unit_value: amount,
      }),
    )
    .min(1),
  freight: amount.nullable(),
  insurance: amount.nullable(),
  signer_name: z.string(),
  signed_on: day,
  sent_electronically: z.boolean(),
});

const sent = z.object({ shipment_id: s.id, sent_electronically: z.literal(true) });

const addressWithTax = s.address.extend({ tax_number: z.string().nullable() });

/** An address body in `country`, with ids from its geo lists as the contract asks. */
async function addressIn(country: string, overrides: Record<string, unknown> = {}) {
  const provinces = ok(
    await api.get('main', '/provinces', { query: { country } }),
    z.object({ data: z.array(s.geoRow) }),
  ).data;
  const province = provinces[0] ? String(provinces[0].id) : 'Province';
  const cities = ok(
    await api.get('main', '/cities', {
      query: { country, province: provinces[0] ? province : null },
    }),
    z.object({ data: z.array(s.geoRow) }),
  ).data;
  return flow.addressBody(
    { country, province, city: cities[0] ? String(cities[0].id) : 'City', ...overrides },
    me.session,
  );
}

const saveAddress = async (kind: 'client' | 'customer', body: Record<string, unknown>) =>
  api.post('main', `/clients/${me.client.id}/addresses${kind === 'customer' ? '/customer' : ''}`, {
    token: me.session.token,
    body,
  });

interface Booking {
  customs?: Record<string, unknown>;
  commodity?: string;
  paymentType?: 'DDP' | 'DDU';
  senderTax?: string | null;
  receiverTax?: string | null;
}

/**
 * An international booking, Lebanon to France, of one package with two items (HS codes
 * written with dots), built from the provider's own options.
 */
async function internationalBody(booking: Booking = {}) {
  const { body } = await flow.shipmentBody(me.session, me.client.id);
  const sender = ok(
    await saveAddress('client', await addressIn('LB', { tax_number: booking.senderTax ?? null })),
    addressWithTax,
  );
  const receiver = ok(
    await saveAddress(
      'customer',
      await addressIn('FR', { tax_number: booking.receiverTax ?? null }),
    ),
    addressWithTax,
  );
  const payload = await flow.creationPayload(me.session, me.client.id, body.customerId);
  const product = payload.products.find((p) => p.product_group === 'EXP');
  expect(product, 'the creation payload offers an international product').toBeDefined();
  const options = await flow.enums(me.session);
  const paymentType = options.customs_payment_type.find((o) =>
    String(o.value).startsWith(booking.paymentType ?? 'DDU'),
  );
  expect(paymentType, 'the enums offer DDU and DDP').toBeDefined();
  const commodity = booking.commodity ?? 'merchandise';
  expect(options.commodity_types.map((o) => String(o.value))).toContain(commodity);
  const item = (description: string, hsnCode: string, quantity: number, value: number) => ({
    skuCode: `SKU-${uniqueTag().slice(-6)}`,
    hsnCode,
    description,
    originCountry: 'LB',
    quantity,
    unitPrice: { value, unit: 'USD' },
    declaredUnitAmount: { value, unit: 'USD' },
  });
  const pkg = body.packages[0]!;
  return {
    sender,
    receiver,
    body: {
      ...body,
      senderAddressId: sender.id,
      receiverAddressId: receiver.id,
      shipment: {
        ...body.shipment,
        productGroup: 'EXP',
        productCode: product!.value,
        dutiable: true,
        customs: { paymentType: paymentType!.value, ...booking.customs },
      },
      packages: [
        {
          ...pkg,
          commodity_type: commodity,
          weight: { unit: 'kg', value: 2.5 },
          declaredAmount: { value: 85, unit: 'USD' },
          dimensions: { unit: 'cm', height: 10, length: 30, width: 20 },
          items: [
            item('Cotton T-shirts', '6109.10.00', 4, 12.5),
            item('Olive oil soap', '3401 11', 5, 7),
          ],
        },
      ],
    },
  };
}

async function book(booking: Booking = {}) {
  const built = await internationalBody(booking);
  const created = ok(
    await api.post('main', `/clients/${me.client.id}/shipments`, {
      token: me.session.token,
      body: built.body,
    }),
    s.created,
  );
  return { ...built, created };
}

const invoicePath = (client: Id, shipment: Id) =>
  `/user/clients/${client}/shipments/${shipment}/commercial-invoice`;
const documentsPath = (client: Id, shipment: Id) =>
  `/user/clients/${client}/shipments/${shipment}/documents`;

const readInvoice = (shipment: Id, client: Id = me.client.id, token = me.session.token) =>
  api.get('main', invoicePath(client, shipment), { token });

const sendDocument = (
  shipment: Id,
  body: unknown,
  client: Id = me.client.id,
  token: string | undefined = me.session.token,
) => api.post('main', documentsPath(client, shipment), { token, body });

const pdf = (text = 'A commercial invoice') =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);
const document = (bytes: Buffer) => ({
  type: 'commercial-invoice',
  content: bytes.toString('base64'),
});

const detail = async (shipment: Id, session: Session = me.session) =>
  ok(
    await api.get('main', `/user/clients/${me.client.id}/shipments/${shipment}`, {
      token: session.token,
    }),
    s.shipmentDetail.extend({
      shipment: s.shipmentDetail.shape.shipment.extend({
        product_group: z.enum(['EXP', 'DOM']),
        dutiable: z.boolean(),
        paperless_invoice_sent: z.boolean(),
      }),
    }),
  );

describe('an address with a tax number (extension)', () => {
  it('keeps it and answers it on save and on reading the address', async () => {
    const saved = ok(
      await saveAddress('client', await addressIn('LB', { tax_number: ' 1234567-601 ' })),
      addressWithTax,
    );
    expect(saved.tax_number).toBe('1234567-601');
    const read = ok(
      await api.get('main', `/user/clients/${me.client.id}/addresses/${saved.id}`, {
        token: me.session.token,
      }),
      addressWithTax,
    );
    expect(read.tax_number).toBe('1234567-601');
    const listed = ok(
      await api.get('main', `/clients/${me.client.id}/addresses`, { token: me.session.token }),
      z.array(addressWithTax),
    );
    expect(listed.find((a) => String(a.id) === String(saved.id))?.tax_number).toBe('1234567-601');
  });

  it('answers null without one, blank or left out', async () => {
    for (const tax_number of ['', undefined]) {
      const saved = ok(
        await saveAddress('customer', await addressIn('FR', { tax_number })),
        addressWithTax,
      );
      expect(saved.tax_number).toBeNull();
    }
  });

  it('answers 422 on tax_number for one that is too long or holds other signs', async () => {
    invalid(await saveAddress('client', await addressIn('LB', { tax_number: '1'.repeat(51) })), [
      'tax_number',
    ]);
    invalid(await saveAddress('client', await addressIn('LB', { tax_number: 'FR<12>' })), [
      'tax_number',
    ]);
  });
});

describe('GET /user/clients/{client}/shipments/{id}/commercial-invoice (extension)', () => {
  let declared: Awaited<ReturnType<typeof book>>;
  let plain: Awaited<ReturnType<typeof book>>;
  beforeAll(async () => {
    declared = await book({
      paymentType: 'DDP',
      senderTax: '7654321-601',
      receiverTax: 'FR12345678901',
      customs: {
        reasonForExport: 'sample',
        signerName: 'Rania Haddad',
        exporterTaxNumber: 'LB-EORI-0042',
        importerTaxNumber: 'FR99887766554',
      },
    });
    plain = await book({ commodity: 'gift', senderTax: '1112223-601', receiverTax: null });
  });

  it('answers what the invoice prints: parties, goods, terms and what was declared', async () => {
    const data = ok(await readInvoice(declared.created.shipment_id), invoice);
    const firstAwb = declared.created.packages[0]!.awb;
    expect(String(data.shipment_id)).toBe(String(declared.created.shipment_id));
    expect(data.awb).toBe(firstAwb);
    expect(data.invoice_number).toContain(firstAwb);
    expect(data).toMatchObject({
      package_count: 1,
      gross_weight: 2.5,
      weight_unit: 'KG',
      reason: 'sample',
      terms: 'DDP',
      currency: 'USD',
      signer_name: 'Rania Haddad',
      signed_on: data.invoice_date,
      sent_electronically: false,
    });
    expect(data.items).toEqual([
      {
        description: 'Cotton T-shirts',
        hs_code: '61091000',
        origin_country: 'LB',
        quantity: 4,
        unit_value: 12.5,
      },
      {
        description: 'Olive oil soap',
        hs_code: '340111',
        origin_country: 'LB',
        quantity: 5,
        unit_value: 7,
      },
    ]);
    expect(data.exporter).toMatchObject({
      company: declared.sender.company,
      contact: declared.sender.attention,
      country_code: 'LB',
      postal_code: declared.sender.area_code,
      phone: declared.sender.phone,
      email: declared.sender.email,
      tax_number: 'LB-EORI-0042',
    });
    expect(data.exporter.lines).toContain(declared.sender.address1);
    expect(data.importer).toMatchObject({
      company: declared.receiver.company,
      contact: declared.receiver.attention,
      country_code: 'FR',
      tax_number: 'FR99887766554',
    });
  });

  it("without a declaration: the packages' reason, the booking user, the addresses' tax numbers, DAP", async () => {
    const data = ok(await readInvoice(plain.created.shipment_id), invoice);
    expect(data.reason).toBe('gift');
    expect(data.terms).toBe('DAP');
    const { first_name, last_name } = me.session.user;
    expect(data.signer_name).toBe(`${first_name} ${last_name}`.trim());
    expect(data.exporter.tax_number).toBe('1112223-601');
    expect(data.importer.tax_number ?? '').toBe('');
  });

  it('refuses a domestic shipment with 422 and a message (not 404)', async () => {
    const domestic = await flow.createShipment(me.session, me.client.id);
    const refused = failure(await readInvoice(domestic.shipment_id), 422);
    expect(refused.notification.message).toMatch(/international/i);
  });

  it('answers 404 for no such shipment, 403 for another account, code 100 without a token', async () => {
    failure(await readInvoice(987654321), 404);
    const other = (await flow.clients(me.session)).find(
      (c) => String(c.id) !== String(me.client.id),
    );
    expect(other, 'the test user has a second account').toBeDefined();
    forbidden(await readInvoice(declared.created.shipment_id, other!.id));
    signedOut(await readInvoice(declared.created.shipment_id, me.client.id, ''));
  });

  it('refuses a booking whose reason for export is not one of the five', async () => {
    const { body } = await internationalBody({ customs: { reasonForExport: 'smuggling' } });
    invalid(
      await api.post('main', `/clients/${me.client.id}/shipments`, {
        token: me.session.token,
        body,
      }),
      ['customs.reasonForExport'],
    );
  });
});

describe('POST /user/clients/{client}/shipments/{id}/documents (extension)', () => {
  let shipment: Awaited<ReturnType<typeof book>>;
  beforeAll(async () => {
    shipment = await book();
  });

  it('refuses what is not a PDF, with 422 on content, and marks nothing', async () => {
    invalid(await sendDocument(shipment.created.shipment_id, document(Buffer.from('hello'))), [
      'content',
    ]);
    invalid(await sendDocument(shipment.created.shipment_id, { type: 'commercial-invoice' }), [
      'content',
    ]);
    invalid(
      await sendDocument(shipment.created.shipment_id, {
        type: 'commercial-invoice',
        content: 'not base64!',
      }),
      ['content'],
    );
    const data = ok(await readInvoice(shipment.created.shipment_id), invoice);
    expect(data.sent_electronically).toBe(false);
    expect((await detail(shipment.created.shipment_id)).shipment.paperless_invoice_sent).toBe(
      false,
    );
  });

  it('refuses another type of document with 422 on type', async () => {
    invalid(
      await sendDocument(shipment.created.shipment_id, { ...document(pdf()), type: 'label' }),
      ['type'],
    );
  });

  it('refuses a document over 5 MB', async () => {
    const large = Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024)]);
    const answer = await sendDocument(shipment.created.shipment_id, document(large));
    expect([413, 422]).toContain(answer.status);
    expect(ok(await readInvoice(shipment.created.shipment_id), invoice).sent_electronically).toBe(
      false,
    );
  });

  it('says in the detail that the shipment crosses a border', async () => {
    const shown = await detail(shipment.created.shipment_id);
    expect(shown.shipment).toMatchObject({ product_group: 'EXP', dutiable: true });
    const domestic = await flow.createShipment(me.session, me.client.id);
    expect((await detail(domestic.shipment_id)).shipment).toMatchObject({
      product_group: 'DOM',
      dutiable: false,
      paperless_invoice_sent: false,
    });
  });

  it('takes a PDF with 201 and marks the invoice sent electronically', async () => {
    const answer = await sendDocument(shipment.created.shipment_id, document(pdf()));
    expect(answer.status).toBe(201);
    ok(answer, sent);
    expect(ok(await readInvoice(shipment.created.shipment_id), invoice).sent_electronically).toBe(
      true,
    );
    expect((await detail(shipment.created.shipment_id)).shipment.paperless_invoice_sent).toBe(true);
  });

  it('refuses a domestic shipment with 422, another account with 403, no token with code 100', async () => {
    const domestic = await flow.createShipment(me.session, me.client.id);
    failure(await sendDocument(domestic.shipment_id, document(pdf())), 422);
    const other = (await flow.clients(me.session)).find(
      (c) => String(c.id) !== String(me.client.id),
    );
    expect(other, 'the test user has a second account').toBeDefined();
    forbidden(await sendDocument(shipment.created.shipment_id, document(pdf()), other!.id));
    failure(await sendDocument(987654321, document(pdf())), 404);
    signedOut(await sendDocument(shipment.created.shipment_id, document(pdf()), me.client.id, ''));
  });
});
