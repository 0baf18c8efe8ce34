import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { handle, protocolApp, VERSION, visit } from '../support/apps/protocol-app';

const app = protocolApp((a) => {
  a.get(
    '/page',
    handle(async (_req, res) => res.inertia.render('page')),
  );
  for (const method of ['post', 'put', 'patch', 'delete'] as const) {
    a[method](
      '/save',
      handle(async (_req, res) => res.redirect('/page')),
    );
  }
  a.post(
    '/to-section',
    handle(async (_req, res) => res.redirect('/page#details')),
  );
  a.get(
    '/away',
    handle(async (_req, res) => res.inertia.location('https://pay.example.com/x')),
  );
  a.post(
    '/back',
    handle(async (_req, res) => res.inertia.back('/fallback')),
  );
  a.post(
    '/silent',
    handle(async () => {}),
  );
});

const inertiaSend = (method: 'post' | 'put' | 'patch' | 'delete', url: string) =>
  request(app)[method](url).set('X-Inertia', 'true').set('X-Inertia-Version', VERSION);

describe('asset version', () => {
  it('answers a GET with a stale version by 409 and the full URL in X-Inertia-Location', async () => {
    const res = await request(app)
      .get('/page?tab=2')
      .set('Host', 'portal.test')
      .set('X-Inertia', 'true')
      .set('X-Inertia-Version', 'old');
    expect(res.status).toBe(409);
    expect(res.headers['x-inertia-location']).toBe('http://portal.test/page?tab=2');
  });

  it('names the current version on the 409, so a background request does not reload', async () => {
    const res = await request(app)
      .get('/page')
      .set('X-Inertia', 'true')
      .set('X-Inertia-Version', 'old');
    expect(res.status).toBe(409);
    expect(res.headers['x-inertia-version']).toBe(VERSION);
  });

  it('never answers a POST with a 409 for the version', async () => {
    const res = await request(app)
      .put('/save')
      .set('X-Inertia', 'true')
      .set('X-Inertia-Version', 'old');
    expect(res.status).toBe(303);
  });

  it('serves a current version normally', async () => {
    expect((await visit(app, '/page')).status).toBe(200);
  });
});

describe('Vary: X-Inertia', () => {
  it.each([
    ['a page, as JSON', () => visit(app, '/page')],
    ['a page, as HTML', () => request(app).get('/page')],
    ['a redirect', () => inertiaSend('put', '/save')],
    ['a plain redirect', () => request(app).put('/save')],
    ['a fragment redirect', () => inertiaSend('post', '/to-section')],
    ['an external redirect', () => visit(app, '/away')],
    [
      'the version 409',
      () => request(app).get('/page').set('X-Inertia', 'true').set('X-Inertia-Version', 'old'),
    ],
  ])('is on %s', async (_name, send) => {
    const vary = String((await send()).headers.vary ?? '');
    expect(vary.split(',').map((v) => v.trim())).toContain('X-Inertia');
  });
});

describe('redirects', () => {
  it('keeps 302 after a POST', async () => {
    expect((await inertiaSend('post', '/save')).status).toBe(302);
  });

  it.each(['put', 'patch', 'delete'] as const)('turns 302 into 303 after %s', async (method) => {
    const res = await inertiaSend(method, '/save');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/page');
  });

  it('keeps 302 for a non-Inertia PUT (plain form)', async () => {
    expect((await request(app).put('/save')).status).toBe(302);
  });

  it('answers a redirect to a #fragment with 409 and X-Inertia-Redirect', async () => {
    const res = await inertiaSend('post', '/to-section');
    expect(res.status).toBe(409);
    expect(res.headers['x-inertia-redirect']).toBe('/page#details');
  });

  it('does not turn a fragment redirect into 409 for a prefetch', async () => {
    const res = await inertiaSend('post', '/to-section').set('Purpose', 'prefetch');
    expect(res.status).toBe(302);
  });

  it('answers an external redirect with 409 and X-Inertia-Location', async () => {
    const res = await visit(app, '/away');
    expect(res.status).toBe(409);
    expect(res.headers['x-inertia-location']).toBe('https://pay.example.com/x');
  });

  it('makes an external redirect a plain redirect outside Inertia', async () => {
    const res = await request(app).get('/away');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('https://pay.example.com/x');
  });

  it('goes back to a same-origin Referer, never to another site', async () => {
    const own = await inertiaSend('post', '/back')
      .set('Host', 'portal.test')
      .set('Referer', 'http://portal.test/page?x=1');
    expect(own.headers.location).toBe('/page?x=1');
    const foreign = await inertiaSend('post', '/back')
      .set('Host', 'portal.test')
      .set('Referer', 'https://evil.example.com/');
    expect(foreign.headers.location).toBe('/fallback');
  });

  it.each(['http://portal.test//evil.example/x', 'http://portal.test/\\evil.example/x'])(
    'never follows an own-origin Referer whose path names another host: %s',
    async (referer) => {
      const res = await inertiaSend('post', '/back')
        .set('Host', 'portal.test')
        .set('Referer', referer);
      expect(res.headers.location).toBe('/fallback');
    },
  );

  it('sends an Inertia request whose handler answered nothing back', async () => {
    const res = await inertiaSend('post', '/silent')
      .set('Host', 'portal.test')
      .set('Referer', 'http://portal.test/page');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/page');
  });
});
