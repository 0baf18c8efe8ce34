import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  Scratch,
  startPortalProcess,
  startServices,
  type PortalProcess,
} from '../../support/processes';
import { startFakeProvider, type FakeProvider } from '../../support/provider/fake-provider';

/**
 * A clean drain (docs/deploy.md, Health, readiness and the drain): SIGTERM reaches the built portal while 100 visits are in
 * flight, each waiting on a slow provider. Readiness turns 503 at once, the process goes on
 * answering for SHUTDOWN_DELAY_MS, then stops listening, finishes all 100, and exits 0.
 * Were it to stop at once (or cut its connections), the visits would fail with resets.
 */
const IN_FLIGHT = 100;
const PROVIDER_MS = 1500;
const DELAY_MS = 400;

const scratch = new Scratch();
let portal: PortalProcess;
let slowMain: FakeProvider;
let user: Browser;

beforeAll(async () => {
  const services = scratch.keep(await startServices(scratch.file('reference.sqlite')));
  slowMain = await startFakeProvider({ target: services.urls.main, slowMs: PROVIDER_MS });
  portal = scratch.keep(
    await startPortalProcess({
      services: { ...services.urls, main: slowMain.url },
      env: {
        SESSION_DB: scratch.file('sessions.sqlite'),
        SHUTDOWN_DELAY_MS: String(DELAY_MS),
        SHUTDOWN_GRACE_MS: '30000',
      },
    }),
  );
  user = await new Browser(portal.url).signIn();
});

afterAll(async () => {
  await slowMain?.close();
  await scratch.release();
});

const listCalls = () =>
  slowMain.calls.filter((c) => /^GET \/user\/clients\/\d+\/shipments$/.test(c));

describe('SIGTERM under load', () => {
  it('finishes every visit in flight, then exits 0', async () => {
    slowMain.slow.add((req) => /\/shipments$/.test(req.path));
    const before = listCalls().length;
    const visits = Array.from({ length: IN_FLIGHT }, async () => {
      try {
        const res = await user.visit('/shipments');
        const body = await res.text();
        const component =
          res.status === 200
            ? (JSON.parse(body) as { component: string }).component
            : body.slice(0, 80);
        return { status: res.status, component };
      } catch (err) {
        return { status: 0, component: String((err as Error).cause ?? err) };
      }
    });
    // Every visit has reached the provider: all 100 are in the portal's hands.
    const end = Date.now() + 30_000;
    while (listCalls().length - before < IN_FLIGHT) {
      if (Date.now() > end) throw new Error(`only ${listCalls().length - before} visits arrived`);
      await new Promise((r) => setTimeout(r, 20));
    }

    const exited = new Promise<number | null>((resolve) =>
      portal.process.once('exit', (code) => resolve(code)),
    );
    portal.process.kill('SIGTERM');
    // Readiness says so at once, while the process still answers.
    await new Promise((r) => setTimeout(r, 50));
    const ready = await fetch(`${portal.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ failed: ['draining'] });

    const outcomes = await Promise.all(visits);
    const failed = outcomes.filter(
      (o) => o.status !== 200 || o.component !== 'shipments/shipments',
    );
    expect(failed, JSON.stringify(failed.slice(0, 3))).toEqual([]);
    expect(await exited).toBe(0);
  });
});
