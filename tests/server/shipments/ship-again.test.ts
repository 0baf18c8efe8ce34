import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WizardValues } from '../../../shared/shipment-wizard/values';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { answerWhen, callsMatching } from '../../support/provider/answers';

let portal: Portal;
let user: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal({ fake: 'all', timeoutMs: 5000 });
  user = await signedIn(portal.app);
});
afterEach(() => portal.overrides.clear());
afterAll(() => portal?.close());

const PACKAGES_STEP = 5;

async function firstShipment() {
  const page = (await user.visit('shipments')).component('shipments/shipments');
  return page.prop<{ id: string; packages: unknown[] }>('table.value.rows.0');
}

const shipAgain = (shipment: string, body: Record<string, unknown> = {}) =>
  user.post(['shipments.ship-again', { shipment }], body);

describe('Ship again', () => {
  it('opens the wizard as a new draft filled in from the shipment, at the Packages step', async () => {
    await user.delete('create-shipment.discard');
    const before = (await user.visit('create-shipment')).prop<string>('draft.id');
    const shipment = await firstShipment();

    const page = (await shipAgain(shipment.id))
      .redirectedTo('/shipments/create')
      .component('shipments/create-shipment')
      .where('draft.step', PACKAGES_STEP)
      .where('draft.id', (id: string) => id !== before)
      .where('draft.values.reference1', '')
      .where('draft.values.billingReference', '')
      .count('draft.values.packages', shipment.packages.length);
    const values = page.prop<WizardValues>('draft.values');
    expect(values.senderAddressId).not.toBe('');
    expect(values.receiverAddressId).not.toBe('');
    expect(values.packages.every((p) => p.commodityType !== '')).toBe(true);
    // The reference's detail names the consignee (beyond the contract) but not the service:
    // the toast says so.
    expect(values.customerId).not.toBe('');
    page.toasts({
      message: 'A new shipment has been filled in, except the service: please choose it again.',
      status: 'info',
    });
  });

  it('asks before it replaces a draft in progress, and replaces it once confirmed', async () => {
    const shipment = await firstShipment();
    const start = await user.visit('create-shipment');
    const draft = start.prop<{ id: string; values: WizardValues }>('draft');
    await user.sendJson('put', 'create-shipment.draft', {
      draftId: draft.id,
      step: 2,
      values: { ...draft.values, reference1: 'IN-PROGRESS' },
    });

    await user.visit('shipments');
    (await shipAgain(shipment.id))
      .redirectedTo('/shipments')
      .component('shipments/shipments')
      .flash('shipAgain', { shipment: shipment.id, confirm: true });
    (await user.visit('create-shipment'))
      .where('draft.id', draft.id)
      .where('draft.values.reference1', 'IN-PROGRESS');

    await user.visit('shipments');
    (await shipAgain(shipment.id, { replace: true }))
      .redirectedTo('/shipments/create')
      .where('draft.id', (id: string) => id !== draft.id)
      .where('draft.values.reference1', '')
      .where('draft.step', PACKAGES_STEP);
  });

  it('copies what a provider’s fuller detail gives: ids, consignee, service, package sizes', async () => {
    await user.delete('create-shipment.discard');
    const shipment = await firstShipment();
    await user.visit('create-shipment');
    const enums = user.page.prop<Record<string, Array<{ value: string }>>>('enums.value');
    const consignees = await user.getJson<{ options: Array<{ value: string }> }>(
      'create-shipment.consignees',
    );
    const customer = consignees.options[0]!.value;
    const payload = await user.getJson<{
      products: Array<{ value: string }>;
      added_services: Array<{ value: string }>;
    }>(['create-shipment.payload', { customer }]);
    const product = payload.products[0]!.value;

    const plain = (await shipAgain(shipment.id)).prop<WizardValues>('draft.values');
    const type = enums.packageTypes![0]!.value;
    const weightUnit = enums.weightUnits![0]!.value;
    const unit = enums.dimensionUnits![0]!.value;
    const detail = {
      shipment: {
        id: shipment.id,
        sla_delivery: '',
        updated_at: '',
        sender_address_id: plain.senderAddressId,
        receiver_address_id: plain.receiverAddressId,
        customer_id: customer,
        product_code: product,
        services: ['NOT-OFFERED'],
      },
      packages: [
        {
          id: 'p1',
          awb: 'AWB1',
          type,
          description: 'Books',
          weight: { value: 2.5, unit: weightUnit },
          dimensions: { unit, length: 30, width: 20, height: 10 },
        },
      ],
    };
    portal.overrides.add(
      answerWhen(callsMatching(`GET /user/clients/\\d+/shipments/${shipment.id}`), {
        status: 200,
        body: { success: true, data: detail },
      }),
    );
    await user.delete('create-shipment.discard');
    (await shipAgain(shipment.id))
      .redirectedTo('/shipments/create')
      .where('draft.step', PACKAGES_STEP)
      .whereAll({
        'draft.values.senderAddressId': plain.senderAddressId,
        'draft.values.receiverAddressId': plain.receiverAddressId,
        'draft.values.customerId': customer,
        'draft.values.productCode': product,
        'draft.values.services': [],
        'draft.values.reference1': '',
      })
      .whereMatch('draft.values.packages.0', {
        type,
        description: 'Books',
        weight: '2.5',
        weightUnit,
        dimensionsUnit: unit,
        length: '30',
        width: '20',
        height: '10',
      })
      .toasts({
        message: 'A new shipment has been filled in from the one you chose.',
        status: 'success',
      });
  });

  it('shows the error page for a shipment the account does not have, the draft kept', async () => {
    const draftId = (await user.visit('create-shipment')).prop<string>('draft.id');
    await user.visit('shipments');
    (await shipAgain('999999', { replace: true })).hasStatus(404).component('errors/error');
    (await user.visit('create-shipment')).where('draft.id', draftId);
  });
});

describe('Ship again against a provider that no longer has the addresses', () => {
  it('leaves them empty and says so', async () => {
    const shipment = await firstShipment();
    await user.delete('create-shipment.discard');
    portal.overrides.add(
      answerWhen(callsMatching('GET /clients/\\d+/addresses(/customer)?'), {
        status: 200,
        body: { success: true, data: [], notification: null },
      }),
    );
    const page = (await shipAgain(shipment.id))
      .redirectedTo('/shipments/create')
      .where('draft.values.senderAddressId', '')
      .where('draft.values.receiverAddressId', '')
      .where('draft.step', PACKAGES_STEP);
    page.toasts({
      message:
        'A new shipment has been filled in, except the pickup address, the delivery address and the service: please choose them again.',
      status: 'info',
    });
  });
});
