import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_STALE_MESSAGE } from '../../../server/http/csrf';
import { startPortal, TEST_VERSION, type Portal } from '../../support/portal';

let portal: Portal;
let server: Server;
let base = '';
beforeAll(async () => {
  portal = await startPortal({ services: 'unreachable' });
  server = portal.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  await portal?.close();
});

const inertia = { 'X-Inertia': 'true', 'X-Inertia-Version': TEST_VERSION };

describe('a flood of rejected posts on one session', () => {
  it('leaves one toast for the next page, not 2,000', async () => {
    const first = await fetch(`${base}/login`, {
      method: 'POST',
      headers: inertia,
      redirect: 'manual',
    });
    const cookie = first.headers
      .getSetCookie()
      .find((c) => c.startsWith('portal_session='))
      ?.split(';')[0];
    expect(cookie).toBeDefined();
    const headers = { ...inertia, Cookie: cookie ?? '', 'Content-Type': 'application/json' };
    for (let batch = 0; batch < 200; batch++) {
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          const res = await fetch(`${base}/login`, {
            method: 'POST',
            headers,
            body: '{}',
            redirect: 'manual',
          });
          await res.arrayBuffer();
        }),
      );
    }
    const page = await fetch(`${base}/login`, { headers });
    const text = await page.text();
    const body = JSON.parse(text) as { flash: { toasts: unknown[] } };
    expect(body.flash.toasts).toEqual([{ message: CSRF_STALE_MESSAGE, status: 'error' }]);
    expect(text.length).toBeLessThan(20_000);
  }, 60_000);
});
