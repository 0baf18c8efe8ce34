import { afterEach, describe, expect, it } from 'vitest';
import { toApiBody, toFormValues, apiAddress } from '../../../server/api/addresses';
import {
  commercialInvoice,
  CustomsNotOffered,
  sendCustomsDocument,
} from '../../../server/api/customs';
import {
  UpstreamForbiddenError,
  UpstreamRejectedError,
  UpstreamSignedOutError,
  UpstreamUnavailableError,
} from '../../../server/failures';
import type { Upstream } from '../../../server/upstream';
import { emptyAddress } from '../../../shared/forms/address';
import {
  reply,
  startServer,
  upstreamAt,
  type Handler,
  type TestServer,
} from '../../support/upstream/test-servers';

/*
 * The portal's reader of the provider's customs extension (server/api/customs.ts,
 * docs/customs.md) against stand-in providers: what it reads of the answer, how leniently,
 * and which failures mean the provider lacks the extension. The round trip against the
 * reference services is in tests/contract/customs.test.ts.
 */

const answer = {
  shipment_id: 41,
  invoice_number: 'CI-1234567890',
  invoice_date: '2026-11-30',
  awb: '1234567890',
  package_count: 2,
  gross_weight: 7.25,
  weight_unit: 'KG',
  exporter: {
    company: 'Cedar Line Trading',
    contact: 'Rania Haddad',
    lines: ['Rue Gouraud 12', 'Building B'],
    city: 'Beirut',
    postal_code: '1100',
    country: 'Lebanon',
    country_code: 'LB',
    phone: '+9611234567',
    email: 'rania@example.com',
    tax_number: '1234567-601',
  },
  importer: {
    company: 'Atelier Lumière',
    contact: 'Claire Martin',
    lines: ['8 rue de Rivoli'],
    city: 'Paris',
    postal_code: '75004',
    country: 'France',
    country_code: 'FR',
    phone: '+33142400503',
    email: null,
    tax_number: null,
  },
  reason: 'gift',
  terms: 'DDP',
  currency: 'USD',
  items: [
    {
      description: 'Cotton T-shirts',
      hs_code: '61091000',
      origin_country: 'LB',
      quantity: 4,
      unit_value: 12.5,
    },
  ],
  freight: 48.6,
  insurance: null,
  signer_name: 'Rania Haddad',
  signed_on: '2026-11-30',
  sent_electronically: false,
};

const envelope = (data: unknown) => ({ success: true, data });
const refusal = (status: number, message: string) => ({
  success: false,
  data: null,
  notification: { message, type: 'error', code: status },
});

let provider: TestServer | undefined;
let up: Upstream | undefined;
afterEach(async () => {
  await up?.close();
  await provider?.close();
  up = provider = undefined;
});

async function providerThat(handler: Handler): Promise<Upstream> {
  provider = await startServer(handler);
  up = upstreamAt(provider.url).upstream;
  return up;
}

const read = (upstream: Upstream) => commercialInvoice(upstream, 'token', 100200301, '41');

describe('commercialInvoice', () => {
  it('asks for the shipment under its account and reads the invoice as the PDF draws it', async () => {
    const upstream = await providerThat((_req, res) => reply(res, 200, envelope(answer)));
    expect(await read(upstream)).toEqual({
      shipmentId: '41',
      invoiceNumber: 'CI-1234567890',
      invoiceDate: '2026-11-30',
      awb: '1234567890',
      packageCount: 2,
      grossWeight: 7.25,
      weightUnit: 'KG',
      exporter: {
        company: 'Cedar Line Trading',
        contact: 'Rania Haddad',
        lines: ['Rue Gouraud 12', 'Building B'],
        city: 'Beirut',
        postalCode: '1100',
        country: 'Lebanon',
        countryCode: 'LB',
        phone: '+9611234567',
        email: 'rania@example.com',
        taxNumber: '1234567-601',
      },
      importer: {
        company: 'Atelier Lumière',
        contact: 'Claire Martin',
        lines: ['8 rue de Rivoli'],
        city: 'Paris',
        postalCode: '75004',
        country: 'France',
        countryCode: 'FR',
        phone: '+33142400503',
        email: '',
        taxNumber: '',
      },
      reason: 'gift',
      terms: 'DDP',
      currency: 'USD',
      items: [
        {
          description: 'Cotton T-shirts',
          hsCode: '61091000',
          originCountry: 'LB',
          quantity: 4,
          unitValue: 12.5,
        },
      ],
      freight: 48.6,
      insurance: null,
      signerName: 'Rania Haddad',
      signedOn: '2026-11-30',
      sentElectronically: false,
    });
    const [hit] = provider!.hits;
    expect(hit?.method).toBe('GET');
    expect(hit?.url).toBe('/user/clients/100200301/shipments/41/commercial-invoice');
    expect(hit?.headers['access-token']).toBe('token');
  });

  it('reads leniently what a provider writes its own way, and fills in what it leaves out', async () => {
    const upstream = await providerThat((_req, res) =>
      reply(
        res,
        200,
        envelope({
          ...answer,
          shipment_id: undefined,
          invoice_number: '',
          invoice_date: '2026-11-30T10:15:00Z',
          signed_on: undefined,
          weight_unit: 'lb',
          exporter: { ...answer.exporter, lines: 'Rue Gouraud 12\nBuilding B', country_code: 'lb' },
          importer: undefined,
          reason: 'Repair',
          terms: 'DDU - Consignee',
          currency: 'usd',
          items: [
            { ...answer.items[0], hs_code: '6109.10 00', quantity: '4', unit_value: '12.50' },
          ],
          freight: undefined,
          sent_electronically: 'yes',
        }),
      ),
    );
    const data = await read(upstream);
    expect(data).toMatchObject({
      shipmentId: '41',
      invoiceNumber: 'CI-1234567890',
      invoiceDate: '2026-11-30',
      signedOn: '2026-11-30',
      weightUnit: 'LB',
      reason: 'repair',
      terms: 'DAP',
      currency: 'USD',
      freight: null,
      sentElectronically: false,
    });
    expect(data.exporter.lines).toEqual(['Rue Gouraud 12', 'Building B']);
    expect(data.exporter.countryCode).toBe('LB');
    expect(data.importer.company).toBe('');
    expect(data.items).toEqual([
      {
        description: 'Cotton T-shirts',
        hsCode: '61091000',
        originCountry: 'LB',
        quantity: 4,
        unitValue: 12.5,
      },
    ]);
  });

  it('reads a reason it does not know as a sale', async () => {
    const upstream = await providerThat((_req, res) =>
      reply(res, 200, envelope({ ...answer, reason: 'barter' })),
    );
    expect((await read(upstream)).reason).toBe('sale');
  });

  it.each([
    ['404', 404, refusal(404, 'Not found.')],
    ['405', 405, refusal(405, 'Method not allowed.')],
    ['501', 501, refusal(501, 'Not implemented.')],
  ])('throws CustomsNotOffered for a provider that answers %s', async (_name, status, body) => {
    const upstream = await providerThat((_req, res) => reply(res, status, body));
    await expect(read(upstream)).rejects.toBeInstanceOf(CustomsNotOffered);
  });

  it('throws CustomsNotOffered for a provider that answers a page instead of the envelope', async () => {
    const upstream = await providerThat((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>'),
    );
    const failure = await read(upstream).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(CustomsNotOffered);
    expect((failure as CustomsNotOffered).said).toBe('Your provider does not offer this yet.');
  });

  it("throws another account's shipment, a domestic one, an outage and a sign-out as they came", async () => {
    let next: [number, unknown] = [403, refusal(403, 'This shipment belongs to another account.')];
    const upstream = await providerThat((_req, res) => reply(res, next[0], next[1]));
    await expect(read(upstream)).rejects.toBeInstanceOf(UpstreamForbiddenError);
    next = [422, refusal(422, 'A commercial invoice is made only for an international shipment.')];
    const domestic = await read(upstream).catch((err: unknown) => err);
    expect(domestic).toBeInstanceOf(UpstreamRejectedError);
    expect((domestic as UpstreamRejectedError).notification?.message).toMatch(/international/);
    next = [503, refusal(503, 'Down for maintenance.')];
    const outage = await read(upstream).catch((err: unknown) => err);
    expect(outage).toBeInstanceOf(UpstreamUnavailableError);
    expect(outage).not.toBeInstanceOf(CustomsNotOffered);
    next = [401, refusal(100, 'Your session has ended.')];
    await expect(read(upstream)).rejects.toBeInstanceOf(UpstreamSignedOutError);
  });
});

describe('sendCustomsDocument', () => {
  const pdf = Buffer.from('%PDF-1.7\n% commercial invoice\n%%EOF\n');

  it('posts the PDF as JSON, in base64, under the shipment of its account', async () => {
    const upstream = await providerThat((_req, res) =>
      reply(res, 201, envelope({ shipment_id: 41, sent_electronically: true })),
    );
    await sendCustomsDocument(upstream, 'token', 100200301, '41', pdf);
    const [hit] = provider!.hits;
    expect(hit?.method).toBe('POST');
    expect(hit?.url).toBe('/user/clients/100200301/shipments/41/documents');
    expect(hit?.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(hit!.body) as { type: string; content: string };
    expect(body.type).toBe('commercial-invoice');
    expect(Buffer.from(body.content, 'base64').equals(pdf)).toBe(true);
  });

  it('sends nothing that is no PDF or is over 5 MB', async () => {
    const upstream = await providerThat((_req, res) => reply(res, 201, envelope(null)));
    await expect(
      sendCustomsDocument(upstream, 'token', 1, '41', Buffer.from('<html>')),
    ).rejects.toThrow(/not a PDF/);
    const large = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]);
    await expect(sendCustomsDocument(upstream, 'token', 1, '41', large)).rejects.toThrow(/5 MB/);
    expect(provider!.hits).toEqual([]);
  });

  it('throws CustomsNotOffered for a provider without the call', async () => {
    const upstream = await providerThat((_req, res) => reply(res, 404, refusal(404, 'Not found.')));
    await expect(sendCustomsDocument(upstream, 'token', 1, '41', pdf)).rejects.toBeInstanceOf(
      CustomsNotOffered,
    );
  });
});

describe("an address's tax number between the form and the provider", () => {
  const form = {
    ...emptyAddress(),
    attention: 'Rania Haddad',
    companyName: 'Cedar Line Trading',
    email: 'rania@example.com',
    phoneNumber: '+9611234567',
    label: 'Head Office',
    address1: 'Rue Gouraud 12',
    country: 'LB',
    province: 'BA',
    city: 'Beirut',
    postalCode: '1100',
    addressType: 'business',
  };

  it('is sent trimmed as tax_number, and not at all when blank', () => {
    expect(toApiBody({ ...form, taxNumber: ' 1234567-601 ' }).tax_number).toBe('1234567-601');
    for (const taxNumber of ['', '  ', undefined]) {
      expect('tax_number' in toApiBody({ ...form, taxNumber })).toBe(false);
    }
  });

  it('is read back into the form, and empty from a provider without it', () => {
    const api = { ...toApiBody(form), id: 'a1', tax_number: 'GB123456789000' };
    expect(toFormValues(apiAddress.parse(api)).taxNumber).toBe('GB123456789000');
    const without = { ...toApiBody(form), id: 'a1' };
    expect(toFormValues(apiAddress.parse(without)).taxNumber).toBe('');
  });
});
