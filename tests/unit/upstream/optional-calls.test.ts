import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { callerCountry } from '../../../server/api/auth';
import { loadConfig } from '../../../server/config';
import { startServer, upstreamAt, type TestServer } from '../../support/upstream/test-servers';

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});

/** A provider that takes every request and never answers. */
async function hungServer(): Promise<TestServer> {
  const server = await startServer(() => {});
  open.push(server);
  return server;
}

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

describe('calls that only improve a page', () => {
  it('give up on a hung provider after the short deadline, and the page gets its fallback', async () => {
    const server = await hungServer();
    const { upstream, lines } = upstreamAt(server.url, {
      timeoutMs: 15000,
      optionalTimeoutMs: 200,
    });
    open.push(upstream);
    const { value, ms } = await timed(callerCountry(upstream, { ip: '203.0.113.9' }, 'US'));
    expect(value).toBe('US');
    expect(ms).toBeGreaterThanOrEqual(190);
    expect(ms).toBeLessThan(1000);
    expect(lines.join('\n')).toMatch(/UpstreamUnavailableError/);
  });

  it('wait one second by default', async () => {
    const server = await hungServer();
    const { upstream } = upstreamAt(server.url, { timeoutMs: 15000 });
    open.push(upstream);
    const { value, ms } = await timed(callerCountry(upstream, {}, 'LB'));
    expect(value).toBe('LB');
    expect(ms).toBeGreaterThanOrEqual(990);
    expect(ms).toBeLessThan(2500);
  });

  it('take their deadline from UPSTREAM_OPTIONAL_TIMEOUT_MS, refusing nonsense', () => {
    expect(loadConfig({}).upstreamOptionalTimeoutMs).toBe(1000);
    expect(loadConfig({ UPSTREAM_OPTIONAL_TIMEOUT_MS: '250' }).upstreamOptionalTimeoutMs).toBe(250);
    expect(() => loadConfig({ UPSTREAM_OPTIONAL_TIMEOUT_MS: '0' })).toThrow(
      /UPSTREAM_OPTIONAL_TIMEOUT_MS/,
    );
  });
});
