import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { browser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ services: 'unreachable' });
});
afterAll(() => portal?.close());

/** A form post as the Inertia client sends it (token, headers), with a raw body. */
async function inertiaPost(body: string, headers: Record<string, string>) {
  const visitor = browser(portal.app);
  await visitor.visit('login');
  return visitor.post('login.store', body, { headers, follow: false });
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
      const page = await inertiaPost(body, headers);
      page
        .hasStatus(status)
        .component('errors/error')
        .whereAll({ status, message: messages.page[status as 400 | 413 | 415] });
      expect(page.headers['x-inertia']).toBe('true');
    },
  );

  it('answers a first load (no Inertia header) with the error page in HTML', async () => {
    const visitor = browser(portal.app);
    await visitor.open('login');
    // A form outside the Inertia client (no Inertia headers), as a plain HTML form would.
    const res = await visitor.agent
      .post('/login')
      .set('Content-Type', 'application/json')
      .set('X-XSRF-TOKEN', visitor.xsrfToken)
      .send('{');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('errors/error');
  });
});

describe('form bodies', () => {
  it('are read when URL-encoded, as a form posted without scripts sends them', async () => {
    const visitor = browser(portal.app);
    await visitor.visit('login');
    const page = await visitor.post('login.store', 'email=ada%40example.com', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    // The e-mail arrived: only the password is missing.
    page.component('auth/login').errorsExactly({ password: 'Password is required' });
  });

  it('are not looked for on a visit: a GET with an unreadable body is answered as usual', async () => {
    const visitor = browser(portal.app);
    await visitor.open('login');
    const res = await visitor.agent.get('/login').set('Content-Type', 'application/json').send('{');
    expect(res.status).toBe(200);
    expect(res.text).toContain('auth/login');
  });
});
