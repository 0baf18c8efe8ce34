import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShipmentsTable } from '../../../shared/shipments/types';
import type { Loaded } from '../../../shared/types';
import { EXPORT_HEADER } from '../../../server/controllers/shipments/support/export-rows';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';

/** How long a call the test makes slow stalls. */
const SLOW_MS = 400;
let portal: Portal;
let visitor: InertiaBrowser;
let table: ShipmentsTable;
beforeAll(async () => {
  portal = await startPortal({ fake: 'main', slowMs: SLOW_MS });
  visitor = await signedIn(portal.app);
  const page = (await visitor.visit('shipments')).component('shipments/shipments');
  table = page.prop<Extract<Loaded<ShipmentsTable>, { ok: true }>>('table').value;
});
afterAll(() => portal?.close());

/** A plain browser GET (a new tab), not an Inertia visit. */
const open = (url: `/${string}`) => visitor.fetch(url);

const labelUrl = (shipment: string, pkg: string): `/${string}` =>
  `/shipments/${shipment}/packages/${pkg}/label`;

describe('AWB labels', () => {
  it('streams the package label as a PDF through the portal', async () => {
    const row = table.rows[0]!;
    const res = await open(labelUrl(row.id, row.packages[0]!.id));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.headers['content-disposition']).toContain(`AWB-${row.packages[0]!.awb}.pdf`);
    expect(res.headers['cache-control']).toContain('no-store');
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers the 404 page for a package of another account or none at all', async () => {
    const row = table.rows[0]!;
    const accounts = (await visitor.visit('reports')).prop<Array<{ id: number }>>('accounts');
    await visitor.post('accounts.select', { account_id: accounts[1]!.id });
    try {
      const res = await open(labelUrl(row.id, row.packages[0]!.id));
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    } finally {
      await visitor.post('accounts.select', { account_id: accounts[0]!.id });
    }
    expect((await open(labelUrl(row.id, '999999'))).status).toBe(404);
    expect((await open(labelUrl('999999', '1'))).status).toBe(404);
    expect((await open(labelUrl('..', '1'))).status).toBe(404);
  });

  it('says clearly that the label could not be had when the provider fails', async () => {
    const row = table.rows[0]!;
    const fail = (req: { path: string }) => req.path.startsWith('/awb/');
    portal.failing.add(fail);
    try {
      const res = await open(labelUrl(row.id, row.packages[0]!.id));
      expect(res.status).toBe(503);
      expect(String(res.body)).toContain('The label could not be downloaded right now.');
    } finally {
      portal.failing.delete(fail);
    }
  });
});

/** RFC 4180 rows: quoted cells may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

describe('CSV export', () => {
  it('writes every package of every page, with a BOM and a header row', async () => {
    // A provider without the larger page size: the export walks all its pages.
    portal.provider.ignoredQuery.add('per_page');
    const res = await open('/shipments/export');
    portal.provider.ignoredQuery.clear();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="shipments-/);
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(lines[0]).toEqual([...EXPORT_HEADER]);
    const parents = new Set(lines.slice(1).map((l) => l[0]));
    expect(parents.size).toBe(table.total);
    const awbs = lines.slice(1).map((l) => l[1]);
    for (const row of table.rows) {
      for (const pkg of row.packages) expect(awbs).toContain(pkg.awb);
    }
  });

  it('keeps to the filter and search of the view', async () => {
    const row = table.rows[2]!;
    const res = await open(`/shipments/export?search=${row.packages[0]!.awb}`);
    const lines = parseCsv((res.body as Buffer).subarray(3).toString('utf8'));
    expect(lines.slice(1).map((l) => l[0])).toEqual(row.packages.map(() => row.parentAwb));
    const delivered = parseCsv(
      ((await open('/shipments/export?apply-filter=delivered')).body as Buffer)
        .subarray(3)
        .toString('utf8'),
    );
    expect(delivered.length).toBeGreaterThan(1);
    for (const line of delivered.slice(1)) expect(line[3]).toBe('Delivered');
  });

  it('gives a page with a clear message when the provider cannot be reached', async () => {
    const fail = (req: { path: string }) => req.path.endsWith('/shipments');
    portal.failing.add(fail);
    try {
      const res = await open('/shipments/export');
      expect(res.status).toBe(503);
      expect(String(res.body)).toContain('The export could not be prepared right now.');
    } finally {
      portal.failing.delete(fail);
    }
  });

  it('cuts the download short when a later page fails, never a silently partial file', async () => {
    const fail = (req: { path: string; query: Record<string, unknown> }) =>
      req.path.endsWith('/shipments') && req.query.page === '2';
    portal.failing.add(fail);
    portal.provider.ignoredQuery.add('per_page');
    try {
      await expect(open('/shipments/export')).rejects.toThrow();
    } finally {
      portal.failing.delete(fail);
      portal.provider.ignoredQuery.clear();
    }
  });
});
