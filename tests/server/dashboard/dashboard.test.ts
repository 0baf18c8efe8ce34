import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShipmentStats } from '../../../shared/shipments/types';
import type { Loaded } from '../../../shared/types';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { editSignedInSessions, startPortal, type Portal } from '../../support/portal';

/** How long a call the test makes slow stalls. */
const SLOW_MS = 400;
let portal: Portal;
let visitor: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal({ fake: 'main', slowMs: SLOW_MS });
  visitor = await signedIn(portal.app);
});
afterAll(() => portal?.close());

/** The dashboard's deferred props loaded as the client does, from the dashboard shown. */
const deferred = async (only = ['stats', 'table']) => {
  if (visitor.current?.component !== 'dashboard/dashboard') await visitor.visit('dashboard');
  return visitor.visit('dashboard', { only });
};

describe('Dashboard', () => {
  it('paints at once: the stats and the table are deferred, in one group', async () => {
    (await visitor.visit('dashboard'))
      .component('dashboard/dashboard')
      .missing('stats', 'table', 'attention', 'tracking')
      .deferred({ default: ['stats', 'table', 'attention'] })
      .where('pickupPrompt', null);
  });

  it("loads the provider's month figures and the first page of shipments", async () => {
    const page = (await deferred()).component('dashboard/dashboard');
    const selectedAccountId = visitor.page.prop<number>('selectedAccountId');
    const direct = await fetch(
      new URL(`/user/clients/${selectedAccountId}/stats`, portal.services.urls.main),
      { headers: { 'Access-Token': await tokenOf() } },
    );
    const figures = ((await direct.json()) as { data: Record<string, number> }).data;
    page
      .where('stats', {
        ok: true,
        value: {
          created: figures.shipments_created_this_month,
          inTransit: figures.shipments_in_transit,
          delivered: figures.shipments_delivered_this_month,
        },
      } satisfies Loaded<ShipmentStats>)
      .count('table.value.rows', 10);
  });

  it('makes the two upstream calls side by side: one latency, not the sum', async () => {
    await deferred(); // status options are now kept
    const slow = (req: { path: string }) => /\/(stats|shipments)$/.test(req.path);
    portal.slow.add(slow);
    try {
      const started = performance.now();
      (await deferred()).component('dashboard/dashboard');
      expect(performance.now() - started).toBeLessThan(SLOW_MS * 1.75);
    } finally {
      portal.slow.delete(slow);
    }
  });

  it('starts the deferred calls with the page: the follow-up takes their results, asked once', async () => {
    await deferred(); // status options are now kept
    const slow = (req: { path: string }) => /\/(stats|shipments)$/.test(req.path);
    portal.slow.add(slow);
    const { calls } = portal;
    try {
      const before = calls.length;
      (await visitor.visit('dashboard')).component('dashboard/dashboard');
      // The browser is busy painting the page meanwhile; the provider is answering already.
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      const started = performance.now();
      const page = (await deferred()).component('dashboard/dashboard');
      expect(performance.now() - started).toBeLessThan(SLOW_MS / 2);
      page.where('table.ok', true);
      expect(calls.slice(before).filter((c) => /\/(stats|shipments)$/.test(c))).toHaveLength(2);
    } finally {
      portal.slow.delete(slow);
    }
  });

  it('brings the figures and the table with a first load when the provider answers in time', async () => {
    const later = await deferred();
    const { calls } = portal;
    const before = calls.length;
    (await visitor.open('dashboard'))
      .component('dashboard/dashboard')
      .where('stats', later.prop('stats'))
      .where('table', later.prop('table'))
      .deferred(undefined);
    expect(calls.slice(before).filter((c) => /\/(stats|shipments)$/.test(c))).toHaveLength(2);
  });

  it('sends a first load without the parts a slow provider still owes: they follow, asked once', async () => {
    const slow = (req: { path: string }) => /\/(stats|shipments)$/.test(req.path);
    portal.slow.add(slow);
    const { calls } = portal;
    try {
      const before = calls.length;
      const started = performance.now();
      (await visitor.open('dashboard'))
        .component('dashboard/dashboard')
        .missing('stats', 'table')
        .deferred({ default: ['stats', 'table', 'attention'] });
      expect(performance.now() - started).toBeLessThan(SLOW_MS / 2);
      (await deferred()).component('dashboard/dashboard').where('table.ok', true);
      expect(calls.slice(before).filter((c) => /\/(stats|shipments)$/.test(c))).toHaveLength(2);
    } finally {
      portal.slow.delete(slow);
    }
  });

  it('starts nothing for a hover prefetch, which may never become a visit', async () => {
    const { calls } = portal;
    const before = calls.length;
    (await visitor.visit('dashboard', { headers: { Purpose: 'prefetch' } })).component(
      'dashboard/dashboard',
    );
    expect(calls.slice(before).filter((c) => /\/(stats|shipments)$/.test(c))).toEqual([]);
  });

  it('pages the table by a partial reload of the table alone', async () => {
    await deferred();
    (await visitor.visit(['dashboard', { page: 2 }], { only: ['table'] }))
      .component('dashboard/dashboard')
      .keys('', ['errors', 'table'])
      .where('table.value.currentPage', 2);
  });

  it('keeps the page when the figures cannot be had', async () => {
    const fail = (req: { path: string }) => req.path.endsWith('/stats');
    portal.failing.add(fail);
    try {
      (await deferred())
        .component('dashboard/dashboard')
        .where('stats', { ok: false })
        .where('table.ok', true);
    } finally {
      portal.failing.delete(fail);
    }
  });
});

describe('the pickup prompt after a shipment is created', () => {
  it('asks once, with the sender address, then forgets', async () => {
    await visitor.visit('dashboard');
    await editSignedInSessions(portal.store, (data) => {
      data.pickupPrompt = { shipperAddressId: 'addr-42' };
    });
    // Loading the deferred parts does not use the question up.
    (await deferred()).component('dashboard/dashboard');
    (await visitor.visit('dashboard'))
      .component('dashboard/dashboard')
      .where('pickupPrompt', { shipperAddressId: 'addr-42' });
    (await visitor.visit('dashboard')).component('dashboard/dashboard').where('pickupPrompt', null);
  });
});

describe('without a selected account', () => {
  it('has no figures and no table (the page shows the account prompt)', async () => {
    let saved: Record<string, unknown> = {};
    await editSignedInSessions(portal.store, (data) => {
      saved = { selectedAccountId: data.selectedAccountId, accounts: data.accounts };
      delete data.selectedAccountId;
      data.accounts = [];
    });
    try {
      (await deferred()).component('dashboard/dashboard').where('stats', null).where('table', null);
    } finally {
      await editSignedInSessions(portal.store, (data) => Object.assign(data, saved));
    }
  });
});

/** The access token the portal holds for the visitor (never sent to the browser). */
async function tokenOf(): Promise<string> {
  let token = '';
  await editSignedInSessions(portal.store, (data) => {
    token = String(data.accessToken);
  });
  return token;
}

describe('a deferred part that fails', () => {
  const refusal = (status: number, code = status) => ({
    status,
    body: { success: false, data: null, notification: { message: 'No.', type: 'error', code } },
  });
  const failStats = (answer: ReturnType<typeof refusal>) => {
    const rule = (req: { path: string }) => (req.path.endsWith('/stats') ? answer : undefined);
    portal.provider.rules.unshift(rule);
    return () => portal.provider.rules.splice(portal.provider.rules.indexOf(rule), 1);
  };

  it.each([403, 404, 409, 422, 429])(
    'with %s shows its own try-again state; the rest of the page arrives',
    async (status) => {
      await deferred(); // takes up any head start of an earlier visit
      const restore = failStats(refusal(status));
      try {
        (await deferred())
          .component('dashboard/dashboard')
          .rescued(['stats'])
          .missing('stats')
          .where('table.ok', true);
      } finally {
        restore();
      }
    },
  );

  it('signs the user out all the same when the provider ended the session', async () => {
    const restore = failStats(refusal(401, 100));
    try {
      (await deferred()).redirectedTo('/login').component('auth/login');
    } finally {
      restore();
      visitor = await signedIn(portal.app);
    }
  });
});
