import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { literalKey } from '../../../server/routing/router';
import { startPortal, TEST_VERSION, type Portal } from '../../support/portal';

/**
 * The route table is answered by a lookup for literal paths and by Express's matching for
 * the rest (server/routing/router.ts): a request must land where Express alone sent it.
 */
let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ services: 'unreachable' });
});
afterAll(async () => {
  await portal?.close();
});

const visit = (path: string) =>
  request(portal.app).get(path).set({ 'X-Inertia': 'true', 'X-Inertia-Version': TEST_VERSION });

describe('finding a route by its path', () => {
  it('matches a literal path as Express does: any case, one trailing slash or none', () => {
    expect(literalKey('/Shipments/')).toBe('/shipments');
    expect(literalKey('/shipments')).toBe('/shipments');
    expect(literalKey('/')).toBe('/');
  });

  it.each(['/login', '/LOGIN', '/login/'])('%s shows the sign-in page', async (path) => {
    const res = await visit(path);
    expect(res.status).toBe(200);
    expect(res.body.component).toBe('auth/login');
  });

  it('runs a literal route’s guards: a guest asking for My Shipments goes to sign in', async () => {
    for (const path of ['/shipments', '/Shipments/']) {
      const res = await visit(path);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/login');
    }
  });

  it('reaches the routes with parameters, their where rules included', async () => {
    const business = await visit('/register/business');
    expect(business.status).toBe(200);
    expect(business.body.props.type).toBe('business');
    expect((await visit('/register/company')).status).toBe(404);
  });

  it('answers a method no route of a literal path has as an unknown page', async () => {
    // Only POST is routed there, and no route with parameters takes the path.
    const res = await visit('/register/verify/resend');
    expect(res.status).toBe(404);
    expect(res.body.component).toBe('errors/error');
  });
});
