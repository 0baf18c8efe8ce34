// Extension: the four report kinds (columns, rows, totals from the data), 422 on a bad range,
// 404 on an unknown kind, 403 on another user's account; from, to and per_page on the
// shipments list, which the shipments-by-status report must agree with.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failure, forbidden, invalid, ok, type Query } from '../support/contract/api';
import type { Session } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { useContract } from '../support/contract/suite';
import { otpReadable } from '../support/contract/target';

const { api, target, flow } = useContract();

const report = z.object({
  columns: z.array(z.object({ key: z.string().min(1), label: z.string().min(1) })).min(2),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  totals: z.record(z.string(), z.number()),
});
type Report = z.infer<typeof report>;

const KINDS: Record<string, string[]> = {
  'shipments-by-status': ['status', 'count'],
  'shipments-by-day': ['date', 'created', 'delivered'],
  'shipments-by-destination': ['country', 'count', 'packages'],
  'pickups-by-status': ['status', 'count', 'packages'],
};

const ymd = (at: Date) => at.toISOString().slice(0, 10);
const TO = ymd(new Date(Date.now() + 86_400_000));
const FROM = ymd(new Date(Date.now() - 120 * 86_400_000));

let session: Session;
let client: s.Client;
beforeAll(async () => {
  session = await flow.login(target().user);
  client = await flow.firstClient(session);
});

const call = (kind: string, query: Query, token = session.token) =>
  api.get('main', `/user/clients/${client.id}/reports/${kind}`, { token, query });

describe('GET /user/clients/{client}/reports/{kind}', () => {
  for (const [kind, keys] of Object.entries(KINDS)) {
    it(`${kind}: columns, rows of those columns, totals that add the rows up`, async () => {
      const data: Report = ok(await call(kind, { from: FROM, to: TO }), report);
      const columns = data.columns.map((c) => c.key);
      for (const key of keys) expect(columns).toContain(key);
      for (const row of data.rows) {
        for (const key of columns) expect(row, JSON.stringify(row)).toHaveProperty(key);
      }
      for (const [key, total] of Object.entries(data.totals)) {
        expect(columns).toContain(key);
        const sum = data.rows.reduce((acc, row) => acc + Number(row[key] ?? 0), 0);
        expect(total).toBeCloseTo(sum, 1);
      }
      expect(Object.keys(data.totals).length).toBeGreaterThan(0);
    });
  }

  it('shipments-by-day lists days inside the range only', async () => {
    const data = ok(await call('shipments-by-day', { from: FROM, to: TO }), report);
    expect(data.rows.length).toBeGreaterThan(0);
    for (const row of data.rows) {
      const date = String(row.date).slice(0, 10);
      expect(date >= FROM && date <= TO, date).toBe(true);
    }
  });

  it('answers 422 on from/to for a reversed range', async () => {
    const errors = invalid(await call('shipments-by-status', { from: TO, to: FROM }), []);
    expect(Object.keys(errors).some((key) => key === 'from' || key === 'to')).toBe(true);
  });

  it('answers 422 on from/to for a range longer than 366 days', async () => {
    const errors = invalid(
      await call('shipments-by-status', { from: '2024-01-01', to: '2025-01-05' }),
      [],
    );
    expect(Object.keys(errors).some((key) => key === 'from' || key === 'to')).toBe(true);
  });

  it('accepts exactly 366 days', async () => {
    ok(await call('shipments-by-status', { from: '2024-01-01', to: '2025-01-01' }), report);
  });

  it('answers 404 for an unknown kind', async () => {
    failure(await call('no-such-report', { from: FROM, to: TO }), 404);
  });
});

describe('GET /user/clients/{client}/shipments with from, to and per_page', () => {
  const list = async (query: Query) =>
    ok(
      await api.get('main', `/user/clients/${client.id}/shipments`, {
        token: session.token,
        query,
      }),
      s.paginated(s.shipmentRow),
    );

  it('gives up to 100 rows a page', async () => {
    const page = await list({ page: 1, per_page: 100 });
    expect(page.per_page).toBe(100);
    expect(page.data.length).toBe(Math.min(100, page.total));
  });

  it('keeps to shipments created in the range, as many as the status report counts', async () => {
    const from = ymd(new Date(Date.now() - 30 * 86_400_000));
    const page = await list({ page: 1, per_page: 100, from, to: TO });
    const all = await list({ page: 1, per_page: 100 });
    expect(page.total).toBeLessThanOrEqual(all.total);
    for (const row of page.data) {
      expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(
        Date.parse(`${from}T00:00:00Z`) - 86_400_000,
      );
    }
    const byStatus = ok(await call('shipments-by-status', { from, to: TO }), report);
    expect(byStatus.totals.count).toBe(page.total);
  });

  it('answers 422 on a reversed range', async () => {
    invalid(
      await api.get('main', `/user/clients/${client.id}/shipments`, {
        token: session.token,
        query: { from: TO, to: FROM },
      }),
      [],
    );
  });
});

const strangerAvailable = otpReadable || Boolean(process.env.CONTRACT_OTHER_EMAIL);

describe.skipIf(!strangerAvailable)('403 on reports of an account the user has not linked', () => {
  let stranger: Session;
  beforeAll(async () => {
    const other = target().otherUser;
    stranger = other ? await flow.login(other) : (await flow.newUser()).session;
  });

  for (const kind of Object.keys(KINDS)) {
    it(`${kind} answers 403`, async () => {
      forbidden(await call(kind, { from: FROM, to: TO }, stranger.token));
    });
  }
});
