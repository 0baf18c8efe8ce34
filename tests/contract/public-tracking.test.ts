// Extension: public tracking (`GET /tracking/{awb}`, no token; README.md here). One package's
// progress for anyone holding its AWB: its status, progress steps and activity log, and the
// city and country at each end, nothing more. An unknown AWB is 404 with the same answer
// whoever's it might be; a number that cannot be an AWB is 422 on `awb` (so a portal tells
// the extension from a provider without it). A backend without it fails this file only,
// and the portal's public tracking page then says tracking is not offered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { trackCards } from '../../server/controllers/tracking/support/lookups';
import type { Upstream } from '../../server/upstream';
import { failure, invalid, ok, successEnvelope, type Answer } from '../support/contract/api';
import * as s from '../support/contract/schemas';
import { signedIn } from '../support/contract/signed-in';
import { useContract } from '../support/contract/suite';
import { reply, startServer, upstreamAt } from '../support/upstream/test-servers';

const contract = useContract();
const { api, target, flow } = contract;
const me = signedIn(contract);

/** The one shape of `data`: each key the extension may send, and nothing else. */
type Allowed = 'value' | { [key: string]: Allowed } | { each: Allowed } | { anyKey: Allowed };
const ALLOWED: Allowed = {
  awb: 'value',
  last_status: { slug: 'value', label: 'value' },
  estimated_delivery: 'value',
  updated_at: 'value',
  origin: { city: 'value', country: 'value' },
  destination: { city: 'value', country: 'value' },
  status_logs: { anyKey: 'value' },
  activities_logs: {
    each: {
      created_at_date: 'value',
      created_at_time: 'value',
      status: 'value',
      location: 'value',
    },
  },
};

/**
 * Every path of `value` that the allowed shape does not name: an object's keys must be
 * among its keys (any key for `anyKey`, an array's entries each as `each`), and only a
 * `value` may be text, a number, a boolean or null.
 */
function unexpected(value: unknown, allowed: Allowed, path = 'data'): string[] {
  if (allowed === 'value') {
    return value === null || ['string', 'number', 'boolean'].includes(typeof value)
      ? []
      : [`${path} (a ${Array.isArray(value) ? 'list' : typeof value})`];
  }
  if (value === null) return [];
  if ('each' in allowed) {
    if (!Array.isArray(value)) return [`${path} (not a list)`];
    return value.flatMap((entry, i) => unexpected(entry, allowed.each as Allowed, `${path}[${i}]`));
  }
  if (typeof value !== 'object' || Array.isArray(value)) return [`${path} (not an object)`];
  return Object.entries(value).flatMap(([key, inner]) => {
    const shape =
      'anyKey' in allowed ? (allowed.anyKey as Allowed) : (allowed as Record<string, Allowed>)[key];
    return shape === undefined ? [`${path}.${key}`] : unexpected(inner, shape, `${path}.${key}`);
  });
}

const tracking = z.object({
  awb: z.string(),
  last_status: z.object({ label: z.string().min(1), slug: z.string().optional() }),
  estimated_delivery: z.string().nullable(),
  updated_at: z.string().nullable(),
  origin: z.object({ city: z.string(), country: z.string() }).nullable(),
  destination: z.object({ city: z.string(), country: z.string() }).nullable(),
  status_logs: z.record(z.string(), z.boolean()),
  activities_logs: z.array(
    z.object({
      created_at_date: z.string(),
      created_at_time: z.string(),
      status: z.string(),
      location: z.string(),
    }),
  ),
});

/** Text of the shipment's parties and references that must never leave the extension. */
let secrets: string[];
let awb: string;
let shipmentId: string;
beforeAll(async () => {
  const { session, client } = me;
  const { body, reference, consigneeEmail } = await flow.shipmentBody(session, client.id);
  const created = ok(
    await api.post('main', `/clients/${client.id}/shipments`, { token: session.token, body }),
    s.created,
  );
  awb = String(created.packages[0]!.awb);
  shipmentId = String(created.shipment_id);
  const address = async (id: string | number) =>
    ok(
      await api.get('main', `/user/clients/${client.id}/addresses/${id}`, {
        token: session.token,
      }),
      s.address,
    );
  const parties = [await address(body.senderAddressId), await address(body.receiverAddressId)];
  secrets = [
    reference,
    body.shipment.billingReference,
    body.packages[0]!.reference,
    consigneeEmail,
    session.user.email,
    ...parties.flatMap((p) => [p.company, p.attention, p.address1, p.address2, p.email, p.phone]),
  ].filter((text): text is string => typeof text === 'string' && text.trim().length >= 4);
});

/** No Access-Token: the page that asks is open to anyone. */
const publicly = (number: string) => api.get('main', `/tracking/${encodeURIComponent(number)}`);

describe('GET /tracking/{awb}', () => {
  it('answers a package’s tracking without a token', async () => {
    const data = ok(await publicly(awb), tracking);
    expect(data.awb).toBe(awb);
    expect(Object.keys(data.status_logs).length).toBeGreaterThan(0);
  });

  it('sends nothing beyond the allowed fields: no names, phones, e-mails, streets or ids', async () => {
    const answer = await publicly(awb);
    const envelope = successEnvelope.parse(answer.json);
    expect(Object.keys(answer.json as object).sort()).toEqual(
      expect.arrayContaining(['data', 'success']),
    );
    expect(
      Object.keys(answer.json as object).filter(
        (k) => !['success', 'data', 'notification'].includes(k),
      ),
    ).toEqual([]);
    expect(unexpected(envelope.data, ALLOWED)).toEqual([]);
    const text = answer.bytes.toString('utf8').toLowerCase();
    for (const secret of secrets)
      expect(text, `“${secret}” left it`).not.toContain(secret.toLowerCase());
    expect(text).not.toContain(`"${shipmentId}"`);
  });

  it('shows the progress and the updates the signed-in shipment detail shows', async () => {
    const data = ok(await publicly(awb), tracking);
    const detail = ok(
      await api.get('main', `/user/clients/${me.client.id}/shipments/${shipmentId}`, {
        token: me.session.token,
      }),
      z.object({
        packages: z.array(
          z.object({
            awb: z.union([z.string(), z.number()]),
            status_logs: z.record(z.string(), z.unknown()),
            activities_logs: z.array(z.record(z.string(), z.unknown())),
            last_status: z.object({ label: z.string() }).partial(),
          }),
        ),
      }),
    );
    const pkg = detail.packages.find((p) => String(p.awb) === awb)!;
    expect(data.status_logs).toEqual(pkg.status_logs);
    expect(data.last_status.label).toBe(pkg.last_status.label);
    const pick = ({
      created_at_date,
      created_at_time,
      status,
      location,
    }: Record<string, unknown>) => ({
      created_at_date,
      created_at_time,
      status,
      location,
    });
    expect(data.activities_logs).toEqual(pkg.activities_logs.map(pick));
  });

  it('gives the same 404 for any AWB it has no package for', async () => {
    const answers: Answer[] = [await publicly('1000000001'), await publicly('ZZ9999999999')];
    const bodies = answers.map((a) => failure(a, 404));
    expect(bodies[0]!.notification.message).not.toBe('');
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it('refuses a number that cannot be an AWB with 422 on awb', async () => {
    invalid(await publicly('-'), ['awb']);
    invalid(await publicly('12-34'), ['awb']);
  });
});

describe('the portal’s lookups (server/controllers/tracking/support/lookups.ts)', () => {
  let up: Upstream;
  beforeAll(() => {
    up = upstreamAt(target().urls.main, { timeoutMs: 15000 }).upstream;
  });
  afterAll(() => up?.close());

  it('read a known AWB as found and an unknown one as unknown', async () => {
    const result = await trackCards(up, [awb, '1000000001']);
    expect(result.state).toBe('ok');
    if (result.state !== 'ok') return;
    expect(result.value.map((c) => c.state)).toEqual(['found', 'unknown']);
    const [found] = result.value;
    if (found?.state !== 'found') return;
    expect(found.tracking.awb).toBe(awb);
    expect(found.tracking.steps.length).toBeGreaterThan(0);
  });

  it('read a provider without the extension as not offering it', async () => {
    const provider = await startServer((_req, res) =>
      reply(res, 404, {
        success: false,
        data: null,
        notification: { message: 'Not found.', type: 'error', code: 404 },
      }),
    );
    const { upstream } = upstreamAt(provider.url);
    try {
      expect(await trackCards(upstream, [awb, '1000000001'])).toEqual({ state: 'not-offered' });
      expect(provider.hits.map((hit) => hit.url)).toContain('/tracking/-');
    } finally {
      await upstream.close();
      await provider.close();
    }
  });
});
