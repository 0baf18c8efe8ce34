import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionView } from '../../../shared/two-factor/types';
import { CSRF_STALE_MESSAGE } from '../../../server/http/csrf';
import { browser, DEMO_CREDENTIALS as DEMO, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';

/**
 * Where you're signed in (docs/two-factor.md, 'In the portal'): the user's sessions from
 * the portal's session store, each device named from its user agent; one signed out, or
 * all the others, ended in the store and at the provider.
 */

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const MAC_FIREFOX =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.2; rv:121.0) Gecko/20100101 Firefox/121.0';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ fake: 'main' });
});
afterAll(() => portal?.close());

interface Device {
  visitor: InertiaBrowser;
  headers: Record<string, string>;
}

async function signInFrom(agent: string): Promise<Device> {
  const visitor = browser(portal.app);
  const headers = { 'User-Agent': agent };
  await visitor.visit('login', { headers });
  (await visitor.post('login.store', DEMO, { errorBag: 'login', headers })).redirectedTo(
    '/dashboard',
  );
  return { visitor, headers };
}

const sessionsOf = async ({ visitor, headers }: Device) =>
  (await visitor.visit('sessions', { headers }))
    .component('profile/sessions')
    .prop<SessionView[]>('sessions');

describe("where you're signed in", () => {
  let desk: Device;
  let phone: Device;

  it('lists each session with its device, first and last seen, this one marked', async () => {
    const before = Date.now();
    desk = await signInFrom(WINDOWS_CHROME);
    phone = await signInFrom(IPHONE_SAFARI);
    const sessions = await sessionsOf(desk);
    expect(sessions).toHaveLength(2);
    const [mine, other] = [sessions.find((s) => s.current)!, sessions.find((s) => !s.current)!];
    expect(mine).toMatchObject({ browser: 'Chrome 120', os: 'Windows 10', kind: 'desktop' });
    expect(other).toMatchObject({ browser: 'Safari 17', kind: 'mobile' });
    expect(other.os).toMatch(/^iOS/);
    for (const s of sessions) {
      expect(s.firstSeen).toBeGreaterThanOrEqual(before);
      expect(s.lastSeen).toBeGreaterThanOrEqual(s.firstSeen);
      // The browser sees a hash, never the session id (the cookie's value).
      expect(s.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    }
    // The other browser sees the same two, itself marked.
    const seen = await sessionsOf(phone);
    expect(seen.find((s) => s.current)?.id).toBe(other.id);
  });

  it('signs out another session: ended in the store and at the provider', async () => {
    const other = (await sessionsOf(desk)).find((s) => !s.current)!;
    const logouts = portal.calls.filter((c) => c === 'POST /user/logout').length;
    (await desk.visitor.delete(['sessions.destroy', { session: other.id }], {}))
      .redirectedTo('/profile/sessions')
      .toasts({ message: 'That session has been signed out.', status: 'success' })
      .where('sessions', (list: SessionView[]) => list.length === 1 && list[0]!.current);
    expect(portal.calls.filter((c) => c === 'POST /user/logout').length).toBe(logouts + 1);
    (await phone.visitor.visit('dashboard', { headers: phone.headers })).redirectedTo('/login');
  });

  it('says so when the session had already ended (or was never the user’s)', async () => {
    (await desk.visitor.delete(['sessions.destroy', { session: 'nothing-of-yours' }], {}))
      .redirectedTo('/profile/sessions')
      .toasts({ message: 'That session had already ended.', status: 'info' })
      .count('sessions', 1);
  });

  it('signs out every other session at once, this one staying', async () => {
    const laptop = await signInFrom(MAC_FIREFOX);
    phone = await signInFrom(IPHONE_SAFARI);
    expect(await sessionsOf(desk)).toHaveLength(3);
    (await desk.visitor.delete('sessions.destroy-others', {}))
      .redirectedTo('/profile/sessions')
      .toasts({ message: 'Your other sessions have been signed out.', status: 'success' })
      .count('sessions', 1);
    (await laptop.visitor.visit('dashboard', { headers: laptop.headers })).redirectedTo('/login');
    (await phone.visitor.visit('dashboard', { headers: phone.headers })).redirectedTo('/login');
    (await desk.visitor.visit('dashboard', { headers: desk.headers })).component(
      'dashboard/dashboard',
    );
  });

  it('refuses a sign-out without the form’s token: the form was out of date', async () => {
    const other = await signInFrom(IPHONE_SAFARI);
    const res = await desk.visitor.agent
      .delete('/profile/sessions')
      .set('Host', desk.visitor.host)
      .set('X-Inertia', 'true')
      .set('Referer', `http://${desk.visitor.host}/profile/sessions`)
      .send({});
    expect(res.headers.location).toBe('/profile/sessions');
    (await desk.visitor.visit('sessions')).hasToast({
      message: CSRF_STALE_MESSAGE,
      status: 'error',
    });
    (await other.visitor.visit('dashboard', { headers: other.headers })).component(
      'dashboard/dashboard',
    );
  });
});
