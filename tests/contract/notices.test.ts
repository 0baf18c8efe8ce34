// Extension: notices (docs/notices.md, 'The provider's side'). `GET`/`POST
// /user/notification-preferences` keep, per user, which events (`picked_up`,
// `out_for_delivery`, `delivered`, `exception`, `claim_update`) reach them by `email` and/or
// `sms`: `{events: {<event>: {email, sms}}}`, all five always answered; until a save, e-mail
// for delivered and exception only. A save replaces what it names and keeps the rest; `422`
// on `events`, `events.<event>` (unknown, or not an object) and `events.<event>.<channel>`
// (unknown, not a boolean, SMS without a phone), nothing saved. `GET`/`POST
// /user/clients/{client}/shipments/{shipment}/consignee-notices` keep a shipment's consignee
// notices, `{email, sms, events}` (events among picked_up, out_for_delivery, delivered,
// exception); a booking with `notifyConsignee` reads `{email: true, sms: false, events:
// ['delivered']}`, one without it nothing; `422` on `email`, `sms`, `events`; `404` for a
// shipment not there, `403` for another account's; code 100 without a token. The notices
// themselves are read from the outbox (`mail` and `sms` messages) after the reference
// services' `POST /dev/shipments/{id}/advance` and `POST /dev/packages/{id}/exceptions`,
// so those tests run on them only. A backend without the extension fails this file only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failure, forbidden, invalid, ok, signedOut } from '../support/contract/api';
import type { Id } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { signedIn } from '../support/contract/signed-in';
import { useContract } from '../support/contract/suite';
import { otpReadable } from '../support/contract/target';

const contract = useContract();
const { api, flow, target } = contract;
const me = signedIn(contract);

const EVENTS = ['picked_up', 'out_for_delivery', 'delivered', 'exception', 'claim_update'];
const choice = z.object({ email: z.boolean(), sms: z.boolean() }).strict();
const preferences = z
  .object({
    events: z
      .object({
        picked_up: choice,
        out_for_delivery: choice,
        delivered: choice,
        exception: choice,
        claim_update: choice,
      })
      .strict(),
  })
  .strict();
const consigneeNotices = z
  .object({
    email: z.boolean(),
    sms: z.boolean(),
    events: z.array(z.enum(['picked_up', 'out_for_delivery', 'delivered', 'exception'])),
  })
  .strict();

const PREFS = '/user/notification-preferences';
const getPrefs = (token: string) => api.get('main', PREFS, { token });
const savePrefs = (token: string, body: unknown) => api.post('main', PREFS, { token, body });

const noticesPath = (shipment: Id, client: Id = me.client.id) =>
  `/user/clients/${client}/shipments/${shipment}/consignee-notices`;

const dev = (path: string, body?: unknown) =>
  fetch(`${target().urls.main}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });

async function book(notifyConsignee: boolean) {
  const { body, consigneeEmail } = await flow.shipmentBody(me.session, me.client.id);
  const created = ok(
    await api.post('main', `/clients/${me.client.id}/shipments`, {
      token: me.session.token,
      body: { ...body, shipment: { ...body.shipment, notifyConsignee } },
    }),
    s.created,
  );
  return { created, consigneeEmail };
}

const everythingOff = Object.fromEntries(EVENTS.map((e) => [e, { email: false, sms: false }]));

describe('notification preferences (extension)', () => {
  it('answers the defaults until a user saves: e-mail for delivered and exception', async (test) => {
    if (!otpReadable) test.skip();
    const fresh = await flow.newUser();
    const answer = ok(await getPrefs(fresh.session.token), preferences);
    expect(answer.events).toEqual({
      picked_up: { email: false, sms: false },
      out_for_delivery: { email: false, sms: false },
      delivered: { email: true, sms: false },
      exception: { email: true, sms: false },
      claim_update: { email: false, sms: false },
    });
  });

  it('replaces what a save names and keeps the rest, for the next read too', async () => {
    const token = me.session.token;
    ok(await savePrefs(token, { events: everythingOff }), preferences);
    const saved = ok(
      await savePrefs(token, {
        events: { picked_up: { sms: true }, claim_update: { email: true, sms: false } },
      }),
      preferences,
    );
    expect(saved.events.picked_up).toEqual({ email: false, sms: true });
    expect(saved.events.claim_update).toEqual({ email: true, sms: false });
    expect(saved.events.delivered).toEqual({ email: false, sms: false });
    expect(ok(await getPrefs(token), preferences)).toEqual(saved);
  });

  it('refuses unknown events and channels and values that are not booleans, saving nothing', async () => {
    const token = me.session.token;
    const before = ok(await getPrefs(token), preferences);
    invalid(await savePrefs(token, {}), ['events']);
    invalid(await savePrefs(token, { events: [] }), ['events']);
    invalid(await savePrefs(token, { events: { teleported: { email: true } } }), [
      'events.teleported',
    ]);
    invalid(await savePrefs(token, { events: { delivered: true } }), ['events.delivered']);
    invalid(await savePrefs(token, { events: { delivered: { pigeon: true } } }), [
      'events.delivered.pigeon',
    ]);
    invalid(
      await savePrefs(token, {
        events: { delivered: { email: 'yes' }, exception: { sms: 1 }, picked_up: { email: true } },
      }),
      ['events.delivered.email', 'events.exception.sms'],
    );
    expect(ok(await getPrefs(token), preferences)).toEqual(before);
  });

  it('answers code 100 without a token', async () => {
    signedOut(await api.get('main', PREFS));
    signedOut(await api.post('main', PREFS, { body: { events: {} } }));
  });
});

describe.skipIf(!otpReadable)("a shipment's consignee notices (extension)", () => {
  it("reads the booking's 'Notify the consignee' as e-mail on delivery, and nothing without it", async () => {
    const notified = await book(true);
    const silent = await book(false);
    const token = me.session.token;
    expect(
      ok(
        await api.get('main', noticesPath(notified.created.shipment_id), { token }),
        consigneeNotices,
      ),
    ).toEqual({ email: true, sms: false, events: ['delivered'] });
    expect(
      ok(
        await api.get('main', noticesPath(silent.created.shipment_id), { token }),
        consigneeNotices,
      ),
    ).toEqual({ email: false, sms: false, events: [] });
  });

  it('replaces what a save names, keeps the rest, and refuses what is not a choice', async () => {
    const { created } = await book(true);
    const token = me.session.token;
    const path = noticesPath(created.shipment_id);
    const saved = ok(
      await api.post('main', path, {
        token,
        body: { sms: true, events: ['exception', 'picked_up', 'picked_up'] },
      }),
      consigneeNotices,
    );
    expect(saved).toEqual({ email: true, sms: true, events: ['picked_up', 'exception'] });
    invalid(await api.post('main', path, { token, body: { events: ['claim_update'] } }), [
      'events',
    ]);
    invalid(await api.post('main', path, { token, body: { events: 'delivered' } }), ['events']);
    invalid(await api.post('main', path, { token, body: { email: 'yes', sms: null } }), [
      'email',
      'sms',
    ]);
    expect(ok(await api.get('main', path, { token }), consigneeNotices)).toEqual(saved);
  });

  it('answers 404 for a shipment not there, 403 for another account, code 100 without a token', async () => {
    const { created } = await book(false);
    const token = me.session.token;
    failure(await api.get('main', noticesPath(999_999_999), { token }), 404);
    failure(await api.post('main', noticesPath(999_999_999), { token, body: {} }), 404);
    const other = (await flow.clients(me.session)).find(
      (client) => String(client.id) !== String(me.client.id),
    );
    expect(other, 'the test user has a second account').toBeDefined();
    forbidden(await api.get('main', noticesPath(created.shipment_id, other!.id), { token }));
    forbidden(
      await api.post('main', noticesPath(created.shipment_id, other!.id), {
        token,
        body: { email: false },
      }),
    );
    forbidden(
      await api.get('main', noticesPath(created.shipment_id, `${me.client.id}0`), { token }),
    );
    signedOut(await api.get('main', noticesPath(created.shipment_id)));
    signedOut(await api.post('main', noticesPath(created.shipment_id), { body: {} }));
  });
});

describe.skipIf(!otpReadable)('the notices sent (extension)', () => {
  const outbox = (to: string) => target().outbox!(to);
  /** The messages written to `to` since it held `before`, newest first. */
  const newer = async (to: string, before: number) => {
    const all = await outbox(to);
    return all.slice(0, all.length - before);
  };
  let phone: string;

  beforeAll(async () => {
    phone = me.session.user.phone_number!;
    ok(
      await api.post('main', '/user/language', {
        token: me.session.token,
        body: { language: 'fr' },
      }),
      z.unknown(),
    );
  });
  afterAll(async () => {
    await api.post('main', '/user/language', { token: me.session.token, body: { language: 'en' } });
  });

  it('writes exactly the notices preferred, in the shipper’s language, and the fix link for an exception', async (test) => {
    if (!target().embedded) test.skip();
    const token = me.session.token;
    ok(
      await savePrefs(token, {
        events: {
          ...everythingOff,
          picked_up: { email: true, sms: true },
          exception: { email: true, sms: false },
          delivered: { email: false, sms: true },
        },
      }),
      preferences,
    );
    const { created, consigneeEmail } = await book(true);
    ok(
      await api.post('main', noticesPath(created.shipment_id), {
        token,
        body: { events: ['picked_up', 'exception'] },
      }),
      consigneeNotices,
    );
    const mail = me.session.user.email;
    const mailsBefore = (await outbox(mail)).length;
    const smsBefore = (await outbox(phone)).length;
    const consigneeBefore = (await outbox(consigneeEmail)).length;

    // Picked up: an e-mail and an SMS to the shipper, in French; an e-mail to the consignee.
    expect((await dev(`/dev/shipments/${created.shipment_id}/advance`)).status).toBe(200);
    const [pickedMail, ...moreMails] = await newer(mail, mailsBefore);
    expect(moreMails).toEqual([]);
    expect(pickedMail!.channel).toBe('mail');
    expect(pickedMail!.text).toMatch(/^L’expédition \d+ .*a été enlevée\./);
    const [pickedSms, ...moreSms] = await newer(phone, smsBefore);
    expect(moreSms).toEqual([]);
    expect(pickedSms!.channel).toBe('sms');
    expect(pickedSms!.text).toBe(pickedMail!.text);
    const consignee = await newer(consigneeEmail, consigneeBefore);
    expect(consignee.map((m) => m.channel)).toEqual(['mail']);
    expect(consignee[0]!.text).toMatch(/^Your shipment .* has been picked up\. Follow it: /);

    // In transit: nobody asked to be told.
    expect((await dev(`/dev/shipments/${created.shipment_id}/advance`)).status).toBe(200);
    expect(await newer(mail, mailsBefore)).toHaveLength(1);
    expect(await newer(phone, smsBefore)).toHaveLength(1);

    // An exception: an e-mail only, straight to the package's fix in the portal.
    const pkg = created.packages[0]!.id;
    expect((await dev(`/dev/packages/${pkg}/exceptions`, { kind: 'address_problem' })).status).toBe(
      200,
    );
    const [exceptionMail, ...rest] = await newer(mail, mailsBefore + 1);
    expect(rest).toEqual([]);
    expect(exceptionMail!.text).toContain('demande votre attention : Problème d’adresse.');
    expect(exceptionMail!.text).toMatch(
      new RegExp(`Corrigez-la : https?://\\S+/shipments\\?track=${created.shipment_id}:${pkg}$`),
    );
    expect(await newer(phone, smsBefore)).toHaveLength(1);
    expect(await newer(consigneeEmail, consigneeBefore)).toHaveLength(2);
  });

  it('sends the delivered notice by SMS only when that is what the shipper chose', async (test) => {
    if (!target().embedded) test.skip();
    const token = me.session.token;
    ok(
      await savePrefs(token, {
        events: { ...everythingOff, delivered: { email: false, sms: true } },
      }),
      preferences,
    );
    const { created } = await book(false);
    const mailsBefore = (await outbox(me.session.user.email)).length;
    const smsBefore = (await outbox(phone)).length;
    for (let step = 0; step < 4; step += 1) {
      expect((await dev(`/dev/shipments/${created.shipment_id}/advance`)).status).toBe(200);
    }
    expect(await newer(me.session.user.email, mailsBefore)).toEqual([]);
    const sms = await newer(phone, smsBefore);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toMatch(/^L’expédition \d+ .*a été livrée\./);
  });
});
