import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { labelsQuery, MAX_LABEL_SHIPMENTS } from '../../../shared/shipments/labels';
import type { ShipmentRowView, ShipmentsTable } from '../../../shared/shipments/types';
import type { Loaded } from '../../../shared/types';
import { batchAwbs } from '../../../server/controllers/shipments/support/label-download';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';

let portal: Portal;
let visitor: InertiaBrowser;
let rows: ShipmentRowView[];
beforeAll(async () => {
  // The reference services render every label: on a busy machine the first ones, with
  // their fonts to load, can take longer than the 2 s a fake's calls are given by default.
  portal = await startPortal({ fake: 'main', timeoutMs: 10_000 });
  visitor = await signedIn(portal.app);
  const page = (await visitor.visit('shipments')).component('shipments/shipments');
  rows = page.prop<Extract<Loaded<ShipmentsTable>, { ok: true }>>('table').value.rows;
});
afterAll(() => portal?.close());

type Query = Record<string, string | number>;
const labelsUrl = (query: Query): `/${string}` =>
  `/shipments/labels?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
const download = (query: Query) => visitor.fetch(labelsUrl(query));
const idsOf = (some: readonly ShipmentRowView[]) => ({ ids: some.map((r) => r.id) });
const packagesOf = (some: readonly ShipmentRowView[]) => some.flatMap((r) => r.packages);

async function pageSizes(pdf: Buffer): Promise<Array<[number, number]>> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  try {
    const sizes: Array<[number, number]> = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const [x0, y0, x1, y1] = (await doc.getPage(n)).view as number[];
      sizes.push([Math.round((x1! - x0!) * 100) / 100, Math.round((y1! - y0!) * 100) / 100]);
    }
    return sizes;
  } finally {
    await doc.destroy();
  }
}

describe('GET /shipments/labels', () => {
  it('downloads the chosen shipments’ labels as one PDF, a 4×6 page per package', async () => {
    const chosen = rows.slice(0, 3);
    const res = await download(labelsQuery(idsOf(chosen), 'pdf-4x6', 1));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="labels-.*\.pdf"$/);
    expect(res.headers['cache-control']).toContain('no-store');
    const sizes = await pageSizes(res.body as Buffer);
    expect(sizes).toEqual(packagesOf(chosen).map(() => [288, 432]));
  });

  it('lays them four to an A4 sheet from the chosen position', async () => {
    const chosen = rows.slice(0, 4);
    const count = packagesOf(chosen).length;
    const res = await download(labelsQuery(idsOf(chosen), 'pdf-a4', 3));
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/-a4\.pdf"$/);
    const sizes = await pageSizes(res.body as Buffer);
    expect(sizes).toHaveLength(Math.ceil((count + 2) / 4));
    for (const size of sizes) expect(size).toEqual([595.28, 841.89]);
  });

  it('downloads ZPL: one label after another, each package’s AWB in it', async () => {
    const chosen = rows.slice(0, 2);
    const res = await download(labelsQuery(idsOf(chosen), 'zpl', 1));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/zpl/);
    expect(res.headers['content-disposition']).toMatch(/\.zpl"$/);
    const text = (res.body as Buffer).toString('utf8');
    const labels = text.split('^XZ').filter((part) => part.includes('^XA'));
    expect(labels).toHaveLength(packagesOf(chosen).length);
    packagesOf(chosen).forEach((pkg, i) => expect(labels[i]).toContain(pkg.awb));
  });

  it('takes every shipment of My Shipments’ filter and search with all=1', async () => {
    const row = rows[1]!;
    const res = await download(
      labelsQuery({ view: { search: row.packages[0]!.awb } }, 'pdf-4x6', 1),
    );
    expect(res.status).toBe(200);
    expect(await pageSizes(res.body as Buffer)).toHaveLength(row.packages.length);
  });

  it('says what to do, on a 422 page, when nothing or something unusable is chosen', async () => {
    const said = async (query: Query, message: string) => {
      const res = await download(query);
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(String(res.body)).toContain(message.slice(0, 40));
    };
    await said({ format: 'pdf-4x6' }, messages.labels.noneChosen);
    await said({ shipments: rows[0]!.id }, messages.labels.noFormat);
    await said({ shipments: rows[0]!.id, format: 'bmp' }, messages.labels.noFormat);
    await said({ shipments: '../1', format: 'zpl' }, messages.labels.invalid);
    const many = Array.from({ length: MAX_LABEL_SHIPMENTS + 1 }, (_, i) => String(i + 1));
    await said({ shipments: many.join(','), format: 'zpl' }, messages.labels.tooMany(1000));
    await said({ shipments: '999999', format: 'zpl' }, messages.labels.notOwn);
  });

  it('leads back from its error page to My Shipments as it was, the rows still chosen', async () => {
    const chosen = rows.slice(0, 2);
    const view = { 'apply-filter': 'delivered', search: 'LB', page: 2, per_page: 20 };
    const fail = (req: { path: string }) => req.path.startsWith('/awb/');
    portal.failing.add(fail);
    let back: { href: string; label: string };
    try {
      const page = await visitor.open(
        labelsUrl(labelsQuery({ ids: chosen.map((r) => r.id), view }, 'pdf-4x6', 1)),
      );
      page.hasStatus(503).component('errors/error').where('message', messages.labels.unavailable);
      back = page.prop('back');
    } finally {
      portal.failing.delete(fail);
    }
    expect(back.label).toBe(messages.labels.backToList);
    const url = new URL(back.href, 'http://portal.test');
    expect(url.pathname).toBe('/shipments');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'apply-filter': 'delivered',
      search: 'LB',
      page: '2',
      per_page: '20',
      selected: chosen.map((r) => r.id).join(','),
    });
    (await visitor.open(back.href as `/${string}`))
      .component('shipments/shipments')
      .where('table.value.filters.page', 2);

    // Every row of the view chosen, and a refusal on a 422 page: the same way back.
    const all = await visitor.open(
      labelsUrl(labelsQuery({ view: { search: 'LB' } }, 'pdf-4x6', 1)),
    );
    const allBack = all.prop<{ href: string }>('back').href;
    expect(new URL(allBack, 'http://portal.test').searchParams.get('selected')).toBe('all');
    const none = await visitor.open(labelsUrl({ format: 'pdf-4x6' }));
    none.hasStatus(422).where('back.href', '/shipments');
  });

  it('refuses a filter of more than 1,000 shipments before fetching any label', async () => {
    const rule = (req: { path: string }) =>
      /\/user\/clients\/\d+\/shipments$/.test(req.path)
        ? {
            status: 200,
            body: {
              success: true,
              data: { data: [], current_page: 1, last_page: 13, total: 1234 },
              notification: null,
            },
          }
        : undefined;
    portal.overrides.add(rule);
    const before = portal.calls.length;
    try {
      const res = await download(labelsQuery({ view: {} }, 'pdf-4x6', 1));
      expect(res.status).toBe(422);
      expect(String(res.body)).toContain('1,234 shipments are chosen');
      expect(portal.calls.slice(before).some((c) => c.includes('/awb/'))).toBe(false);
    } finally {
      portal.overrides.delete(rule);
    }
  });

  it('names a package without a label rather than give a broken file', async () => {
    expect(() =>
      batchAwbs([
        { id: '1', packages: [{ awb: '123', status: 'Created' }] },
        { id: '2', packages: [{ awb: '456', status: 'Cancelled' }] },
        { id: '3', packages: [{ awb: '', status: 'Created' }] },
      ]),
    ).toThrow(/invalid form: shipments/);
    const awb = rows[0]!.packages[0]!.awb;
    const rule = (req: { path: string }) =>
      req.path === `/awb/${awb}.pdf`
        ? {
            status: 404,
            body: {
              success: false,
              data: null,
              notification: { message: 'Label not found.', type: 'error', code: 404 },
            },
          }
        : undefined;
    portal.overrides.add(rule);
    try {
      const res = await download(labelsQuery(idsOf(rows.slice(0, 1)), 'pdf-4x6', 1));
      expect(res.status).toBe(422);
      expect(String(res.body)).toContain(`There is no label for package ${awb}`);
    } finally {
      portal.overrides.delete(rule);
    }
  });

  it('says in the provider’s words why it refuses a label (a cancelled shipment)', async () => {
    const awb = rows[0]!.packages[0]!.awb;
    const said = 'Shipment 123 has been cancelled: its labels can no longer be printed.';
    const rule = (req: { path: string }) =>
      req.path === `/awb/${awb}.pdf`
        ? {
            status: 409,
            body: {
              success: false,
              data: null,
              notification: { message: said, type: 'error', code: 409 },
            },
          }
        : undefined;
    portal.overrides.add(rule);
    try {
      const res = await download(labelsQuery(idsOf(rows.slice(0, 1)), 'zpl', 1));
      expect(res.status).toBe(422);
      expect(String(res.body)).toContain(messages.labels.refused(said));
    } finally {
      portal.overrides.delete(rule);
    }
  });

  it('says the provider lacks ZPL when it answers its PDF instead', async () => {
    portal.provider.ignoredQuery.add('format');
    try {
      const res = await download(labelsQuery(idsOf(rows.slice(0, 1)), 'zpl', 1));
      expect(res.status).toBe(503);
      expect(String(res.body)).toContain('does not offer labels in ZPL');
    } finally {
      portal.provider.ignoredQuery.clear();
    }
  });

  it('says so on an error page when the provider fails before the first label', async () => {
    const fail = (req: { path: string }) => req.path.startsWith('/awb/');
    portal.failing.add(fail);
    try {
      const res = await download(labelsQuery(idsOf(rows.slice(0, 2)), 'pdf-a4', 1));
      expect(res.status).toBe(503);
      expect(String(res.body)).toContain(messages.labels.unavailable);
    } finally {
      portal.failing.delete(fail);
    }
  });

  it('names the package whose label is no readable PDF, on an error page', async () => {
    const [first] = packagesOf(rows.slice(0, 1));
    const broken = (req: { path: string }) =>
      req.path === `/awb/${first!.awb}.pdf`
        ? { status: 200, type: 'application/pdf', body: Buffer.from('not a PDF at all') }
        : undefined;
    portal.overrides.add(broken);
    try {
      const res = await download(labelsQuery(idsOf(rows.slice(0, 1)), 'pdf-4x6', 1));
      expect(res.status).toBe(503);
      expect(String(res.body)).toContain(messages.labels.unreadable(first!.awb));
    } finally {
      portal.overrides.delete(broken);
    }
  });

  it('cuts the download short when a later label fails, never a silently partial file', async () => {
    const chosen = rows.slice(0, 8);
    const last = packagesOf(chosen).at(-1)!.awb;
    const fail = (req: { path: string }) => req.path === `/awb/${last}.pdf`;
    portal.failing.add(fail);
    try {
      await expect(download(labelsQuery(idsOf(chosen), 'pdf-4x6', 1))).rejects.toThrow();
      await expect(download(labelsQuery(idsOf(chosen), 'zpl', 1))).rejects.toThrow();
    } finally {
      portal.failing.delete(fail);
    }
  });

  it('keeps one user to two batches at a time', async () => {
    const slow = (req: { path: string }) => req.path.startsWith('/awb/');
    portal.slow.add(slow);
    try {
      const query = labelsQuery(idsOf(rows.slice(0, 2)), 'zpl', 1);
      const first = [download(query), download(query)];
      await new Promise((resolve) => setTimeout(resolve, 100));
      const third = await download(query);
      expect(third.status).toBe(422);
      expect(String(third.body)).toContain(messages.labels.busy);
      for (const res of await Promise.all(first)) expect(res.status).toBe(200);
    } finally {
      portal.slow.delete(slow);
    }
    expect((await download(labelsQuery(idsOf(rows.slice(0, 1)), 'zpl', 1))).status).toBe(200);
  });

  it('takes only shipments of the selected account', async () => {
    const accounts = (await visitor.visit('reports')).prop<Array<{ id: number }>>('accounts');
    await visitor.post('accounts.select', { account_id: accounts[1]!.id });
    try {
      const res = await download(labelsQuery(idsOf(rows.slice(0, 1)), 'pdf-4x6', 1));
      expect(res.status).toBe(422);
      expect(String(res.body)).toContain(messages.labels.notOwn);
    } finally {
      await visitor.post('accounts.select', { account_id: accounts[0]!.id });
    }
  });

  // Last: it cancels a shipment of the shared demo data.
  it('names a cancelled shipment’s packages before any label is fetched', async () => {
    const row = rows.find((r) =>
      r.packages.every((p) => /created/i.test(p.statusSlug ?? p.status)),
    );
    expect(row, 'a shipment not yet picked up').toBeDefined();
    await visitor.post(['shipments.cancel', { shipment: row!.id }]);
    const awb = row!.packages[0]!.awb;
    for (const query of [
      labelsQuery(idsOf([row!, ...rows.filter((r) => r !== row).slice(0, 1)]), 'pdf-4x6', 1),
      labelsQuery({ view: { search: awb } }, 'zpl', 1),
    ]) {
      const res = await download(query);
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect(String(res.body)).toContain(awb);
      expect(String(res.body)).toMatch(/cancelled/i);
    }
  });
});
