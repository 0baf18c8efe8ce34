// Extension: 'Notify the consignee by e-mail'. A shipment booked with
// `shipment.notifyConsignee: true` makes the provider e-mail its consignee (when they have
// an e-mail) the portal's public tracking link, `<portal>/track?awb=<package AWBs>`, once when it is
// booked and once when it is delivered; without the flag nobody is written to. A backend
// without the extension ignores the flag and fails this file only. The messages are read
// from the outbox (CONTRACT_OUTBOX_URL); delivery is reached through the reference
// services' test route (`POST /dev/shipments/{id}/advance`), so that part runs on them only.
import { beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../support/contract/api';
import type { Session } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { useContract } from '../support/contract/suite';
import { otpReadable } from '../support/contract/target';

const { api, target, flow } = useContract();

let session: Session;
let client: s.Client;
beforeAll(async () => {
  session = await flow.login(target().user);
  client = await flow.firstClient(session);
});

async function book(notifyConsignee: boolean, language?: string) {
  const { body, consigneeEmail } = await flow.shipmentBody(session, client.id);
  const created = ok(
    await api.post('main', `/clients/${client.id}/shipments`, {
      token: session.token,
      body: { ...body, shipment: { ...body.shipment, notifyConsignee } },
      headers: language ? { 'Accept-Language': language } : undefined,
    }),
    s.created,
  );
  return { created, consigneeEmail };
}

/** Moves a shipment on until it is delivered (the reference services' test route). */
async function deliver(shipmentId: number | string) {
  for (let step = 0; step < 10; step += 1) {
    const res = await fetch(`${target().urls.main}/dev/shipments/${shipmentId}/advance`, {
      method: 'POST',
    });
    if (((await res.json()) as { status: string }).status === 'delivered') break;
  }
}

const mails = async (to: string) =>
  (await target().outbox!(to)).filter((m) => m.channel === 'mail');

describe.skipIf(!otpReadable)('shipment.notifyConsignee (extension)', () => {
  it('e-mails the consignee the public tracking link when the shipment is booked', async () => {
    const { created, consigneeEmail } = await book(true);
    const sent = await mails(consigneeEmail);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(`/track?awb=${created.packages[0]!.awb}`);
    expect(sent[0]!.text).toContain('booked');
  });

  it('writes to nobody without the flag', async () => {
    const { consigneeEmail } = await book(false);
    expect(await mails(consigneeEmail)).toEqual([]);
  });

  it('e-mails the consignee again once it is delivered', async (test) => {
    if (!target().embedded) test.skip();
    const { created, consigneeEmail } = await book(true);
    await deliver(created.shipment_id);
    const sent = await mails(consigneeEmail);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.text).toContain('delivered');
    expect(sent[0]!.text).toContain(`/track?awb=${created.packages[0]!.awb}`);
  });
});

// Extension: the consignee's notices come in the language of the shipper who booked (their
// call's Accept-Language, kept with the shipment for the notice sent on delivery).
describe.skipIf(!otpReadable)(
  "the consignee's notices in the shipper's language (extension)",
  () => {
    it('writes the booking notice in French when the booking asked for French', async () => {
      const { created, consigneeEmail } = await book(true, 'fr');
      const [sent] = await mails(consigneeEmail);
      expect(sent!.text).toMatch(/^Votre expédition \S+ .*a été réservée\. Suivez-la : /);
      expect(sent!.text).toContain(`/track?awb=${created.packages[0]!.awb}`);
    });

    it('writes the delivery notice in Arabic, later, for a shipment booked in Arabic', async (test) => {
      if (!target().embedded) test.skip();
      const { created, consigneeEmail } = await book(true, 'ar');
      await deliver(created.shipment_id);
      const [delivered, booked] = await mails(consigneeEmail);
      expect(booked!.text).toMatch(/^تم حجز شحنتك /);
      expect(delivered!.text).toMatch(/^تم تسليم شحنتك /);
      expect(delivered!.text).toContain(`/track?awb=${created.packages[0]!.awb}`);
    });
  },
);
