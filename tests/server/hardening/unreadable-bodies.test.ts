import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { HOST, Visitor } from '../support/client';
import { TEST_VERSION } from '../support/portal';
import { barePortal, type BarePortal } from './support';

let portal: BarePortal;
beforeAll(async () => {
  portal = await barePortal();
});
afterAll(() => portal?.close());

/** A form post as the Inertia client sends it (token, headers), with a raw body. */
async function inertiaPost(body: string | Buffer, headers: Record<string, string>) {
  const visitor = new Visitor(portal.app);
  const first = await visitor.visit('/login');
  const xsrf = /XSRF-TOKEN=([^;]*)/.exec(String(first.headers['set-cookie']))?.[1] ?? '';
  return visitor.agent
    .post('/login')
    .set('Host', HOST)
    .set('Referer', `http://${HOST}/login`)
    .set('X-Inertia', 'true')
    .set('X-Inertia-Version', TEST_VERSION)
    .set('X-XSRF-TOKEN', decodeURIComponent(xsrf))
    .set(headers)
    .send(body);
}

const json = { 'Content-Type': 'application/json' };

describe('a body that cannot be read', () => {
  it.each([
    ['invalid JSON', '{', json, 400],
    ['a JSON null', 'null', json, 400],
    ['a bogus charset', '{}', { 'Content-Type': 'application/json; charset=bogus-8' }, 415],
    ['an unknown Content-Encoding', '{}', { ...json, 'Content-Encoding': 'bogus' }, 415],
    ['a body over the limit', JSON.stringify({ email: 'x'.repeat(1_100_000) }), json, 413],
    ['a broken gzip body', 'not gzip', { ...json, 'Content-Encoding': 'gzip' }, 400],
  ])(
    'answers an Inertia request with %s with the error page and a 4xx status',
    async (_name, body, headers, status) => {
      const res = await inertiaPost(body, headers);
      expect(res.status).toBe(status);
      expect(res.headers['x-inertia']).toBe('true');
      expect(res.body.component).toBe('errors/error');
      expect(res.body.props).toMatchObject({
        status,
        message: messages.page[status as 400 | 413 | 415],
      });
    },
  );

  it('answers a first load (no Inertia header) with the error page in HTML', async () => {
    const visitor = new Visitor(portal.app);
    const first = await visitor.load('/login');
    const xsrf = /XSRF-TOKEN=([^;]*)/.exec(String(first.headers['set-cookie']))?.[1] ?? '';
    const res = await visitor.agent
      .post('/login')
      .set('Content-Type', 'application/json')
      .set('X-XSRF-TOKEN', decodeURIComponent(xsrf))
      .send('{');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('errors/error');
  });
});
