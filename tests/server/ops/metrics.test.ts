import request from 'supertest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_KIND } from '../../../server/controllers/shipments/support/import-job';
import { startMetricsServer } from '../../../server/ops/metrics-endpoint';
import { browser, signedIn } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { callsMatching } from '../../support/provider/answers';

const TOKEN = 'a-metrics-token-for-the-tests';
let portal: Portal;

beforeAll(async () => {
  portal = await startPortal({
    fake: 'main',
    ops: { metrics: true },
    env: { METRICS_TOKEN: TOKEN },
  });
});
afterAll(() => portal?.close());

const scrape = async () => {
  const res = await request(portal.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
  expect(res.status).toBe(200);
  return res.text;
};

/** The value of one sample line, by its name and exact labels. */
function sample(text: string, name: string, labels: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}} `));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('/metrics on the main port', () => {
  it('answers only the bearer token', async () => {
    const none = await request(portal.app).get('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(none.text).not.toContain('portal_');
    const wrong = await request(portal.app)
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN}x`);
    expect(wrong.status).toBe(401);
    const right = await request(portal.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(right.status).toBe(200);
    expect(right.headers['content-type']).toMatch(/^text\/plain/);
  });

  it("has the process's own: event-loop lag, heap, resident memory", async () => {
    const text = await scrape();
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
    ]) {
      expect(text).toContain(`# TYPE ${name}`);
    }
  });

  it('times requests by route name, method and status class', async () => {
    const user = await signedIn(portal.app);
    const before = sample(
      await scrape(),
      'portal_http_request_duration_seconds_count',
      'route="shipments",method="GET",status_class="2xx"',
    );
    await user.visit('shipments');
    await user.visit('shipments');
    const text = await scrape();
    expect(
      sample(
        text,
        'portal_http_request_duration_seconds_count',
        'route="shipments",method="GET",status_class="2xx"',
      ),
    ).toBe(before + 2);
    // A path no route names is one series, not one per path.
    await browser(portal.app).visit('/no/such/page/123');
    expect(
      sample(
        await scrape(),
        'portal_http_request_duration_seconds_count',
        'route="unnamed",method="GET",status_class="4xx"',
      ),
    ).toBeGreaterThan(0);
  });

  it('times upstream calls by service, endpoint with its ids replaced, and outcome', async () => {
    const user = await signedIn(portal.app);
    await user.visit('shipments');
    let text = await scrape();
    const okLine = text
      .split('\n')
      .find((l) =>
        /^portal_upstream_call_duration_seconds_count\{service="main",method="GET",endpoint="[^"]*\/:id\/[^"]*",outcome="ok"\} \d+/.test(
          l,
        ),
      );
    expect(okLine, 'a call of the list, its client number replaced').toBeDefined();
    expect(text).not.toMatch(/endpoint="[^"]*\d{6}/);

    portal.failing.add(callsMatching('GET .*/shipments'));
    try {
      await user.visit('shipments');
    } finally {
      portal.failing.clear();
    }
    text = await scrape();
    expect(text).toMatch(
      /portal_upstream_call_duration_seconds_count\{service="main",method="GET",endpoint="[^"]*",outcome="unavailable"\} [1-9]/,
    );
  });

  it('times session store operations and counts reference-data cache lookups', async () => {
    const user = await signedIn(portal.app);
    await user.getJson('options.countries');
    await user.getJson('options.countries');
    const text = await scrape();
    expect(
      sample(text, 'portal_session_store_duration_seconds_count', 'operation="get",outcome="ok"'),
    ).toBeGreaterThan(0);
    expect(
      sample(text, 'portal_session_store_duration_seconds_count', 'operation="set",outcome="ok"'),
    ).toBeGreaterThan(0);
    expect(
      sample(text, 'portal_cache_lookups_total', 'cache="countries",result="hit"'),
    ).toBeGreaterThan(0);
    expect(sample(text, 'portal_cache_lookups_total', 'cache="countries",result="miss"')).toBe(1);
  });

  it('counts rate-limit refusals by limiter', async () => {
    const guest = browser(portal.app);
    await guest.visit('reset-password');
    const email = 'metrics.limit@portal.test';
    // Five reset requests an hour for one e-mail; the sixth is refused.
    for (let i = 0; i < 6; i++) {
      await guest.visit('reset-password');
      await guest.post('reset-password.store', { email });
    }
    expect(sample(await scrape(), 'portal_rate_limit_refusals_total', 'limiter="reset"')).toBe(1);
  });
});

describe('/metrics of background jobs', () => {
  it('counts jobs queued, items done and failed, and jobs by state', async () => {
    // An item the import cannot book (no account, no values): it fails, the job ends.
    const id = await portal.jobs.start(IMPORT_KIND, 'metrics-owner', [{ nothing: true }]);
    const end = Date.now() + 10_000;
    while ((await portal.jobs.status(id, 'metrics-owner'))?.state !== 'done') {
      if (Date.now() > end) throw new Error('the job did not end');
      await new Promise((r) => setTimeout(r, 20));
    }
    const text = await scrape();
    expect(sample(text, 'portal_jobs_started_total', `kind="${IMPORT_KIND}"`)).toBe(1);
    expect(sample(text, 'portal_job_items_total', `kind="${IMPORT_KIND}",outcome="failed"`)).toBe(
      1,
    );
    expect(sample(text, 'portal_job_items_active', `kind="${IMPORT_KIND}"`)).toBe(0);
    expect(sample(text, 'portal_jobs', 'state="done"')).toBe(1);
    expect(sample(text, 'portal_jobs', 'state="queued"')).toBe(0);
  });
});

describe('/metrics elsewhere', () => {
  it('is not there on the main port without METRICS_TOKEN', async () => {
    const bare = await startPortal({ services: 'unreachable', ops: { metrics: true } });
    try {
      const res = await request(bare.app).get('/metrics');
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('portal_');
    } finally {
      await bare.close();
    }
  });

  it('answers on its own port (METRICS_PORT), bound to loopback, without a token', async () => {
    let server: Server | undefined;
    try {
      server = await startMetricsServer(portal.metrics!.registry, '127.0.0.1', 0);
      const { address, port } = server.address() as AddressInfo;
      expect(address).toBe('127.0.0.1');
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('portal_http_request_duration_seconds');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      server?.close();
    }
  });
});
