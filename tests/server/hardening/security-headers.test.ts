import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, TEST_VERSION, type Portal } from '../../support/portal';

let direct: Portal;
let proxied: Portal;
beforeAll(async () => {
  direct = await startPortal({ services: 'unreachable' });
  proxied = await startPortal({ services: 'unreachable', env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
});

describe('Permissions-Policy', () => {
  it('denies every powerful browser feature on every page but passkeys, which are its own only', async () => {
    for (const url of ['/login', '/no-such-page']) {
      const policy = (await request(direct.app).get(url)).headers['permissions-policy'] ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy).toContain(`${feature}=()`);
      }
      // Passkeys (docs/two-factor.md): the portal's own pages, never a frame of another origin.
      const allowed = policy.split(', ').filter((rule) => !rule.endsWith('=()'));
      expect(allowed).toEqual([
        'publickey-credentials-create=(self)',
        'publickey-credentials-get=(self)',
      ]);
    }
  });
});

describe('Strict-Transport-Security', () => {
  const hsts = (res: request.Response) => res.headers['strict-transport-security'];

  it('is not sent over plain HTTP', async () => {
    expect(hsts(await request(direct.app).get('/login'))).toBeUndefined();
  });

  it('is sent when a believed proxy says the request came over HTTPS', async () => {
    const res = await request(proxied.app).get('/login').set('X-Forwarded-Proto', 'https');
    expect(hsts(res)).toBe('max-age=31536000; includeSubDomains');
    expect(hsts(await request(proxied.app).get('/login'))).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted', async () => {
    const res = await request(direct.app).get('/login').set('X-Forwarded-Proto', 'https');
    expect(hsts(res)).toBeUndefined();
  });
});

describe("an Inertia visit's answer", () => {
  const inertiaVisit = { 'X-Inertia': 'true', 'X-Inertia-Version': TEST_VERSION };

  it('carries the headers that guard data, not the document ones (it is never shown as a page)', async () => {
    const res = await request(direct.app).get('/login').set(inertiaVisit);
    expect(res.headers['x-inertia']).toBe('true');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['permissions-policy']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('leaves the first load of the same page its document headers', async () => {
    const res = await request(direct.app).get('/login');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('still gets HSTS when it came over HTTPS through a believed proxy', async () => {
    const res = await request(proxied.app)
      .get('/login')
      .set(inertiaVisit)
      .set('X-Forwarded-Proto', 'https');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
