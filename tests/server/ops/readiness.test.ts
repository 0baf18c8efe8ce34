import request from 'supertest';
import session from 'express-session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type Portal } from '../../support/portal';
import { calls } from '../../support/provider/answers';

/** A store in memory that can be made to fail, as Redis does when it is down. */
class BreakableStore extends session.MemoryStore {
  down = false;
  override get(
    sid: string,
    callback: (err: unknown, session?: session.SessionData | null) => void,
  ) {
    if (this.down) return void callback(new Error('store down'));
    super.get(sid, callback);
  }
}

const PROBE_MS = 100;
const store = new BreakableStore();
let portal: Portal;

beforeAll(async () => {
  portal = await startPortal({
    fake: 'all',
    store,
    env: { READY_PROBE_MS: String(PROBE_MS) },
  });
});
afterAll(() => portal?.close());

const afterProbe = () => new Promise((r) => setTimeout(r, PROBE_MS + 20));
const readyz = () => request(portal.app).get('/readyz');

describe('/readyz', () => {
  it('is ready while the store and the provider answer', async () => {
    const res = await readyz();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ready',
      failed: [],
      checks: { store: 'ok', provider: 'ok', draining: 'ok' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is 503 naming the store while the session store cannot be reached', async () => {
    store.down = true;
    try {
      await afterProbe();
      const res = await readyz();
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'unready', failed: ['store'] });
    } finally {
      store.down = false;
    }
    await afterProbe();
    expect((await readyz()).status).toBe(200);
  });

  it('is 503 naming the provider while a service cannot be reached', async () => {
    portal.failing.add(calls('GET', '/'));
    try {
      await afterProbe();
      const res = await readyz();
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ failed: ['provider'], checks: { provider: 'failed' } });
    } finally {
      portal.failing.clear();
    }
    await afterProbe();
    expect((await readyz()).status).toBe(200);
  });

  it('asks the provider at most once per probe period, however often it is asked', async () => {
    // A portal of its own with a long period, in front of the same fakes, which count.
    const patient = await startPortal({
      services: portal.urls,
      store,
      ops: { metrics: true },
      env: { READY_PROBE_MS: '60000' },
    });
    try {
      const before = portal.calls.filter((c) => c === 'GET /').length;
      await Promise.all(Array.from({ length: 20 }, () => request(patient.app).get('/readyz')));
      await request(patient.app).get('/readyz');
      const probes = portal.calls.filter((c) => c === 'GET /').length - before;
      // One probe of each of the three services.
      expect(probes).toBe(3);
      // Probes are not calls: an outage alert on the call metrics never hears of them.
      expect(await patient.metrics!.registry.metrics()).not.toContain('endpoint="/"');
    } finally {
      await patient.close();
    }
  });

  it('is 503 naming the drain at once when the process starts draining; /healthz stays 200', async () => {
    portal.drain.start();
    const res = await readyz();
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ failed: ['draining'], checks: { draining: 'failed' } });
    expect(res.headers.connection).toBe('close');
    expect((await request(portal.app).get('/healthz')).status).toBe(200);
  });
});
