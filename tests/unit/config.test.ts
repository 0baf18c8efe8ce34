import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig } from '../../server/config';

describe('configuration from the environment', () => {
  it('has working defaults on a fresh machine: port 3000 and the embedded services', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.upstream).toEqual({
      kind: 'embedded',
      dbFile: 'data/reference.sqlite',
      simulator: { intervalMs: 60000 },
    });
    expect(config.trustProxy).toBe(false);
  });

  it('uses the provider backend when all three upstream URLs are set', () => {
    const config = loadConfig({
      MAIN_API_URL: 'https://main.example.com',
      AUTH_API_URL: 'https://auth.example.com',
      PICKUP_API_URL: 'https://pickup.example.com',
    });
    expect(config.upstream).toEqual({
      kind: 'remote',
      mainUrl: 'https://main.example.com',
      authUrl: 'https://auth.example.com',
      pickupUrl: 'https://pickup.example.com',
    });
  });

  it('refuses a partial upstream configuration with a clear message', () => {
    expect(() => loadConfig({ MAIN_API_URL: 'https://main.example.com' })).toThrow(
      /MAIN_API_URL, AUTH_API_URL and PICKUP_API_URL/,
    );
  });

  it('refuses a bad port, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('requires a long SESSION_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(
      /at least 32/,
    );
  });

  it('refuses to run the demo services in production unless asked for explicitly', () => {
    const secret = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      APP_URL: 'https://portal.example.com',
    };
    expect(() => loadConfig(secret)).toThrow(/MAIN_API_URL, AUTH_API_URL and PICKUP_API_URL/);
    expect(() => loadConfig({ ...secret, EMBEDDED_SERVICES: 'false' })).toThrow(
      /EMBEDDED_SERVICES=false/,
    );
    expect(loadConfig({ ...secret, EMBEDDED_SERVICES: 'true' }).upstream.kind).toBe('embedded');
    const urls = {
      MAIN_API_URL: 'https://main.example.com',
      AUTH_API_URL: 'https://auth.example.com',
      PICKUP_API_URL: 'https://pickup.example.com',
    };
    expect(loadConfig({ ...secret, ...urls }).upstream.kind).toBe('remote');
  });

  it('reads EMBEDDED_SERVICES: unset means the demo services outside production', () => {
    expect(loadConfig({ EMBEDDED_SERVICES: '' }).upstream.kind).toBe('embedded');
    expect(loadConfig({ EMBEDDED_SERVICES: 'true' }).upstream.kind).toBe('embedded');
    expect(() => loadConfig({ EMBEDDED_SERVICES: 'false' })).toThrow(/EMBEDDED_SERVICES=false/);
    expect(() => loadConfig({ EMBEDDED_SERVICES: 'maybe' })).toThrow(/EMBEDDED_SERVICES/);
    expect(() =>
      loadConfig({
        EMBEDDED_SERVICES: 'true',
        MAIN_API_URL: 'https://main.example.com',
        AUTH_API_URL: 'https://auth.example.com',
        PICKUP_API_URL: 'https://pickup.example.com',
      }),
    ).toThrow(/unset the three provider URLs/);
  });

  it('reads TRUST_PROXY as a boolean, a hop count or a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.1' }).trustProxy).toBe('loopback, 10.0.0.1');
  });

  it('warns at start-up about TRUST_PROXY=true, not about a hop count or a list', () => {
    expect(configWarnings(loadConfig({ TRUST_PROXY: 'true' }))).toEqual([
      expect.stringMatching(/TRUST_PROXY=true .*X-Forwarded-For.*TRUST_PROXY=1/),
    ]);
    expect(configWarnings(loadConfig({ TRUST_PROXY: '1' }))).toEqual([]);
    expect(configWarnings(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }))).toEqual([]);
    expect(configWarnings(loadConfig({}))).toEqual([]);
    const demo = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      APP_URL: 'https://portal.example.com',
    };
    expect(configWarnings(loadConfig({ ...demo, EMBEDDED_SERVICES: 'true' }))).toEqual([
      expect.stringMatching(/^EMBEDDED_SERVICES=true: the demo services/),
    ]);
  });

  it('turns the tracking simulator off with SIMULATOR=false', () => {
    const config = loadConfig({ SIMULATOR: 'false' });
    expect(config.upstream.kind === 'embedded' && config.upstream.simulator).toBe(false);
  });

  it('scales the rate limits only by a positive factor', () => {
    expect(loadConfig({}).rateLimitScale).toBe(1);
    expect(loadConfig({ RATE_LIMIT_SCALE: '20' }).rateLimitScale).toBe(20);
    expect(() => loadConfig({ RATE_LIMIT_SCALE: '0' })).toThrow(/RATE_LIMIT_SCALE/);
  });

  it('lets a first load wait 50 ms for its deferred parts, 0 to 2 s when told', () => {
    expect(loadConfig({}).deferredWaitMs).toBe(50);
    expect(loadConfig({ DEFERRED_WAIT_MS: '0' }).deferredWaitMs).toBe(0);
    expect(() => loadConfig({ DEFERRED_WAIT_MS: '-1' })).toThrow(/DEFERRED_WAIT_MS/);
    expect(() => loadConfig({ DEFERRED_WAIT_MS: '5000' })).toThrow(/DEFERRED_WAIT_MS/);
  });
});
