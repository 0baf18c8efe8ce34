// Returns (an extension, README.md here): `shipment.returnOf` on the creation body names the
// delivered shipment a new one sends back. The provider keeps it, lets a return be picked up
// at a consignee address and delivered to one of the account's own (an ordinary shipment goes
// the other way), refuses an original of another account or not yet delivered (422 on
// `returnOf`, with a message), and the list and the detail carry `return_of` and `returns`,
// each `{id, awb, package_id}` (the parent AWB; the first package, so its tracking can open).
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invalid, ok } from '../support/contract/api';
import type { Id, Session } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { useContract } from '../support/contract/suite';

const { api, target, flow } = useContract();

const id = z.union([z.string(), z.number()]).transform(String);
const link = z.object({ id, awb: z.string().min(1), package_id: id.nullable() });
const links = z.object({ return_of: link.nullable(), returns: z.array(link) });
const listRow = s.shipmentRow.extend(links.shape);
const detail = z.object({ shipment: z.object({ id }).extend(links.shape) });

let session: Session;
let client: s.Client;
/** A delivered shipment of the account, if it has one. */
let original: z.infer<typeof listRow> | undefined;

beforeAll(async () => {
  session = await flow.login(target().user);
  client = await flow.firstClient(session);
  const page = ok(
    await api.get('main', `/user/clients/${client.id}/shipments`, {
      token: session.token,
      query: { status: 'delivered', per_page: 5 },
    }),
    s.paginated(listRow),
  );
  original = page.data[0];
});

const post = (clientId: Id, body: unknown) =>
  api.post('main', `/clients/${clientId}/shipments`, { token: session.token, body });

/** A shipment body with its ends swapped: picked up at the consignee's, delivered to ours. */
async function returnBody(clientId: Id, returnOf: unknown) {
  const { body } = await flow.shipmentBody(session, clientId);
  return {
    ...body,
    shipment: { ...body.shipment, reference1: `RET-${body.shipment.reference1}`, returnOf },
    senderAddressId: body.receiverAddressId,
    receiverAddressId: body.senderAddressId,
  };
}

const shipmentDetail = async (shipmentId: Id) =>
  ok(
    await api.get('main', `/user/clients/${client.id}/shipments/${shipmentId}`, {
      token: session.token,
    }),
    detail,
  );

describe('POST /clients/{client}/shipments with shipment.returnOf', () => {
  it('creates the return of a delivered shipment, and both name each other', async (test) => {
    if (!original) return test.skip();
    const created = ok(
      await post(client.id, await returnBody(client.id, original.shipment_id)),
      s.created,
    );

    const returned = await shipmentDetail(created.shipment_id);
    expect(returned.shipment.return_of).toMatchObject({
      id: String(original.shipment_id),
      awb: original.mawb,
    });
    expect(returned.shipment.returns).toEqual([]);
    const back = await shipmentDetail(original.shipment_id);
    const mine = back.shipment.returns.find((r) => r.id === String(created.shipment_id));
    expect(mine?.awb).toMatch(/\S/);
    expect(mine?.package_id).toBe(String(created.packages[0]!.id));

    // The list says the same of the return's row.
    const page = ok(
      await api.get('main', `/user/clients/${client.id}/shipments`, {
        token: session.token,
        query: { search: created.packages[0]!.awb },
      }),
      s.paginated(listRow),
    );
    const row = page.data.find((r) => String(r.shipment_id) === String(created.shipment_id));
    expect(row?.return_of?.id).toBe(String(original.shipment_id));
    expect(row?.mawb).toBe(mine?.awb);
  });

  it('refuses a shipment not yet delivered, with a message', async () => {
    const fresh = await flow.createShipment(session, client.id);
    const errors = invalid(await post(client.id, await returnBody(client.id, fresh.shipment_id)), [
      'returnOf',
    ]);
    expect(errors.returnOf).toMatch(/deliver/i);
  });

  it('refuses another account’s shipment as if it did not exist', async (test) => {
    const other = (await flow.clients(session)).find((c) => String(c.id) !== String(client.id));
    if (!original || !other) return test.skip();
    const errors = invalid(await post(other.id, await returnBody(other.id, original.shipment_id)), [
      'returnOf',
    ]);
    expect(errors.returnOf).not.toMatch(/deliver/i);
    invalid(await post(client.id, await returnBody(client.id, 999_999_999)), ['returnOf']);
  });

  it('keeps an ordinary shipment from a consignee address to one of the account’s own', async () => {
    invalid(await post(client.id, await returnBody(client.id, undefined)), ['senderAddressId']);
  });
});

describe('GET the shipments list and detail', () => {
  it('carry return_of and returns on every shipment, empty when it has none', async () => {
    const fresh = await flow.createShipment(session, client.id);
    const { shipment } = await shipmentDetail(fresh.shipment_id);
    expect(shipment.return_of).toBeNull();
    expect(shipment.returns).toEqual([]);
  });
});
