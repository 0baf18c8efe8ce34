// Shipments: creation, list with paging, search and status filter, detail, stats, AWB label.
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, invalid, ok, type Query } from '../support/contract/api';
import type { Session } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { useContract } from '../support/contract/suite';

const { api, target, flow } = useContract();

let session: Session;
let client: s.Client;
let shipment: Awaited<ReturnType<typeof flow.createShipment>>;
let statsBefore: { shipments_created_this_month: number };
beforeAll(async () => {
  session = await flow.login(target().user);
  client = await flow.firstClient(session);
  statsBefore = ok(
    await api.get('main', `/user/clients/${client.id}/stats`, { token: session.token }),
    s.stats,
  );
  shipment = await flow.createShipment(session, client.id);
});

const listShipments = async (query: Query) =>
  ok(
    await api.get('main', `/user/clients/${client.id}/shipments`, {
      token: session.token,
      query,
    }),
    s.paginated(s.shipmentRow),
  );

const detail = (id: string | number) =>
  api.get('main', `/user/clients/${client.id}/shipments/${id}`, { token: session.token });

describe('POST /clients/{client}/shipments', () => {
  it('answers the shipment id and an AWB per package', () => {
    expect(shipment.packages).toHaveLength(1);
    expect(shipment.packages[0]!.awb).toMatch(/\S/);
  });

  it('gives each package its own AWB', async () => {
    const { body } = await flow.shipmentBody(session, client.id);
    const [first] = body.packages;
    const created = ok(
      await api.post('main', `/clients/${client.id}/shipments`, {
        token: session.token,
        body: { ...body, packages: [first, { ...first!, reference: `${first!.reference}-2` }] },
      }),
      s.created,
    );
    expect(created.packages).toHaveLength(2);
    expect(new Set(created.packages.map((p) => p.awb)).size).toBe(2);
  });

  it('answers 422 with a field map for an empty body', async () => {
    const errors = invalid(
      await api.post('main', `/clients/${client.id}/shipments`, {
        token: session.token,
        body: {},
      }),
      [],
    );
    expect(Object.keys(errors).length).toBeGreaterThan(0);
  });
});

describe('GET /user/clients/{client}/stats', () => {
  it('counts the new shipment among those created this month', async () => {
    const after = ok(
      await api.get('main', `/user/clients/${client.id}/stats`, { token: session.token }),
      s.stats,
    );
    expect(after.shipments_created_this_month).toBeGreaterThanOrEqual(
      statsBefore.shipments_created_this_month + 1,
    );
  });
});

describe('GET /user/clients/{client}/shipments', () => {
  it('pages rows with the contract pagination shape', async () => {
    const first = await listShipments({ page: 1 });
    expect(first.current_page).toBe(1);
    expect(first.total).toBeGreaterThan(0);
    expect(first.last_page).toBe(Math.max(1, Math.ceil(first.total / first.per_page)));
    expect(first.data.length).toBe(Math.min(first.per_page, first.total));
    if (first.last_page > 1) {
      const second = await listShipments({ page: 2 });
      expect(second.current_page).toBe(2);
      const ids = new Set(first.data.map((row) => String(row.shipment_id)));
      expect(second.data.some((row) => ids.has(String(row.shipment_id)))).toBe(false);
    }
    const beyond = await listShipments({ page: first.last_page + 1 });
    expect(beyond.data).toEqual([]);
  });

  it('finds the new shipment by AWB and by order reference', async () => {
    const awb = shipment.packages[0]!.awb;
    const byAwb = await listShipments({ page: 1, search: awb });
    const row = byAwb.data.find((r) => String(r.shipment_id) === String(shipment.shipment_id));
    expect(row).toBeDefined();
    expect(row!.order_reference).toBe(shipment.reference);
    expect(row!.packages.map((p) => p.awb)).toContain(awb);
    for (const other of byAwb.data) {
      expect(JSON.stringify(other).toLowerCase()).toContain(awb.toLowerCase());
    }
    const byReference = await listShipments({ page: 1, search: shipment.reference });
    expect(byReference.data.map((r) => String(r.shipment_id))).toEqual([
      String(shipment.shipment_id),
    ]);
  });

  it('answers no rows for a search that matches nothing', async () => {
    const none = await listShipments({ page: 1, search: 'zzzz-no-such-shipment' });
    expect(none.data).toEqual([]);
    expect(none.total).toBe(0);
  });

  it("filters by status: the options' values select rows by their packages' status", async () => {
    const options = ok(
      await api.get('main', '/client-portal/shipments/statuses/options', { token: session.token }),
      s.options,
    );
    const byAwb = await listShipments({ page: 1, search: shipment.packages[0]!.awb });
    // The package's current status by its slug: statuses[] pairs each name with its slug.
    const pkg = byAwb.data[0]!.packages[0]!;
    const status = pkg.statuses.find((st) => st.name === pkg.status.name)?.slug;
    expect(status, JSON.stringify(pkg)).toBeDefined();
    const values = options.map((o) => String(o.value));
    expect(values).toContain(status);
    const same = await listShipments({ page: 1, status: status!, search: shipment.reference });
    expect(same.data.map((r) => String(r.shipment_id))).toEqual([String(shipment.shipment_id)]);
    const other = values.find((v) => v !== '' && v !== status)!;
    const filtered = await listShipments({ page: 1, status: other });
    const slugOf = (p: s.ShipmentRow['packages'][number]) =>
      p.statuses.find((st) => st.name === p.status.name)?.slug;
    for (const row of filtered.data) {
      expect(row.packages.some((p) => slugOf(p) === other)).toBe(true);
    }
    const excluded = await listShipments({ page: 1, status: other, search: shipment.reference });
    expect(excluded.data).toEqual([]);
    const all = await listShipments({ page: 1, status: '', search: shipment.reference });
    expect(all.data).toHaveLength(1);
  });
});

describe('GET /user/clients/{client}/shipments/{shipment}', () => {
  it('answers the shipment and its packages with progress and activity', async () => {
    const data = ok(await detail(shipment.shipment_id), s.shipmentDetail);
    expect(String(data.shipment.id)).toBe(String(shipment.shipment_id));
    expect(data.packages.map((p) => p.awb)).toEqual(shipment.packages.map((p) => p.awb));
    const [pkg] = data.packages;
    // Steps in order: done ones first, the first (creation) done for a new shipment.
    const steps = Object.values(pkg!.status_logs);
    expect(steps.length).toBeGreaterThanOrEqual(2);
    expect(steps[0]).toBe(true);
    expect(steps.indexOf(false) === -1 || !steps.slice(steps.indexOf(false)).includes(true)).toBe(
      true,
    );
    // Each move is logged with date, time and location.
    expect(pkg!.activities_logs.length).toBeGreaterThan(0);
    for (const entry of pkg!.activities_logs) {
      expect(entry.created_at_date).toMatch(/\S/);
      expect(entry.created_at_time).toMatch(/\S/);
      expect(entry.location ?? '').toMatch(/\S/);
    }
    expect(new URL(pkg!.awb_url).pathname).toMatch(new RegExp(`/awb/${pkg!.awb}\\.pdf$`));
    // awb_url points at the main API (a provider may publish it under another host name).
    if (target().embedded) expect(new URL(pkg!.awb_url).origin).toBe(target().urls.main);
  });

  it('answers 404 for a shipment that does not exist', async () => {
    failure(await detail('999999999'), 404);
  });
});

describe('GET /awb/{awb}.pdf', () => {
  it('answers the label as application/pdf with the Access-Token', async () => {
    const data = ok(await detail(shipment.shipment_id), s.shipmentDetail);
    const url = new URL(data.packages[0]!.awb_url);
    // awb_url points at the main API; call it on the base URL under test.
    const answer = await api.get('main', url.pathname.replace(/^.*(\/awb\/)/, '$1'), {
      token: session.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^application\/pdf/);
    expect(answer.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers 404 for an AWB that does not exist', async () => {
    failure(await api.get('main', '/awb/0000000000000.pdf', { token: session.token }), 404);
  });
});
