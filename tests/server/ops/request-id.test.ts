import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../server/log';
import { browser, signedIn } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { callsMatching } from '../../support/provider/answers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Every JSON line the portal logs. */
const lines: Array<Record<string, unknown>> = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
    done();
  },
});

let behindProxy: Portal;
let direct: Portal;

beforeAll(async () => {
  // The fake records each call with the id it carried.
  behindProxy = await startPortal({
    fake: 'main',
    env: { TRUST_PROXY: '1' },
    record: (req) => `${req.method} ${req.path} ${req.get('x-request-id') ?? '-'}`,
    logger: createLogger('debug', { destination: sink }),
  });
  direct = await startPortal({ services: 'unreachable' });
});
afterAll(async () => {
  await behindProxy?.close();
  await direct?.close();
});

describe('request ids', () => {
  it('are made for every request and answered in X-Request-Id', async () => {
    const one = await request(direct.app).get('/login');
    const two = await request(direct.app).get('/login');
    expect(one.headers['x-request-id']).toMatch(UUID);
    expect(two.headers['x-request-id']).toMatch(UUID);
    expect(one.headers['x-request-id']).not.toBe(two.headers['x-request-id']);
  });

  it("keep a valid id from a trusted proxy, and never a client's own", async () => {
    const sent = 'edge-4bf92f3577b34da6a3ce929d0e0e4736';
    const kept = await request(behindProxy.app).get('/login').set('X-Request-Id', sent);
    expect(kept.headers['x-request-id']).toBe(sent);
    // No proxy is trusted here: whoever sends it could pick the id others' lines carry.
    const client = await request(direct.app).get('/login').set('X-Request-Id', sent);
    expect(client.headers['x-request-id']).toMatch(UUID);
    // A trusted proxy passing on something that is not an id: a new one is made.
    const bad = await request(behindProxy.app)
      .get('/login')
      .set('X-Request-Id', 'two words<script>');
    expect(bad.headers['x-request-id']).toMatch(UUID);
  });

  it("are in the request's log lines and forwarded on each of its upstream calls", async () => {
    const user = await signedIn(behindProxy.app);
    // The dashboard's deferred calls, started with it, are done before the visit.
    await user.loadDeferred();
    lines.length = 0;
    behindProxy.calls.length = 0;
    const id = 'trace-visit-0001';
    await user.visit('shipments', { headers: { 'X-Request-Id': id } });

    const upstreamCalls = behindProxy.calls.filter((c) => c.startsWith('GET '));
    expect(upstreamCalls.length).toBeGreaterThan(0);
    for (const call of upstreamCalls) expect(call).toMatch(new RegExp(` ${id}$`));

    const requestLine = lines.find((l) => (l.request as { route?: string })?.route === 'shipments');
    expect(requestLine?.reqId).toBe(id);
    // The visit's own calls (the dashboard's head start may still be logging its own).
    const callLines = lines.filter(
      (l) => l.msg === 'upstream call' && String(l.path).includes('/shipments'),
    );
    expect(callLines.length).toBeGreaterThan(0);
    for (const line of callLines) expect(line.reqId).toBe(id);
  });

  it('are on the error page as its reference, and in the line that logs the fault', async () => {
    const user = await signedIn(behindProxy.app);
    behindProxy.failing.add(callsMatching('GET .*/addresses'));
    lines.length = 0;
    try {
      (await user.visit('address-book', { headers: { 'X-Request-Id': 'ref-503-page' } }))
        .hasStatus(503)
        .component('errors/error')
        .where('reference', 'ref-503-page');
    } finally {
      behindProxy.failing.clear();
    }
    const warned = lines.filter((l) => l.reqId === 'ref-503-page' && l.msg === 'upstream call');
    expect(warned.length).toBeGreaterThan(0);

    (await browser(direct.app).visit('/no/such/page'))
      .hasStatus(404)
      .where('reference', (ref: string) => UUID.test(ref));
  });

  it('are in the first load of an error page, as the customer sees it', async () => {
    const res = await request(direct.app).get('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.text).toContain(`"reference":"${res.headers['x-request-id']}"`);
  });
});
