import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageProps } from '../../../shared/pages';
import { consigneeEmail } from '../../../shared/shipment-wizard/values';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { domesticParties, filled } from '../../support/data/shipment-wizard';

/**
 * 'Notify the consignee by e-mail' (tests/contract/README.md): the wizard's choice reaches the provider,
 * which writes to the consignee with the public tracking link; without it, nobody is.
 */
let portal: Portal;
let visitor: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal();
  visitor = await signedIn(portal.app);
});
afterAll(() => portal?.close());

async function mailsTo(to: string): Promise<string[]> {
  const url = new URL('/dev/outbox', portal.services.urls.main);
  url.searchParams.set('to', to);
  const messages = (await (await fetch(url)).json()) as Array<{ channel: string; text: string }>;
  return messages.filter((m) => m.channel === 'mail').map((m) => m.text);
}

async function book(notifyConsignee: boolean) {
  const { sender, receiver, consignee } = await domesticParties(visitor);
  const { draft } = (await visitor.visit('create-shipment'))
    .component('shipments/create-shipment')
    .prop<PageProps['shipments/create-shipment']>();
  const reference = `NOTE-${Date.now()}`;
  const values = filled(sender, receiver, consignee.value, {
    reference1: reference,
    notifyConsignee,
  });
  await visitor.post(['create-shipment.store', { draft: draft.id }], values, {
    errorBag: 'createShipment',
  });
  return consigneeEmail(consignee.label);
}

describe('Notify the consignee by e-mail', () => {
  it('sends the consignee the public tracking link when chosen, and nothing when not', async () => {
    const email = await book(false);
    expect(email).toContain('@');
    const before = await mailsTo(email);
    await book(true);
    const after = await mailsTo(email);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatch(/has been booked\. Follow it: http:\/\/\S+\/track\?awb=\w+/);
  });
});
