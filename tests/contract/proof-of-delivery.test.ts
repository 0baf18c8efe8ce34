// Extension: proof of delivery (docs/exceptions.md, 'Proof of delivery'). The detail's
// packages carry `proof_of_delivery`: `{signed_by, signed_at, city}` once delivered, `null`
// before; `GET /user/clients/{client}/shipments/{shipment}/packages/{package}/signature.png`
// answers the signature as a PNG, 404 before delivery, 403 for another account's package,
// code 100 without a token. The test walks a new shipment to delivered with the reference
// services' `POST /dev/shipments/{id}/advance`, so it runs on them only. A backend without
// the extension fails this file only; the portal then offers no proof of delivery.
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failure, forbidden, ok, signedOut } from '../support/contract/api';
import type { Id } from '../support/contract/flows';
import { signedIn } from '../support/contract/signed-in';
import { useContract } from '../support/contract/suite';

const contract = useContract();
const { api, flow, target } = contract;
const me = signedIn(contract);

const proof = z.object({
  signed_by: z.string().min(1),
  signed_at: z.iso.datetime({ offset: true }),
  city: z.string().min(1),
});

const detailSchema = z.object({
  packages: z
    .array(z.object({ id: z.union([z.string(), z.number()]), proof_of_delivery: proof.nullable() }))
    .min(1),
});

const detail = async (shipment: Id) =>
  ok(
    await api.get('main', `/user/clients/${me.client.id}/shipments/${shipment}`, {
      token: me.session.token,
    }),
    detailSchema,
  );

const signature = (shipment: Id, pkg: Id, client: Id = me.client.id, token = me.session.token) =>
  api.get('main', `/user/clients/${client}/shipments/${shipment}/packages/${pkg}/signature.png`, {
    token,
  });

const advance = (shipment: Id) =>
  fetch(`${target().urls.main}/dev/shipments/${shipment}/advance`, { method: 'POST' });

/** A new shipment walked through its four steps to delivered. */
async function deliveredShipment() {
  const created = await flow.createShipment(me.session, me.client.id);
  for (let step = 0; step < 4; step += 1) {
    expect((await advance(created.shipment_id)).status).toBe(200);
  }
  return created;
}

/** Pixels clearly darker than the paper: the ink of the signature. */
function inkPixels(png: PNG): number {
  let count = 0;
  for (let at = 0; at < png.data.length; at += 4) {
    const alpha = png.data[at + 3] ?? 0;
    const light = ((png.data[at] ?? 0) + (png.data[at + 1] ?? 0) + (png.data[at + 2] ?? 0)) / 3;
    if (alpha > 128 && light < 160) count += 1;
  }
  return count;
}

describe('proof of delivery (extension)', () => {
  it('is null on the detail before delivery, and the signature is 404', async () => {
    const created = await flow.createShipment(me.session, me.client.id);
    const [pkg] = (await detail(created.shipment_id)).packages;
    expect(pkg?.proof_of_delivery).toBeNull();
    failure(await signature(created.shipment_id, pkg!.id), 404);
    await advance(created.shipment_id);
    failure(await signature(created.shipment_id, pkg!.id), 404);
  });

  it('names who signed, when and in which city once delivered', async () => {
    const before = Date.now();
    const created = await deliveredShipment();
    for (const pkg of (await detail(created.shipment_id)).packages) {
      const pod = pkg.proof_of_delivery;
      expect(pod, 'a delivered package has its proof').not.toBeNull();
      expect(Date.parse(pod!.signed_at)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(pod!.signed_at)).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it('answers the signature as a PNG with ink on it, the same each time', async () => {
    const created = await deliveredShipment();
    const [pkg] = (await detail(created.shipment_id)).packages;
    const answer = await signature(created.shipment_id, pkg!.id);
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^image\/png/);
    const png = PNG.sync.read(answer.bytes);
    expect(png.width).toBeGreaterThan(50);
    expect(png.height).toBeGreaterThan(20);
    const ink = inkPixels(png);
    expect(ink, 'the signature has ink').toBeGreaterThan(200);
    expect(ink, 'and is not a filled block').toBeLessThan((png.width * png.height) / 3);
    const again = await signature(created.shipment_id, pkg!.id);
    expect(again.bytes.equals(answer.bytes)).toBe(true);
  });

  it('answers 404 for a package not on the shipment, 403 for another account, 100 without a token', async () => {
    const created = await deliveredShipment();
    const [pkg] = (await detail(created.shipment_id)).packages;
    failure(await signature(created.shipment_id, 999_999_999), 404);
    failure(await signature(999_999_999, pkg!.id), 404);
    const other = (await flow.clients(me.session)).find(
      (client) => String(client.id) !== String(me.client.id),
    );
    expect(other, 'the test user has a second account').toBeDefined();
    forbidden(await signature(created.shipment_id, pkg!.id, other!.id));
    signedOut(await signature(created.shipment_id, pkg!.id, me.client.id, ''));
  });
});
