import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PageProps } from '../../../shared/pages';
import { readCsv } from '../../../server/http/csv';
import { TIME_ZONE_COOKIE, todayIn } from '../../../shared/ui/time-zone';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { editSignedInSessions, startPortal, type Portal } from '../../support/portal';
import { htmlPage, notFoundEnvelope, serverError } from '../../support/provider/answers';

type Props = PageProps['reports/reports'];

let portal: Portal;
let visitor: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal({ fake: 'main', record: (req) => req.originalUrl });
  visitor = await signedIn(portal.app);
});
afterAll(() => portal?.close());
afterEach(() => {
  portal.provider.rules.length = 0;
});

const props = async (url: `/${string}`) =>
  (await visitor.visit(url)).component('reports/reports').prop<Props>();

const pad = (n: number) => String(n).padStart(2, '0');
const local = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
const TODAY = local(new Date());
const FROM = local(new Date(Date.now() - 90 * 86_400_000));
const isReportCall = (path: string) => path.includes('/reports/');

describe('Reports page', () => {
  it('before any report: the form with the last 30 days and no call to the provider', async () => {
    portal.calls.length = 0;
    const page = await props('/reports');
    expect(page.hasAccount).toBe(true);
    expect(page.report).toBeNull();
    expect(page.query.kind).toBe('shipments-by-status');
    expect(page.query.to).toBe(TODAY);
    const days = (Date.parse(page.query.to) - Date.parse(page.query.from)) / 86_400_000;
    expect(days).toBe(29);
    expect(portal.calls.filter(isReportCall)).toEqual([]);
  });

  it("ends the last 30 days today on the reader's calendar, which the browser tells", async () => {
    // Kiritimati is fourteen hours ahead of UTC: its today is the server's tomorrow for most
    // of the day.
    const zone = 'Pacific/Kiritimati';
    const reader = await signedIn(portal.app);
    reader.agent.jar.setCookie(`${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/`);
    const page = (await reader.visit('/reports')).component('reports/reports').prop<Props>();
    expect(page.query.to).toBe(todayIn(zone));
  });

  it.each([
    'shipments-by-status',
    'shipments-by-day',
    'shipments-by-destination',
    'pickups-by-status',
  ])('generates %s for the range of the address', async (kind) => {
    const page = await props(`/reports?kind=${kind}&from=${FROM}&to=${TODAY}`);
    expect(page.report?.state).toBe('ok');
    if (page.report?.state !== 'ok') return;
    const report = page.report.value;
    expect(report).toMatchObject({ kind, from: FROM, to: TODAY });
    expect(report.columns.length).toBeGreaterThan(1);
    expect(report.columns[0]!.numeric).toBe(false);
    expect(report.columns.slice(1).every((c) => c.numeric)).toBe(true);
    expect(Object.keys(report.totals).length).toBeGreaterThan(0);
  });

  it('refuses a reversed or too long range under the fields, without asking the provider', async () => {
    portal.calls.length = 0;
    const reversed = await props(`/reports?kind=shipments-by-day&from=${TODAY}&to=${FROM}`);
    expect(reversed.report).toBeNull();
    expect(reversed.queryErrors).toMatchObject({
      from: 'From must be on or before To',
      to: 'To must be on or after From',
    });
    const long = await props('/reports?kind=shipments-by-day&from=2024-01-01&to=2025-01-05');
    expect(long.queryErrors.to).toBe('From and To may be at most 366 days apart');
    const unknown = await props(`/reports?kind=nope&from=${FROM}&to=${TODAY}`);
    expect(unknown.queryErrors.kind).toBe('Report is required');
    const bad = await props('/reports?kind=shipments-by-day&from=2025-02-30&to=x');
    expect(bad.queryErrors).toMatchObject({ from: 'From must be a date', to: 'To must be a date' });
    expect(portal.calls.filter(isReportCall)).toEqual([]);
  });

  it('shows the account prompt in the page when no account is selected', async () => {
    let selected: unknown;
    await editSignedInSessions(portal.store, (data) => {
      selected = data.selectedAccountId;
      delete data.selectedAccountId;
    });
    try {
      portal.calls.length = 0;
      const page = await props(`/reports?kind=shipments-by-status&from=${FROM}&to=${TODAY}`);
      expect(page.hasAccount).toBe(false);
      expect(page.report).toBeNull();
      expect(portal.calls.filter(isReportCall)).toEqual([]);
      // The export has the account guard: the prompt page, not a file.
      const res = await visitor.visit([
        'reports.export',
        { kind: 'shipments-by-status', from: FROM, to: TODAY },
      ]);
      expect(res.headers['content-type']).not.toMatch(/csv/);
    } finally {
      await editSignedInSessions(portal.store, (data) => {
        data.selectedAccountId = selected;
      });
    }
  });
});

describe('a provider without the report extension', () => {
  it.each([
    ['a 404 envelope', notFoundEnvelope],
    ['a 404 web page', htmlPage(404)],
    ['a 200 web page', htmlPage(200)],
  ])('answering %s: the report is not offered, never an error', async (_, answer) => {
    portal.provider.rules.push((req) => (isReportCall(req.path) ? answer : undefined));
    const page = await props(`/reports?kind=shipments-by-status&from=${FROM}&to=${TODAY}`);
    expect(page.report).toEqual({ state: 'not-offered' });
  });

  it('an outage is unavailable, not "not offered"', async () => {
    portal.provider.rules.push((req) => (isReportCall(req.path) ? serverError : undefined));
    const page = await props(`/reports?kind=shipments-by-status&from=${FROM}&to=${TODAY}`);
    expect(page.report).toEqual({ state: 'unavailable' });
  });
});

describe('Export Report', () => {
  it('writes the report of the address as CSV with its totals row', async () => {
    const page = await props(`/reports?kind=pickups-by-status&from=${FROM}&to=${TODAY}`);
    if (page.report?.state !== 'ok') throw new Error('no report');
    const report = page.report.value;
    const res = await visitor.fetch([
      'reports.export',
      { kind: 'pickups-by-status', from: FROM, to: TODAY },
    ]);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain(
      `pickups-by-status-${FROM}-to-${TODAY}.csv`,
    );
    const text = (res.body as Buffer).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const records = readCsv(text, 1000);
    expect(Object.keys(records[0]!)).toEqual(report.columns.map((c) => c.label));
    expect(records).toHaveLength(report.rows.length + 1);
    const total = records.at(-1)!;
    expect(total.Status).toBe('Total');
    expect(Number(total.Pickups)).toBe(report.totals.count);
  });

  it('is a 404 for an address without a valid report', async () => {
    expect((await visitor.fetch(['reports.export', { kind: 'nope' }])).status).toBe(404);
  });
});
