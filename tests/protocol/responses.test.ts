import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { rawJson } from '../../server/inertia';
import { handle, protocolApp, VERSION, visit } from '../support/apps/protocol-app';

const app = protocolApp((a) => {
  a.get(
    '/users',
    handle(async (_req, res) => res.inertia.render('users/index', { users: ['ada'] })),
  );
  a.get(
    '/streets',
    handle(async (_req, res) =>
      res.inertia.render('streets', { line: 'Ra’s Bayrūt', config: rawJson({ city: 'Zürich' }) }),
    ),
  );
  a.get(
    '/missing',
    handle(async (_req, res) => {
      res.status(404);
      await res.inertia.render('errors/error', { status: 404 });
    }),
  );
});

describe('page responses', () => {
  it('answers an Inertia visit with the page object as JSON and X-Inertia: true', async () => {
    const res = await visit(app, '/users?page=2');
    expect(res.status).toBe(200);
    expect(res.headers['x-inertia']).toBe('true');
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toMatchObject({
      component: 'users/index',
      props: { users: ['ada'], appName: 'Portal', errors: {} },
      url: '/users?page=2',
      version: VERSION,
      flash: {},
    });
  });

  it('counts its length in UTF-8 bytes, text beyond Latin-1 and pieced JSON included', async () => {
    for (const res of [await visit(app, '/streets'), await request(app).get('/streets')]) {
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.text));
      expect(res.text).toContain('Ra’s Bayrūt');
      expect(res.text).toContain('Zürich');
    }
  });

  it('varies JSON responses on X-Inertia', async () => {
    const res = await visit(app, '/users');
    expect(res.headers.vary).toMatch(/X-Inertia/i);
  });

  it('answers a first load with HTML holding the page in a JSON script next to #app', async () => {
    const res = await request(app).get('/users');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['x-inertia']).toBeUndefined();
    expect(res.headers.vary).toMatch(/X-Inertia/i);
    const match =
      /<script data-page="app" type="application\/json">(.*?)<\/script><div id="app">/.exec(
        res.text,
      );
    expect(match).not.toBeNull();
    expect(JSON.parse(match?.[1] ?? '')).toMatchObject({ component: 'users/index' });
  });

  it('lists the shared prop names so the client can keep them on instant visits', async () => {
    const res = await visit(app, '/users');
    expect(res.body.sharedProps).toEqual(['appName']);
  });

  it('keeps the status a handler set (error pages)', async () => {
    const res = await visit(app, '/missing');
    expect(res.status).toBe(404);
    expect(res.headers['x-inertia']).toBe('true');
    expect(res.body.component).toBe('errors/error');
  });

  it('never lets a cache keep a page', async () => {
    const res = await visit(app, '/users');
    expect(res.headers['cache-control']).toBe('no-store, private');
  });
});
