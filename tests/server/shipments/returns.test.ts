import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import type { ReturnOf } from '../../../shared/shipments/returns';
import type { ShipmentRowView } from '../../../shared/shipments/types';
import type { WizardValues } from '../../../shared/shipment-wizard/values';
import { filled, firstConsignee, type Picked } from '../../support/data/shipment-wizard';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { answerWhen, callsMatching } from '../../support/provider/answers';

/**
 * 'Create return' (docs/architecture.md, A draft from a shipment): a delivered shipment's return starts the wizard with its
 * ends swapped, marked as a return, and is booked naming its original.
 */

let portal: Portal;
let user: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal({ fake: 'all', timeoutMs: 5000 });
  user = await signedIn(portal.app);
});
afterEach(() => portal.overrides.clear());
afterAll(() => portal?.close());

const PACKAGES_STEP = 5;
const GONE = messages.shipment.addressGone;
const BAG = { errorBag: 'createShipment' };

async function firstRow(filter: string): Promise<ShipmentRowView> {
  const page = (await user.visit(`/shipments?apply-filter=${filter}`)).component(
    'shipments/shipments',
  );
  return page.prop<ShipmentRowView>('table.value.rows.0');
}

const createReturn = (shipment: string, body: Record<string, unknown> = {}) =>
  user.post(['shipments.create-return', { shipment }], body);

const pickedOf = (values: WizardValues, end: 'sender' | 'receiver'): Picked => ({
  value: values[`${end}AddressId`],
  label: values[`${end}AddressText`],
  country: values[`${end}Country`],
});

describe('Create return', () => {
  it('is offered on delivered shipments only', async () => {
    expect((await firstRow('delivered')).returnable).toBe(true);
    expect((await firstRow('in_transit')).returnable).toBe(false);
  });

  it('opens the wizard as a return: ends swapped, same packages, RET- reference, banner', async () => {
    const original = await firstRow('delivered');
    await user.delete('create-shipment.discard');
    const copy = (
      await user.post(['shipments.ship-again', { shipment: original.id }])
    ).prop<WizardValues>('draft.values');
    await user.delete('create-shipment.discard');

    const page = (await createReturn(original.id))
      .redirectedTo('/shipments/create')
      .component('shipments/create-shipment')
      .where('draft.step', PACKAGES_STEP)
      .where('draft.returnOf', { shipmentId: original.id, awb: original.parentAwb })
      .where('draft.values.reference1', `RET-${original.orderReference || original.parentAwb}`)
      .where('draft.values.billingReference', '')
      .count('draft.values.packages', original.packages.length);
    const values = page.prop<WizardValues>('draft.values');
    // Picked up where it was delivered, delivered where it was picked up.
    expect(values.senderAddressId).not.toBe('');
    expect(values.senderAddressId).toBe(copy.receiverAddressId);
    expect(values.receiverAddressId).toBe(copy.senderAddressId);
    // The same packages, as far as the detail describes them.
    expect(values.packages.map((p) => [p.description, p.type, p.weight])).toEqual(
      copy.packages.map((p) => [p.description, p.type, p.weight]),
    );
    expect(values.packages.every((p) => p.description !== '' && p.weight !== '')).toBe(true);
    // The same consignee; the reference's detail names no service: the toast says so.
    expect(values.customerId).not.toBe('');
    expect(values.customerId).toBe(copy.customerId);
    page.toasts({
      message: messages.returns.partly(original.parentAwb, ['the service']),
      status: 'info',
    });

    // The banner stays with the draft, and goes with it.
    (await user.visit('create-shipment')).where('draft.returnOf.awb', original.parentAwb);
    (await user.delete('create-shipment.discard')).where('draft.returnOf', null);
  });

  it('refuses a shipment not delivered, the draft kept', async () => {
    const draftId = (await user.visit('create-shipment')).prop<string>('draft.id');
    const moving = await firstRow('in_transit');
    (await createReturn(moving.id, { replace: true }))
      .redirectedTo('/shipments?apply-filter=in_transit')
      .toasts({ message: messages.returns.notDelivered, status: 'error' });
    (await user.visit('create-shipment')).where('draft.id', draftId).where('draft.returnOf', null);
  });

  it('asks before it replaces a draft in progress, and replaces it once confirmed', async () => {
    const original = await firstRow('delivered');
    const start = await user.visit('create-shipment');
    const draft = start.prop<{ id: string; values: WizardValues }>('draft');
    await user.sendJson('put', 'create-shipment.draft', {
      draftId: draft.id,
      step: 2,
      values: { ...draft.values, reference1: 'IN-PROGRESS' },
    });

    await user.visit('shipments');
    (await createReturn(original.id))
      .redirectedTo('/shipments')
      .flash('createReturn', { shipment: original.id, confirm: true });
    (await user.visit('create-shipment'))
      .where('draft.id', draft.id)
      .where('draft.returnOf', null)
      .where('draft.values.reference1', 'IN-PROGRESS');

    await user.visit('shipments');
    (await createReturn(original.id, { replace: true }))
      .redirectedTo('/shipments/create')
      .where('draft.id', (id: string) => id !== draft.id)
      .where('draft.returnOf.shipmentId', original.id);
  });

  it('books the return naming its original, and each then names the other', async () => {
    const original = await firstRow('delivered');
    await user.delete('create-shipment.discard');
    const page = await createReturn(original.id, { replace: true });
    const draft = page.prop<{ id: string; values: WizardValues; returnOf: ReturnOf }>('draft');
    const consignee = await firstConsignee(user);
    const values = filled(
      pickedOf(draft.values, 'sender'),
      pickedOf(draft.values, 'receiver'),
      consignee.value,
      { reference1: draft.values.reference1 },
    );

    (await user.post(['create-shipment.store', { draft: draft.id }], values, BAG))
      .redirectedTo('/dashboard')
      .hasNoErrors('createShipment');

    const created = (await user.visit(`/shipments?search=${draft.values.reference1}`)).prop<
      ShipmentRowView[]
    >('table.value.rows');
    const made = created.find((r) => r.returnOf?.id === original.id);
    expect(made?.returnOf).toMatchObject({ id: original.id, awb: original.parentAwb });
    expect(made?.returnOf?.packageId).toBe(original.packages[0]!.id);

    const back = (await user.visit(`/shipments?search=${original.parentAwb}`)).prop<
      ShipmentRowView[]
    >('table.value.rows');
    const links = back.find((r) => r.id === original.id)?.returns ?? [];
    expect(links.map((l) => l.id)).toContain(made!.id);

    // The drawer says the same of the return.
    await user.visit(`/shipments?track=${made!.id}:${made!.packages[0]!.id}`);
    (await user.reloadOnly(['tracking']))
      .where('tracking.package.returnOf.id', original.id)
      .where('tracking.package.returnable', false);
  });

  it('looks each end up in its own list when booking: a return’s the other way round', async () => {
    const original = await firstRow('delivered');
    await user.delete('create-shipment.discard');
    const draft = (await createReturn(original.id, { replace: true })).prop<{
      id: string;
      values: WizardValues;
    }>('draft');
    const consignee = await firstConsignee(user);
    const sender = pickedOf(draft.values, 'sender');
    const receiver = pickedOf(draft.values, 'receiver');
    // A return sent the ordinary way round (our address picked up) is refused at both ends.
    (
      await user.post(
        ['create-shipment.store', { draft: draft.id }],
        filled(receiver, sender, consignee.value),
        BAG,
      )
    ).hasErrors({ senderAddressId: GONE, receiverAddressId: GONE }, 'createShipment');

    // And an ordinary draft the return's way round, too.
    await user.delete('create-shipment.discard');
    const plain = (await user.visit('create-shipment')).prop<string>('draft.id');
    (
      await user.post(
        ['create-shipment.store', { draft: plain }],
        filled(sender, receiver, consignee.value),
        BAG,
      )
    ).hasErrors({ senderAddressId: GONE, receiverAddressId: GONE }, 'createShipment');
  });
});

describe('Create return against a provider without the returns extension', () => {
  it('shows no links where the provider says nothing of returns', async () => {
    portal.overrides.add(
      answerWhen(callsMatching('GET /user/clients/\\d+/shipments'), {
        status: 200,
        body: {
          success: true,
          data: {
            data: [
              {
                shipment_id: 7,
                mawb: 'M7',
                order_reference: null,
                created_at: '2026-01-01T00:00:00Z',
                eta: '',
                sender: null,
                receiver: null,
                packages: [{ id: 70, type: 'Box', awb: 'A7', status: { slug: 'delivered' } }],
              },
            ],
            current_page: 1,
            last_page: 1,
            per_page: 10,
            total: 1,
          },
        },
      }),
    );
    (await user.visit('shipments'))
      .where('table.value.rows.0.returnOf', null)
      .where('table.value.rows.0.returns', [])
      .where('table.value.rows.0.returnable', true);
  });
});
