import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Loaded, ShipmentStats, ShipmentsTable } from '../../../shared/shipments/types';
import { expectPage, type Visitor } from '../support/client';
import { partial, shipmentsPortal, SLOW_MS, type ShipmentsPortal } from '../shipments/support';

let portal: ShipmentsPortal;
let visitor: Visitor;
beforeAll(async () => {
  portal = await shipmentsPortal();
  visitor = await portal.signIn();
});
afterAll(() => portal?.close());

const deferred = (only = ['stats', 'table']) =>
  visitor.visit('/dashboard', partial('dashboard/index', only));

describe('Dashboard', () => {
  it('paints at once: the stats and the table are deferred, in one group', async () => {
    const page = expectPage(await visitor.visit('/dashboard'), 'dashboard/index');
    expect(page.props).not.toHaveProperty('stats');
    expect(page.props).not.toHaveProperty('table');
    expect(page.props).not.toHaveProperty('tracking');
    expect(page.deferredProps).toEqual({ default: ['stats', 'table'] });
    expect(page.props.pickupPrompt).toBeNull();
  });

  it("loads the provider's month figures and the first page of shipments", async () => {
    const page = expectPage(await deferred(), 'dashboard/index');
    const { selectedAccountId } = (await visitor.visit('/reports')).body.props;
    const direct = await fetch(
      new URL(`/user/clients/${selectedAccountId}/stats`, portal.services.urls.main),
      { headers: { 'Access-Token': await tokenOf() } },
    );
    const figures = ((await direct.json()) as { data: Record<string, number> }).data;
    expect(page.props.stats).toEqual({
      ok: true,
      value: {
        created: figures.shipments_created_this_month,
        inTransit: figures.shipments_in_transit,
        delivered: figures.shipments_delivered_this_month,
      },
    } satisfies Loaded<ShipmentStats>);
    const table = page.props.table as Extract<Loaded<ShipmentsTable>, { ok: true }>;
    expect(table.value.rows.length).toBe(10);
  });

  it('makes the two upstream calls side by side: one latency, not the sum', async () => {
    await deferred(); // status options are now kept
    const slow = (req: { path: string }) => /\/(stats|shipments)$/.test(req.path);
    portal.slow.add(slow);
    try {
      const started = performance.now();
      expectPage(await deferred(), 'dashboard/index');
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
      expectPage(await visitor.visit('/dashboard'), 'dashboard/index');
      // The browser is busy painting the page meanwhile; the provider is answering already.
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      const started = performance.now();
      const page = expectPage(await deferred(), 'dashboard/index');
      expect(performance.now() - started).toBeLessThan(SLOW_MS / 2);
      expect((page.props.table as Loaded<ShipmentsTable>).ok).toBe(true);
      expect(calls.slice(before).filter((c) => /\/(stats|shipments)$/.test(c))).toHaveLength(2);
    } finally {
      portal.slow.delete(slow);
    }
  });

  it('starts nothing for a hover prefetch, which may never become a visit', async () => {
    const { calls } = portal;
    const before = calls.length;
    expectPage(await visitor.visit('/dashboard', { Purpose: 'prefetch' }), 'dashboard/index');
    expect(calls.slice(before).filter((c) => /\/(stats|shipments)$/.test(c))).toEqual([]);
  });

  it('pages the table by a partial reload of the table alone', async () => {
    const res = await visitor.visit('/dashboard?page=2', partial('dashboard/index', ['table']));
    const page = expectPage(res, 'dashboard/index');
    expect(Object.keys(page.props).sort()).toEqual(['errors', 'table']);
    const table = page.props.table as Extract<Loaded<ShipmentsTable>, { ok: true }>;
    expect(table.value.currentPage).toBe(2);
  });

  it('keeps the page when the figures cannot be had', async () => {
    const fail = (req: { path: string }) => req.path.endsWith('/stats');
    portal.failing.add(fail);
    try {
      const page = expectPage(await deferred(), 'dashboard/index');
      expect(page.props.stats).toEqual({ ok: false });
      expect((page.props.table as Loaded<ShipmentsTable>).ok).toBe(true);
    } finally {
      portal.failing.delete(fail);
    }
  });
});

describe('the pickup prompt after a shipment is created', () => {
  it('asks once, with the sender address, then forgets', async () => {
    await portal.editSession((data) => {
      data.pickupPrompt = { shipperAddressId: 'addr-42' };
    });
    // Loading the deferred parts does not use the question up.
    expectPage(await deferred(), 'dashboard/index');
    const first = expectPage(await visitor.visit('/dashboard'), 'dashboard/index');
    expect(first.props.pickupPrompt).toEqual({ shipperAddressId: 'addr-42' });
    const again = expectPage(await visitor.visit('/dashboard'), 'dashboard/index');
    expect(again.props.pickupPrompt).toBeNull();
  });
});

describe('without a selected account', () => {
  it('has no figures and no table (the page shows the account prompt)', async () => {
    let saved: Record<string, unknown> = {};
    await portal.editSession((data) => {
      saved = { selectedAccountId: data.selectedAccountId, accounts: data.accounts };
      delete data.selectedAccountId;
      data.accounts = [];
    });
    try {
      const page = expectPage(await deferred(), 'dashboard/index');
      expect(page.props.stats).toBeNull();
      expect(page.props.table).toBeNull();
    } finally {
      await portal.editSession((data) => Object.assign(data, saved));
    }
  });
});

/** The access token the portal holds for the visitor (never sent to the browser). */
async function tokenOf(): Promise<string> {
  let token = '';
  await portal.editSession((data) => {
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
    portal.front.provider.rules.unshift(rule);
    return () => portal.front.provider.rules.splice(portal.front.provider.rules.indexOf(rule), 1);
  };

  it.each([403, 404, 409, 422, 429])(
    'with %s shows its own try-again state; the rest of the page arrives',
    async (status) => {
      await deferred(); // takes up any head start of an earlier visit
      const restore = failStats(refusal(status));
      try {
        const res = await deferred();
        const page = expectPage(res, 'dashboard/index');
        expect(page.rescuedProps).toEqual(['stats']);
        expect(page.props).not.toHaveProperty('stats');
        expect((page.props.table as Loaded<ShipmentsTable>).ok).toBe(true);
      } finally {
        restore();
      }
    },
  );

  it('signs the user out all the same when the provider ended the session', async () => {
    const restore = failStats(refusal(401, 100));
    try {
      const res = await deferred();
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/login');
    } finally {
      restore();
      visitor = await portal.signIn();
    }
  });
});
