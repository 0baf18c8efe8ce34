import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { gracefulShutdown } from '../../../server/http/shutdown';
import { createLogger } from '../../../server/log';
import { createDrain } from '../../../server/ops/drain';

describe('the drain before shutdown', () => {
  it('turns readiness off at once and keeps serving for the delay, then stops', async () => {
    const drain = createDrain();
    const events: string[] = [];
    const server = createServer((_req, res) => res.end(drain.draining ? 'draining' : 'serving'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/`;
    const exited = new Promise<number>((resolve) => {
      const stop = gracefulShutdown(server, createLogger('silent'), {
        drain,
        delayMs: 300,
        graceMs: 1000,
        release: [async () => void events.push('released')],
        exit: resolve,
      });
      stop('SIGTERM');
    });
    expect(drain.draining).toBe(true);
    // Within the delay the process still answers, so the load balancer's last requests land.
    const during = await fetch(url, { headers: { Connection: 'close' } });
    expect(await during.text()).toBe('draining');
    expect(await exited).toBe(0);
    expect(events).toEqual(['released']);
    await expect(fetch(url)).rejects.toThrow();
  });

  it('does not wait for a release that never ends', async () => {
    const server = createServer((_req, res) => res.end());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const started = Date.now();
    const code = await new Promise<number>((resolve) => {
      gracefulShutdown(server, createLogger('silent'), {
        graceMs: 0,
        release: [() => new Promise<void>(() => {})],
        exit: resolve,
      })('SIGTERM');
    });
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
