import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PickupsTable } from '../../../shared/pickups/types';
import { signedIn, type InertiaBrowser, type Target } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { answerWhen } from '../../support/provider/answers';

let portal: Portal;
let visitor: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal({ fake: 'all' });
  visitor = await signedIn(portal.app);
});
afterAll(() => portal?.close());

async function table(url: Target): Promise<PickupsTable> {
  const page = (await visitor.visit(url)).component('pickups/pickups').where('table.ok', true);
  return page.prop<PickupsTable>('table.value');
}

describe('My PickUps', () => {
  it('shows the rows with address, contact, packages, weight, date, times and status colours', async () => {
    const first = await table('pickups');
    expect(first.filters).toEqual({ filter: '', search: '', page: 1, perPage: null });
    expect(first.rows.length).toBeGreaterThan(0);
    const row = first.rows[0]!;
    expect(row.address).toMatch(/\S/);
    expect(row.contact.attention).toMatch(/\S/);
    expect(row.contact.email).toMatch(/@/);
    expect(row.packages).toBeGreaterThanOrEqual(1);
    expect(row.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row.timeFrom).toMatch(/^\d{2}:\d{2}$/);
    expect(row.timeTo).toMatch(/^\d{2}:\d{2}$/);
    expect(row.status).toMatchObject({
      label: expect.any(String),
      bg: expect.stringMatching(/^#/),
    });
  });

  it("offers the provider's pickup status options as chips, All first", async () => {
    const first = await table('pickups');
    expect(first.statusOptions[0]).toEqual({ value: '', label: 'All' });
    expect(first.statusOptions.map((o) => o.value)).toContain('completed');
    const done = await table(['pickups', { 'apply-filter': 'completed' }]);
    expect(done.filters.filter).toBe('completed');
    expect(done.rows.length).toBeGreaterThan(0);
    for (const row of done.rows) expect(row.status.label).toBe('Picked Up');
  });

  it('has no chips when the provider offers no pickup status options', async () => {
    const test = answerWhen((req) => req.path === '/client-portal/pickups/statuses/options', {
      status: 404,
      body: { success: false, data: null },
    });
    portal.overrides.add(test);
    portal.upstream.cache.clear();
    try {
      const shown = await table(['pickups', { 'apply-filter': 'completed' }]);
      expect(shown.statusOptions).toEqual([]);
      expect(shown.filters.filter).toBe('');
    } finally {
      portal.overrides.delete(test);
      portal.upstream.cache.clear();
    }
  });

  it('finds a pickup by its id', async () => {
    const some = (await table('pickups')).rows[1]!;
    const found = await table(['pickups', { search: some.id }]);
    expect(found.rows.map((r) => r.id)).toEqual([some.id]);
  });

  it('reloads only the table on a page change', async () => {
    await visitor.visit(['pickups', { per_page: 10 }]);
    (await visitor.reloadOnly(['table'], { data: { page: 2 } }))
      .component('pickups/pickups')
      .keys('', ['errors', 'table'])
      .where('table.value.currentPage', 2);
  });

  it.each([
    ['a negative page', 'page=-4', { page: 1 }],
    ['a non-numeric page', 'page=abc', { page: 1 }],
    ['a huge page', 'page=99999999999999999999999', { page: 100000 }],
    ['a page twice', 'page=2&page=3', { page: 2 }],
    ['a huge per_page', 'per_page=100000', { perPage: null }],
    ['an unknown filter', 'apply-filter=<script>', { filter: '' }],
    ['a filter as an object', 'apply-filter[a]=b', { filter: '' }],
    ['a 5,000-character search', `search=${'x'.repeat(5000)}`, { search: 'x'.repeat(100) }],
    ['a search with control characters', 'search=%00ab%0Acd', { search: 'ab cd' }],
  ])('renders the page for %s', async (_name, query, expected) => {
    const shown = await table(`/pickups?${query as string}`);
    expect(shown.filters).toMatchObject(expected);
  });

  it('says the table is not loaded when the provider cannot answer, never a 500', async () => {
    const test = answerWhen((req) => /pickup-requests$/.test(req.path), {
      status: 500,
      body: { success: false, data: null },
    });
    portal.overrides.add(test);
    try {
      (await visitor.visit('pickups')).component('pickups/pickups').where('table', { ok: false });
    } finally {
      portal.overrides.delete(test);
    }
  });
});
