import { describe, expect, it } from 'vitest';
import { trackingView, type ShipmentDetail } from '../../../server/api/shipments';

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
