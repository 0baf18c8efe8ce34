// Extension: the AWB label in ZPL II (`format=zpl` on GET /awb/{awb}.pdf) for thermal printers:
// one 4x6 in label at 203 dpi with the AWB as a Code 128 barcode, shipper and consignee, the
// service, the weight and the package's place in its shipment ('1 of 2'); `format=pdf`, the
// default, answers the PDF as before. A backend without it fails this file only (it answers
// its PDF whatever the format), and the portal then offers PDF labels alone.
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, forbidden, invalid, ok, signedOut, type Answer } from '../support/contract/api';
import * as s from '../support/contract/schemas';
import { signedIn } from '../support/contract/signed-in';
import { useContract } from '../support/contract/suite';
import { otpReadable } from '../support/contract/target';

const contract = useContract();
const { api, target, flow } = contract;
const me = signedIn(contract);

let awbs: string[];
let sender: s.Address;
let receiver: s.Address;
let service: string;
beforeAll(async () => {
  const { session, client } = me;
  const { body } = await flow.shipmentBody(session, client.id);
  const [one] = body.packages;
  const created = ok(
    await api.post('main', `/clients/${client.id}/shipments`, {
      token: session.token,
      body: { ...body, packages: [one, { ...one!, reference: `${one!.reference}-2` }] },
    }),
    s.created,
  );
  awbs = created.packages.map((p) => String(p.awb));
  const address = async (id: string | number) =>
    ok(
      await api.get('main', `/user/clients/${client.id}/addresses/${id}`, {
        token: session.token,
      }),
      s.address,
    );
  sender = await address(body.senderAddressId);
  receiver = await address(body.receiverAddressId);
  const payload = await flow.creationPayload(session, client.id, body.customerId);
  service = payload.products.find((p) => p.value === body.shipment.productCode)!.label;
});

/** `token: ''` sends none. */
const label = (awb: string, format?: string, token = me.session.token) =>
  api.get('main', `/awb/${awb}.pdf`, { token, query: { format } });

function zpl(answer: Answer): string {
  expect(answer.status, answer.bytes.toString('utf8').slice(0, 300)).toBe(200);
  expect(answer.contentType).toMatch(/^(application\/(x-)?zpl|text\/plain)\b/i);
  return answer.bytes.toString('utf8');
}

describe('GET /awb/{awb}.pdf?format=zpl', () => {
  it('answers one ZPL II label of 4x6 in at 203 dpi', async () => {
    const text = zpl(await label(awbs[0]!, 'zpl'));
    expect(text.trimStart().startsWith('^XA')).toBe(true);
    expect(text.trimEnd().endsWith('^XZ')).toBe(true);
    expect(text.match(/\^XA/g)).toHaveLength(1);
    expect(text).toMatch(/\^PW812\b/);
    expect(text).toMatch(/\^LL1218\b/);
  });

  it('carries the AWB as a Code 128 barcode and in print', async () => {
    const awb = awbs[0]!;
    const text = zpl(await label(awb, 'zpl'));
    const barcode = /\^BC[^^]*(?:\^[A-Z]{2}[^^]*)*?\^FD([^^]*)\^FS/.exec(text);
    expect(barcode, 'a ^BC Code 128 field').not.toBeNull();
    expect(barcode![1]!.replace(/^>[0-9:;]/, '')).toBe(awb);
    expect(text.replace(/\s/g, '')).toContain(awb);
  });

  it('prints shipper, consignee, service, weight and package n of m', async () => {
    const [first, second] = await Promise.all(
      awbs.map(async (awb) => zpl(await label(awb, 'zpl'))),
    );
    for (const text of [first!, second!]) {
      const upper = text.toUpperCase();
      expect(upper).toContain(sender.attention.toUpperCase());
      expect(upper).toContain(receiver.attention.toUpperCase());
      expect(upper).toContain((receiver.company ?? receiver.attention).toUpperCase());
      expect(upper).toContain(service.toUpperCase());
      expect(text).toMatch(/1\.5\s*(kg|lb)/i);
    }
    const piece = (n: number) => new RegExp(`(?<![\\d.])${n}\\s*(of|/)\\s*2(?![\\d.])`, 'i');
    expect(first).toMatch(piece(1));
    expect(second).toMatch(piece(2));
  });

  it('answers the PDF with format=pdf and without a format', async () => {
    for (const format of ['pdf', undefined]) {
      const answer = await label(awbs[0]!, format);
      expect(answer.status).toBe(200);
      expect(answer.contentType).toMatch(/^application\/pdf/);
      expect(answer.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('answers 422 on format for a format it does not make', async () => {
    invalid(await label(awbs[0]!, 'bmp'), ['format']);
  });

  it('answers 404 for an AWB that does not exist, and code 100 without a token', async () => {
    failure(await label('0000000000', 'zpl'), 404);
    signedOut(await label(awbs[0]!, 'zpl', ''));
  });
});

const strangerAvailable = otpReadable || Boolean(process.env.CONTRACT_OTHER_EMAIL);

describe.skipIf(!strangerAvailable)('403 on the ZPL label of another user’s package', () => {
  it('answers 403', async () => {
    const other = target().otherUser;
    const stranger = other ? await flow.login(other) : (await flow.newUser()).session;
    forbidden(await label(awbs[0]!, 'zpl', stranger.token));
  });
});
