import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Offered } from '../../../shared/billing/types';
import type { ActivityTable } from '../../../shared/team/types';
import { ACTIVITY_EXPORT_HEADER } from '../../../server/controllers/team/support/activity-table';
import { readCsv } from '../../../server/http/csv';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { uniqueEmail } from '../../support/data/outbox';
import { answerWhen, callsMatching, notFoundEnvelope } from '../../support/provider/answers';
import { memberId, TEAM, teamOf } from './support';

/**
 * The Activity page (docs/team.md, 'In the portal'): the account's record newest first, by
 * member, kind and date range, paged, and its export as CSV of the same filters. The demo
 * account's record tells how its team came together, its latest bookings and an invoice
 * downloaded.
 */

let portal: Portal;
let admin: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal({ fake: 'all', timeoutMs: 10000 });
  admin = await signedIn(portal.app);
});
afterEach(() => portal.overrides.clear());
afterAll(() => portal?.close());

async function activity(query: Record<string, string> = {}): Promise<ActivityTable> {
  const table = (await admin.visit(['activity', query]))
    .component('team/activity')
    .prop<Offered<ActivityTable>>('table');
  expect(table.state).toBe('ok');
  if (table.state !== 'ok') throw new Error('no record');
  return table.value;
}

const csvOf = async (query: Record<string, string>) => {
  const res = await admin.fetch(['activity.export', query]);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  return readCsv((res.body as Buffer).toString('utf8'), 1000);
};

describe('the Activity page', () => {
  it('shows the record newest first, with who did what, and the members to filter by', async () => {
    const table = await activity();
    expect(table.rows.length).toBeGreaterThan(0);
    const times = table.rows.map((row) => Date.parse(row.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const kinds = new Set(table.rows.map((row) => row.kind));
    expect(kinds.size).toBeGreaterThan(1);
    expect(table.rows.every((row) => row.kindLabel)).toBe(true);
    expect(table.members.map((m) => m.label)).toEqual(expect.arrayContaining([expect.any(String)]));
    const team = await teamOf(admin);
    expect(table.members.map((m) => m.value)).toEqual(team.members.map((m) => String(m.userId)));
  });

  it('keeps one kind, and one member’s rows', async () => {
    const invited = await activity({ kind: 'member_invited' });
    expect(invited.rows.length).toBeGreaterThan(0);
    expect(invited.rows.every((row) => row.kind === 'member_invited')).toBe(true);
    expect(invited.filters.kind).toBe('member_invited');

    const demo = String(memberId(await teamOf(admin), 'demo@portal.test'));
    const mine = await activity({ member: demo });
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.every((row) => String(row.user?.id) === demo)).toBe(true);
  });

  it('keeps a date range, turned round when given backwards', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const none = await activity({ from: '2001-01-01', to: '2001-01-31' });
    expect(none.rows).toEqual([]);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const turned = await activity({ from: today, to: monthAgo });
    expect(turned.filters).toMatchObject({ from: monthAgo, to: today });
    expect(turned.rows.length).toBeGreaterThan(0);
  });

  it('drops a member that is no id and a kind the record does not have', async () => {
    const table = await activity({ member: 'abc', kind: 'everything' });
    expect(table.filters).toMatchObject({ member: '', kind: '' });
  });

  it('says in words what a role change was', async () => {
    const team = await teamOf(admin);
    const shipper = memberId(team, TEAM.shipper.email);
    await admin.put(['team.role', { member: String(shipper) }], { role: 'finance' });
    await admin.put(['team.role', { member: String(shipper) }], { role: 'shipper' });
    const [latest, before] = (await activity({ kind: 'role_changed' })).rows;
    expect(latest).toMatchObject({
      subject: TEAM.shipper.email,
      details: { from: 'finance', to: 'shipper' },
    });
    expect(before).toMatchObject({ details: { from: 'shipper', to: 'finance' } });
  });

  it('pages the record', async () => {
    for (let i = 0; i < 11; i++) {
      await admin.post('team.invite', { email: uniqueEmail('paged'), role: 'viewer' });
    }
    const first = await activity();
    expect(first.rows).toHaveLength(10);
    expect(first.lastPage).toBeGreaterThan(1);
    const second = await activity({ page: '2' });
    expect(second.filters.page).toBe(2);
    const ids = new Set(first.rows.map((row) => row.id));
    expect(second.rows.some((row) => ids.has(row.id))).toBe(false);
  });

  it('says so plainly where the provider does not offer the record', async () => {
    portal.overrides.add(
      answerWhen(callsMatching('GET /user/clients/\\d+/activity'), notFoundEnvelope),
    );
    (await admin.visit('activity'))
      .component('team/activity')
      .where('table', (table: Offered<ActivityTable>) => table.state === 'not-offered');
  });
});

describe('the export', () => {
  it('writes every record of the current filters, newest first, across pages', async () => {
    const filters = { kind: 'member_invited' };
    const records = await csvOf(filters);
    expect(Object.keys(records[0]!)).toEqual([...ACTIVITY_EXPORT_HEADER]);
    const listed = [];
    for (let page = 1; ; page++) {
      const table = await activity({ ...filters, page: String(page) });
      listed.push(...table.rows);
      if (page >= table.lastPage) break;
    }
    expect(listed.length).toBeGreaterThan(10);
    expect(records.map((r) => r.Subject)).toEqual(listed.map((row) => row.subject));
    expect(records.map((r) => r.When)).toEqual(listed.map((row) => row.at));
    expect(new Set(records.map((r) => r.What))).toEqual(new Set(['Member invited']));
    expect(records.every((r) => r.Details === 'Viewer' || /^[A-Z]/.test(r.Details!))).toBe(true);
  });

  it('says a role change in words', async () => {
    const records = await csvOf({ kind: 'role_changed' });
    expect(records[0]).toMatchObject({
      Subject: TEAM.shipper.email,
      Details: 'Finance to Shipper',
      Email: 'demo@portal.test',
    });
  });

  it('keeps only the filters’ rows', async () => {
    const records = await csvOf({ from: '2001-01-01', to: '2001-01-31' });
    expect(records).toEqual([]);
  });
});
