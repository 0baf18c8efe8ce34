import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';

let portal: Portal;
let demo: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal();
  demo = await signedIn(portal.app);
});
afterAll(() => portal?.close());

/** The account selector posted from a page whose address is `referer`; the redirect. */
const selectFrom = (visitor: InertiaBrowser, referer: string) =>
  visitor.post(
    'accounts.select',
    { account_id: 1 },
    { headers: { Referer: referer }, follow: false },
  );

describe('redirect back stays on our origin', () => {
  it.each([
    ['http://portal.test//evil.example/x'],
    ['http://portal.test/\\evil.example/x'],
    ['https://evil.example/x'],
  ])('Referer %s falls back to the dashboard', async (referer) => {
    const res = await selectFrom(demo, referer);
    expect([302, 303]).toContain(res.status);
    expect(res.headers.location).toBe('/dashboard');
  });

  it('follows a Referer that is one of our own pages', async () => {
    const res = await selectFrom(demo, `http://${demo.host}/shipments?page=2`);
    expect(res.headers.location).toBe('/shipments?page=2');
  });

  it('sends a visitor who is not signed in to the login page', async () => {
    const visitor = browser(portal.app);
    await visitor.visit('login');
    const res = await visitor.post(
      'login.store',
      {},
      { headers: { Referer: `http://${visitor.host}//evil.example` }, follow: false },
    );
    expect(res.headers.location).toBe('/login');
  });
});
