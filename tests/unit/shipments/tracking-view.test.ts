import { describe, expect, it } from 'vitest';
import { trackingView, type ShipmentDetail } from '../../../server/api/shipments';
import * as exceptionsApi from '../../../server/api/exceptions';

const detail = (logs: { date: string; time: string }[]): ShipmentDetail => ({
  shipment: { id: '7', sla_delivery: '2026-03-05', updated_at: '' },
  packages: [
    {
      id: '70',
      awb: '123',
      last_status: { label: 'In Transit' },
      sender: { city: 'Beirut', address1: 'Main St', attention: 'Rita' },
      receiver: null,
      status_logs: { shipment_created: true, picked_up: false },
      activities_logs: logs.map((l, i) => ({
        created_at_date: l.date,
        created_at_time: l.time,
        status: `s${i}`,
        location: 'Hub',
      })),
      exceptions: [],
    },
  ],
});

describe('the drawer view of a package', () => {
  it('lists updates newest first, whatever order they came in', () => {
    const view = trackingView(
      detail([
        { date: '2026-03-01', time: '09:00' },
        { date: '2026-03-02', time: '08:00' },
        { date: '2026-03-01', time: '17:30' },
      ]),
      { shipmentId: '7', packageId: '70' },
    );
    expect(view?.updates.map((u) => `${u.date} ${u.time}`)).toEqual([
      '2026-03-02 08:00',
      '2026-03-01 17:30',
      '2026-03-01 09:00',
    ]);
    expect(view?.updatedAt).toBeNull();
    expect(view?.destination).toBeNull();
    expect(view?.steps.map((s) => s.state)).toEqual(['finish', 'start']);
  });

  it('falls back to the reverse of the log when dates do not read as dates', () => {
    const view = trackingView(
      detail([
        { date: 'Monday', time: '' },
        { date: 'Tuesday', time: '' },
      ]),
      { shipmentId: '7', packageId: '70' },
    );
    expect(view?.updates.map((u) => u.date)).toEqual(['Tuesday', 'Monday']);
  });

  it('is null for a package the shipment does not have', () => {
    expect(trackingView(detail([]), { shipmentId: '7', packageId: '71' })).toBeNull();
  });
});

describe('the drawer view of a package’s exceptions and proof of delivery', () => {
  const raw = (id: string, status: 'open' | 'resolved', extra: Record<string, unknown> = {}) => ({
    id,
    kind: 'refused',
    label: 'Refused',
    message: 'The consignee refused the parcel.',
    raised_at: '2026-03-02T10:00:00Z',
    status,
    costs: {
      return_to_shipper: { value: '12.50', currency: 'usd' },
      abandon: { value: '0.00', currency: 'USD' },
    },
    resolution:
      status === 'resolved'
        ? { action: 'abandon', summary: 'Abandoned', by: 'Rita', at: '2026-03-03T09:00:00Z' }
        : null,
    ...extra,
  });
  const withPackage = (pkg: Record<string, unknown>): ShipmentDetail => {
    const base = detail([]);
    return { ...base, packages: [{ ...base.packages[0]!, ...pkg }] } as ShipmentDetail;
  };

  it('puts the open exception first, its costs read as money, a resolved one with who did it', () => {
    const { exceptionList } = exceptionsApi;
    const exceptions = exceptionList.parse([raw('1', 'resolved'), raw('2', 'open')]);
    const view = trackingView(withPackage({ exceptions }), { shipmentId: '7', packageId: '70' });
    expect(view?.exceptions?.map((e) => [e.id, e.open])).toEqual([
      ['2', true],
      ['1', false],
    ]);
    expect(view?.exceptions?.[0]?.costs?.returnToShipper).toEqual({ value: 12.5, currency: 'USD' });
    expect(view?.exceptions?.[0]?.resolution).toBeNull();
    expect(view?.exceptions?.[1]?.resolution?.by).toBe('Rita');
  });

  it('leaves out an exception it cannot read, not the package', () => {
    const exceptions = exceptionsApi.exceptionList.parse([{ kind: 'meteor' }, raw('3', 'open')]);
    const view = trackingView(withPackage({ exceptions }), { shipmentId: '7', packageId: '70' });
    expect(view?.exceptions?.map((e) => e.id)).toEqual(['3']);
  });

  it('gives the proof of delivery once signed for, and none before', () => {
    const signed = { signed_by: 'H. Khoury', signed_at: '2026-03-04T12:00:00Z', city: 'Beirut' };
    const view = trackingView(withPackage({ proof_of_delivery: signed }), {
      shipmentId: '7',
      packageId: '70',
    });
    expect(view?.proof).toEqual({
      signedBy: 'H. Khoury',
      signedAt: '2026-03-04T12:00:00Z',
      city: 'Beirut',
    });
    const before = trackingView(withPackage({ proof_of_delivery: null }), {
      shipmentId: '7',
      packageId: '70',
    });
    expect(before?.proof).toBeNull();
  });
});
