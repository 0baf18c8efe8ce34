import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRedirect, HOST, Visitor } from '../support/client';
import { DEMO } from '../support/outbox';
import { startTestPortal, type TestPortal } from '../support/portal';

let portal: TestPortal;
let demo: Visitor;
beforeAll(async () => {
  portal = await startTestPortal();
  demo = new Visitor(portal.app);
  expectRedirect(await demo.send('post', '/login', DEMO), '/dashboard');
});
afterAll(() => portal?.close());

describe('redirect back stays on our origin', () => {
  it.each([
    [`http://${HOST}//evil.example/x`],
    [`http://${HOST}/\\evil.example/x`],
    ['https://evil.example/x'],
  ])('Referer %s falls back to the dashboard', async (referer) => {
    const res = await demo.send(
      'post',
      '/accounts/select',
      { account_id: 1 },
      { Referer: referer },
    );
    expectRedirect(res, '/dashboard');
    expect(res.headers.location).toBe('/dashboard');
  });

  it('follows a Referer that is one of our own pages', async () => {
    const res = await demo.send(
      'post',
      '/accounts/select',
      { account_id: 1 },
      { Referer: `http://${HOST}/shipments?page=2` },
    );
    expect(res.headers.location).toBe('/shipments?page=2');
  });

  it('sends a visitor who is not signed in to the login page', async () => {
    const visitor = new Visitor(portal.app);
    const res = await visitor.send(
      'post',
      '/login',
      {},
      { Referer: `http://${HOST}//evil.example` },
    );
    expect(res.headers.location).toBe('/login');
  });
});
