// Labels and invoices print consignees' names in every script the address book accepts:
// addresses are added through the service as a user would, shipped to, and their label and
// invoice read back as a reader's copy and search get them.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../server/reference/db/connection';
import { DEMO_USER } from '../../../server/reference/demo-accounts';
import { listCities, listProvinces } from '../../../server/reference/geo';
import { renderInvoicePdf } from '../../../server/reference/invoice-pdf';
import { renderLabelPdf } from '../../../server/reference/label-pdf';
import { seedIfEmpty } from '../../../server/reference/seed';
import { createMainApp } from '../../../server/reference/services/main';
import { addressById, type AddressRow } from '../../../server/reference/store/addresses';
import { insertInvoice } from '../../../server/reference/store/invoices';
import { addShipment } from '../../support/reference/fixtures';
import { pdfLines, pdfRuns } from '../../support/reference/pdf-text';

interface Consignee {
  company: string;
  attention: string;
  address1: string;
  country: string;
}

/** Names as customers write them: accents, transliteration, Arabic script, Greek, Cyrillic. */
const CONSIGNEES: Record<string, Consignee> = {
  'French accents': {
    company: 'Atelier Lumière',
    attention: 'Hélène Dupré-Çelik',
    address1: 'Rue de l’Église 5',
    country: 'FR',
  },
  'transliterated Arabic': {
    company: 'Bayrūt Ṭrading',
    attention: 'Rāmī Ḥaddād',
    address1: 'Shāriʿ al-Ḥamrāʾ 12',
    country: 'LB',
  },
  'Arabic script': {
    company: 'شركة الأرز',
    attention: 'بيروت',
    address1: 'شارع الحمراء 12',
    country: 'LB',
  },
  Greek: {
    company: 'Αθήνα Εμπορική',
    attention: 'Γιώργος Παπαδόπουλος',
    address1: 'Οδός Ερμού 10',
    country: 'GR',
  },
  Cyrillic: {
    company: 'ООО «Волга»',
    attention: 'Иван Петров',
    address1: 'ул. Тверская, 7',
    country: 'RU',
  },
};

/** A place the address form accepts: ids from the geo lists where the country has them. */
function place(country: string) {
  const provinces = listProvinces(country);
  const province = provinces[0] ? String(provinces[0].id) : 'Region';
  const cities = listCities(country, provinces.length ? province : null);
  return { country, province, city: cities[0] ? String(cities[0].id) : 'City' };
}

let db: Db;
let app: ReturnType<typeof createMainApp>;
let token: string;
let clientId: number;
let sender: AddressRow;
const receivers = new Map<string, AddressRow>();

const get = (path: string) =>
  request(app)
    .get(path)
    .set('access-token', token)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

beforeAll(async () => {
  const now = new Date();
  db = openDatabase(':memory:');
  await seedIfEmpty(db, now);
  app = createMainApp({
    db,
    log: () => {},
    now: () => new Date(),
    production: false,
    portalUrl: 'http://portal.test',
  });
  const login = await request(app).post('/user/login').send(DEMO_USER);
  token = login.body.data.access_token.token;
  clientId = (await request(app).get('/user/clients').set('access-token', token)).body.data[0].id;
  const own = await request(app).get(`/clients/${clientId}/addresses`).set('access-token', token);
  sender = addressById(db, String(own.body.data[0].id))!;
  for (const [key, consignee] of Object.entries(CONSIGNEES)) {
    const added = await request(app)
      .post(`/clients/${clientId}/addresses/customer`)
      .set('access-token', token)
      .send({
        ...consignee,
        ...place(consignee.country),
        address2: null,
        phone: '+9611234567',
        area_code: '1100',
        address_type: 'business',
      });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    receivers.set(key, addressById(db, String(added.body.data.id))!);
  }
});

afterAll(() => db.close());

/** Every name, as a reader gets it, on one of the document's lines. */
async function expectNames(pdf: Buffer, names: string[]) {
  const lines = await pdfLines(pdf);
  for (const name of names) {
    expect(
      lines.some((line) => line.includes(name)),
      `${name} in ${JSON.stringify(lines)}`,
    ).toBe(true);
  }
}

describe('labels in every script the address book accepts', () => {
  it.each(Object.keys(CONSIGNEES))('prints a consignee written in %s on the label', async (key) => {
    const receiver = receivers.get(key)!;
    const shipment = addShipment(db, clientId, sender, receiver, new Date());
    const res = await get(`/awb/${shipment.packages[0]!.awb}.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    const { company, attention, address1 } = CONSIGNEES[key]!;
    await expectNames(res.body as Buffer, [company, attention, address1]);
  });

  it('draws Arabic joined and right to left', async () => {
    const receiver = receivers.get('Arabic script')!;
    const shipment = addShipment(db, clientId, sender, receiver, new Date());
    const runs = await pdfRuns((await get(`/awb/${shipment.packages[0]!.awb}.pdf`)).body);
    const city = runs.find((run) => run.text === 'بيروت');
    // Drawn from the right (a reader reverses it back into the order typed) …
    expect(city?.rtl).toBe(true);
    // … with joined shapes: ب opening the word in its initial form, never on its own.
    expect(city?.raw).toContain('\uFE91');
    expect(city?.raw).not.toMatch(/[\u0628\uFE8F]/u);
  });
});

describe('the layout of right-to-left lines', () => {
  const label = {
    awb: '7000123456',
    service: 'Express Worldwide',
    weight: '2.5 kg',
    sender: { name: 'Cedar Trading SAL', lines: ['Rue Gouraud 12'] },
    reference: 'ORD-1',
    createdAt: '2026-03-01 10:00',
  };

  it('aligns an Arabic line to the right edge, a Latin one to the left', async () => {
    const runs = await pdfRuns(
      await renderLabelPdf({
        ...label,
        receiver: { name: 'شركة الأرز', lines: ['Atelier Lumière', 'لبنان'] },
      }),
    );
    const x = (text: string) => runs.find((run) => run.text === text)!.x;
    expect(x('Atelier Lumière')).toBe(x('Cedar Trading SAL'));
    expect(x('لبنان')).toBeGreaterThan(200);
    expect(x('شركة الأرز')).toBeGreaterThan(150);
  });

  it('cuts an Arabic line too long for the label at its end, with an ellipsis', async () => {
    const long = 'شارع الأمير بشير الطويل جداً بالقرب من ساحة الشهداء وسط بيروت التجاري القديم';
    const runs = await pdfRuns(
      await renderLabelPdf({ ...label, receiver: { name: 'شركة الأرز', lines: [long] } }),
    );
    // Read back with the ellipsis folded to three dots (NFKC) and marks apart from letters.
    const cut = runs.find((run) => run.text.endsWith('...'));
    expect(cut?.rtl).toBe(true);
    const shown = cut!.text.slice(0, -3).replace(/\s+/g, '');
    expect(shown.length).toBeGreaterThan(20);
    expect(long.replace(/\s+/g, '').startsWith(shown)).toBe(true);
    expect(shown.length).toBeLessThan(long.replace(/\s+/g, '').length);
  });
});

describe('invoices in every script the address book accepts', () => {
  it('prints the consignee of an Arabic shipment on its invoice', async () => {
    const receiver = receivers.get('Arabic script')!;
    const shipment = addShipment(db, clientId, sender, receiver, new Date());
    const invoiceId = `INV-SCRIPT-${shipment.shipment_id}`;
    insertInvoice(db, {
      client_id: clientId,
      shipment_id: shipment.shipment_id,
      invoice_id: invoiceId,
      billing_id: 'BL-SCRIPT',
      description: 'Shipment',
      amount: 42.5,
      currency: 'USD',
      issued_at: '2026-03-01',
      due_at: '2026-03-15',
      paid_at: null,
      created_at: new Date().toISOString(),
    });
    const res = await get(`/user/clients/${clientId}/invoices/${invoiceId}.pdf`);
    expect(res.status).toBe(200);
    const { company, attention, address1 } = CONSIGNEES['Arabic script']!;
    await expectNames(res.body as Buffer, [company, attention, address1]);
  });

  it('prints the account’s own name and address in any of those scripts', async () => {
    const pdf = await renderInvoicePdf({
      invoiceId: 'INV-1',
      billingId: 'BL-1',
      issuedAt: '2026-03-01',
      dueAt: '2026-03-15',
      status: 'due',
      currency: 'USD',
      client: { name: 'Αθήνα Εμπορική', lines: ['Иван Петров', 'شركة الأرز', 'Atelier Lumière'] },
      shipTo: null,
      reference: 'Bayrūt',
      lines: [{ description: 'Fuel surcharge (12%)', quantity: 1, unitPrice: 5.1, amount: 5.1 }],
      total: 5.1,
    });
    await expectNames(pdf, ['Αθήνα Εμπορική', 'Иван Петров', 'شركة الأرز', 'Atelier Lumière']);
    const runs = (await pdfRuns(pdf)).map((run) => run.text);
    expect(runs).toContain('Reference: Bayrūt');
    expect(runs).toContain('USD 5.10');
  });
});
