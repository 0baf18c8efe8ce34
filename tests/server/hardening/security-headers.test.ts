import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type Portal } from '../../support/portal';

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
  it('denies every powerful browser feature on every page (the portal uses none)', async () => {
    for (const url of ['/login', '/no-such-page']) {
      const policy = (await request(direct.app).get(url)).headers['permissions-policy'] ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy).toContain(`${feature}=()`);
      }
      expect(policy).not.toMatch(/=\((?!\))/);
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
