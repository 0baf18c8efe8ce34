import { describe, expect, it } from 'vitest';
import { defer, once } from '../../server/inertia';
import { resolveProps } from '../../server/inertia/resolve';
import type { PropRequest } from '../../server/inertia/selection';

const full: PropRequest = {
  component: 'page',
  only: [],
  except: [],
  reset: [],
  exceptOnce: [],
};

describe('resolving props', () => {
  it('passes plain data through as it is: no copy, no waiting per value', async () => {
    const accounts = [{ id: 1, name: 'Cedar' }];
    const { props } = await resolveProps({ accounts, count: 3 }, full);
    expect(props.accounts).toBe(accounts);
  });

  it('computes closures and awaits promises at any depth, leaving the caller’s data as it was', async () => {
    const held = {
      user: () => ({ name: 'Ada', roles: [Promise.resolve('admin'), () => 'billing'] }),
      stats: Promise.resolve({ sent: 2, later: async () => ({ n: 1 }) }),
      plain: { a: 1 },
    };
    const { props } = await resolveProps({ held }, full);
    expect(props.held).toEqual({
      user: { name: 'Ada', roles: ['admin', 'billing'] },
      stats: { sent: 2, later: { n: 1 } },
      plain: { a: 1 },
    });
    expect(typeof held.user).toBe('function');
    expect((props.held as { plain: object }).plain).toBe(held.plain);
  });

  it('copies a held list whose items compute, and never writes into the caller’s list', async () => {
    const rows = [{ id: 1 }, () => ({ id: 2 }), Promise.resolve({ id: 3 })];
    const { props } = await resolveProps({ rows }, full);
    expect(props.rows).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(props.rows).not.toBe(rows);
    expect((props.rows as object[])[0]).toBe(rows[0]);
    expect(typeof rows[1]).toBe('function');
    expect(rows[2]).toBeInstanceOf(Promise);
  });

  it('leaves out dot paths of except without touching the caller’s objects', async () => {
    const auth = { user: { name: 'Ada', email: 'a@x' }, roles: ['r'] };
    const { props } = await resolveProps(
      { auth },
      { ...full, partialComponent: 'page', except: ['auth.user.email'] },
    );
    expect(props.auth).toEqual({ user: { name: 'Ada' }, roles: ['r'] });
    expect(auth.user.email).toBe('a@x');
  });

  it('sends a frozen value as it is, without walking it', async () => {
    const table = Object.freeze({ routes: Object.freeze({ login: { uri: 'login' } }) });
    const { props } = await resolveProps({ table }, full);
    expect(props.table).toBe(table);
  });

  it('never computes a once prop the client already holds', async () => {
    let computed = 0;
    const ziggy = once(() => {
      computed++;
      return { routes: {} };
    });
    const out = await resolveProps({ ziggy }, { ...full, exceptOnce: ['ziggy'] });
    expect(computed).toBe(0);
    expect(out.props).toEqual({});
    expect(out.onceProps).toEqual({ ziggy: { prop: 'ziggy', expiresAt: null } });
  });

  it('still leaves deferred props for later', async () => {
    const out = await resolveProps({ list: defer(async () => [1]) }, full);
    expect(out.props).toEqual({});
    expect(out.deferredProps).toEqual({ default: ['list'] });
  });
});
