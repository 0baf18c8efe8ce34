// The portal's own clients of the volume extensions (server/api: package presets, import
// mappings, the ZPL label) against the backend under test: what the provider answers parses
// into what the screens will use, and its refusals come back under the portal's field names.
// The rating call (server/api/rates.ts) likewise. The last block uses a stand-in provider
// without the extensions: each call then fails the way the screens read as 'not offered'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNotOffered } from '../../server/controllers/support/offered';
import { InvalidForm, UpstreamNotFoundError } from '../../server/failures';
import { importMapping, saveImportMapping } from '../../server/api/import-mappings';
import {
  createPreset,
  deletePreset,
  listPresets,
  presetBody,
  renamePreset,
  updatePreset,
} from '../../server/api/package-presets';
import type { PresetFields } from '../../shared/shipment-wizard/presets';
import { rateQuotes } from '../../server/api/rates';
import { labelFile } from '../../server/api/shipments';
import { withAccessToken, type Upstream } from '../../server/upstream';
import type { RateRequest } from '../../shared/rates/types';
import type { Session } from '../support/contract/flows';
import { useContract } from '../support/contract/suite';
import { failure, reply, startServer, upstreamAt } from '../support/upstream/test-servers';

const { target, flow } = useContract();

let session: Session;
let client: number;
let up: Upstream;
let mappingBefore: Record<string, string>;
beforeAll(async () => {
  session = await flow.login(target().user);
  client = Number((await flow.firstClient(session)).id);
  up = upstreamAt(target().urls.main, { timeoutMs: 15000 }).upstream;
  mappingBefore = (await importMapping(up, session.token, client, 'shipments')).columns;
});
afterAll(async () => {
  await saveImportMapping(up, session.token, client, 'shipments', mappingBefore);
  await up.close();
});

const fields = (overrides: Partial<PresetFields> = {}): PresetFields => ({
  name: `Portal box ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
  description: 'Shoes',
  type: 'box',
  commodityType: 'merchandise',
  weight: '2.5',
  weightUnit: 'kg',
  dimensionsUnit: 'cm',
  length: '40',
  width: '30',
  height: '15',
  ...overrides,
});

describe('server/api/package-presets', () => {
  it('reads the presets as the wizard’s package fields, text throughout', async () => {
    const presets = await listPresets(up, session.token, client);
    for (const preset of presets) expect(typeof preset.weight).toBe('string');
    if (target().embedded) {
      expect(presets.find((p) => p.name === 'Small box')).toMatchObject({
        type: 'box',
        commodityType: 'merchandise',
        weight: '1.2',
        weightUnit: 'kg',
        dimensionsUnit: 'cm',
        length: '30',
        width: '20',
        height: '10',
      });
    }
  });

  it('saves, renames, changes and deletes a preset', async () => {
    const sent = fields();
    const { preset } = await createPreset(up, session.token, client, sent);
    try {
      expect(preset).toEqual({ ...sent, id: expect.any(String) });
      const renamed = await renamePreset(up, session.token, client, preset.id, `${sent.name} 2`);
      expect(renamed.preset).toEqual({ ...preset, name: `${sent.name} 2` });
      const { preset: flat } = await updatePreset(up, session.token, client, preset.id, {
        dimensionsUnit: '',
        length: '',
        width: '',
        height: '',
      });
      expect(flat).toMatchObject({ dimensionsUnit: '', length: '', width: '', height: '' });
    } finally {
      await deletePreset(up, session.token, client, preset.id);
    }
    const left = await listPresets(up, session.token, client);
    expect(left.some((p) => p.id === preset.id)).toBe(false);
  });

  it('gives a refusal back under the preset’s own field names', async () => {
    const err = await failure(
      createPreset(up, session.token, client, fields({ name: ' ', weight: '0', height: '' })),
    );
    expect(err).toBeInstanceOf(InvalidForm);
    expect(Object.keys((err as InvalidForm).fields)).toEqual(
      expect.arrayContaining(['name', 'weight', 'height']),
    );
  });

  it('sends only the fields given, numbers as numbers', () => {
    expect(presetBody({ name: ' Box ' })).toEqual({ name: 'Box' });
    expect(presetBody({ weight: '1.50', weightUnit: 'kg', description: '' })).toEqual({
      description: null,
      weight: { value: 1.5, unit: 'kg' },
    });
    expect(presetBody({ dimensionsUnit: '', length: ' ' })).toEqual({ dimensions: null });
  });
});

describe('server/api/import-mappings', () => {
  it('saves the mapping without blank headers and reads it back', async () => {
    const saved = await saveImportMapping(up, session.token, client, 'shipments', {
      reference: ' Order No. ',
      weight: 'Weight (kg)',
      city: '',
    });
    expect(saved.columns).toEqual({ reference: 'Order No.', weight: 'Weight (kg)' });
    expect(saved.updatedAt).not.toBeNull();
    expect(await importMapping(up, session.token, client, 'shipments')).toEqual(saved);
  });
});

describe('server/api/shipments labelFile', () => {
  let awb: string;
  beforeAll(async () => {
    awb = String((await flow.createShipment(session, client)).packages[0]!.awb);
  });

  const read = async (body: NodeJS.ReadableStream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks);
  };

  it('streams the ZPL label with format zpl, and the PDF by default', async () => {
    const zpl = await labelFile(up, session.token, awb, { format: 'zpl' });
    expect(zpl.contentType).toMatch(/zpl|text\/plain/i);
    expect((await read(zpl.body)).toString('utf8')).toMatch(/^\^XA[\s\S]*\^XZ\s*$/);
    const pdf = await labelFile(up, session.token, awb);
    expect(pdf.contentType).toMatch(/^application\/pdf/);
    expect((await read(pdf.body)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

const rateRequest = (overrides: Partial<RateRequest> = {}): RateRequest => ({
  clientId: null,
  origin: { country: 'LB', city: 'Beirut', postalCode: '' },
  destination: { country: 'GB', city: 'London', postalCode: 'SW1A 1AA' },
  shipDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
  packages: [
    {
      count: 1,
      weight: { value: 2, unit: 'kg' },
      dimensions: { unit: 'cm', length: 30, width: 20, height: 10 },
    },
  ],
  declaredValue: null,
  addedServices: [],
  codAmount: null,
  customsPaymentType: null,
  ...overrides,
});

describe('server/api/rates rateQuotes', () => {
  it('reads the published prices without a token, and the account’s with one', async () => {
    const published = await rateQuotes(up, rateRequest());
    if (published.state !== 'quoted') throw new Error(`published prices: ${published.state}`);
    const [first] = published.quotes;
    expect(first).toMatchObject({
      quoteId: expect.any(String),
      product: { value: expect.any(String), label: expect.any(String), group: expect.any(String) },
      total: { value: expect.any(Number), currency: expect.stringMatching(/^[A-Z]{3}$/) },
      weights: { unit: 'kg', chargeable: expect.any(Number) },
      delivery: {
        shipDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        cutoff: expect.any(String),
      },
    });
    const mine = await rateQuotes(
      withAccessToken(up, session.token),
      rateRequest({ clientId: String(client) }),
    );
    if (mine.state !== 'quoted') throw new Error(`account prices: ${mine.state}`);
    const total = (quotes: typeof mine.quotes) => quotes.map((q) => q.total.value);
    expect(total(mine.quotes)).not.toEqual(total(published.quotes));
  });

  it('gives a refusal back under the request’s own field names', async () => {
    const bad = rateRequest({
      shipDate: 'not-a-date',
      destination: { country: 'ZZ', city: 'Nowhere', postalCode: '' },
      packages: [{ count: 1, weight: { value: 0, unit: 'kg' }, dimensions: null }],
    });
    const err = await failure(rateQuotes(up, bad));
    expect(err).toBeInstanceOf(InvalidForm);
    expect(Object.keys((err as InvalidForm).fields)).toEqual(
      expect.arrayContaining(['shipDate', 'destination.country', 'packages.0.weight.value']),
    );
  });
});

describe('server/api/rates rateQuotes against a provider that cannot rate', () => {
  it('reads a page that is no envelope as not offered, and an outage as failed', async () => {
    let status = 200;
    const provider = await startServer((_req, res) => {
      if (status === 200) res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
      else reply(res, status, { success: false, data: null });
    });
    const { upstream } = upstreamAt(provider.url);
    try {
      expect(await rateQuotes(upstream, rateRequest())).toEqual({ state: 'not-offered' });
      status = 503;
      expect(await rateQuotes(upstream, rateRequest())).toEqual({ state: 'failed' });
    } finally {
      await upstream.close();
      await provider.close();
    }
  });
});

describe('against a provider without the volume extensions', () => {
  it('each call fails as not offered: a 404, or a PDF where ZPL was asked for', async () => {
    const provider = await startServer((req, res) => {
      if (req.url?.startsWith('/awb/')) {
        res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7 label');
        return;
      }
      reply(res, 404, {
        success: false,
        data: null,
        notification: { message: 'Not found.', type: 'error', code: 404 },
      });
    });
    const { upstream } = upstreamAt(provider.url);
    try {
      const calls = [
        listPresets(upstream, 't', 1),
        createPreset(upstream, 't', 1, fields()),
        importMapping(upstream, 't', 1, 'shipments'),
        labelFile(upstream, 't', '1234567890', { format: 'zpl' }),
      ];
      for (const call of calls) expect(isNotOffered(await failure(call))).toBe(true);
      expect(await failure(listPresets(upstream, 't', 1))).toBeInstanceOf(UpstreamNotFoundError);
      expect(provider.hits.map((hit) => hit.url)).toContain('/awb/1234567890.pdf?format=zpl');
      expect(await rateQuotes(upstream, rateRequest())).toEqual({ state: 'not-offered' });
    } finally {
      await upstream.close();
      await provider.close();
    }
  });
});
