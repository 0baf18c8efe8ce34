import { describe, expect, it } from 'vitest';
import { configWarnings, loadConfig } from '../../../server/config';

const SECRET = 's'.repeat(32);

describe('operations settings', () => {
  it('keep no metrics and load no tracing unless asked', () => {
    const config = loadConfig({});
    expect(config.metrics).toBeUndefined();
    expect(config.tracing).toBeUndefined();
    expect(config.readyProbeMs).toBe(5000);
  });

  it('serve metrics with a token, on a port bound to loopback, or both', () => {
    expect(loadConfig({ METRICS_TOKEN: 't'.repeat(16) }).metrics).toEqual({
      token: 't'.repeat(16),
      port: undefined,
      host: '127.0.0.1',
    });
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toMatchObject({
      port: 9464,
      host: '127.0.0.1',
    });
  });

  it('refuse a short metrics token, or the metrics on the main port without one', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT/);
  });

  it('warn when the metrics port, which takes no token, listens beyond loopback', () => {
    const warned = (env: Record<string, string>) =>
      configWarnings(loadConfig(env)).some((w) => w.includes('METRICS_HOST'));
    expect(warned({ METRICS_PORT: '9464' })).toBe(false);
    expect(warned({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toBe(true);
    expect(warned({ METRICS_TOKEN: 't'.repeat(16), METRICS_HOST: '0.0.0.0' })).toBe(false);
  });

  it('wait 5 s before they stop listening in production, not in development', () => {
    const production = {
      NODE_ENV: 'production',
      APP_URL: 'https://portal.example.com',
      SESSION_SECRET: SECRET,
      EMBEDDED_SERVICES: 'true',
    };
    expect(loadConfig(production).shutdown).toEqual({ delayMs: 5000, graceMs: 10_000 });
    expect(loadConfig({}).shutdown).toEqual({ delayMs: 0, graceMs: 10_000 });
    expect(loadConfig({ SHUTDOWN_DELAY_MS: '1500', SHUTDOWN_GRACE_MS: '30000' }).shutdown).toEqual({
      delayMs: 1500,
      graceMs: 30_000,
    });
  });

  it('trace only with an OTLP endpoint', () => {
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).tracing).toEqual({
      endpoint: 'http://collector:4318',
      serviceName: 'courier-portal',
    });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }).tracing).toBeUndefined();
  });

  it('take the previous session secret only beside a new one', () => {
    expect(
      loadConfig({ SESSION_SECRET: SECRET, SESSION_SECRET_PREVIOUS: 'p'.repeat(32) })
        .sessionSecretPrevious,
    ).toBe('p'.repeat(32));
    expect(() => loadConfig({ SESSION_SECRET_PREVIOUS: 'p'.repeat(32) })).toThrow(
      /SESSION_SECRET_PREVIOUS/,
    );
  });
});
