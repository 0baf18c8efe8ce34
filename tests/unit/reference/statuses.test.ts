import { describe, expect, it } from 'vitest';
import {
  nextStatus,
  shipmentStatus,
  statusOptions,
} from '../../../server/reference/domain/statuses';

describe('tracking statuses', () => {
  it('follow created → picked_up → in_transit → out_for_delivery → delivered', () => {
    expect(nextStatus('created')).toBe('picked_up');
    expect(nextStatus('picked_up')).toBe('in_transit');
    expect(nextStatus('in_transit')).toBe('out_for_delivery');
    expect(nextStatus('out_for_delivery')).toBe('delivered');
    expect(nextStatus('delivered')).toBeNull();
  });

  it('make a shipment as far along as its slowest package', () => {
    expect(shipmentStatus(['delivered', 'in_transit'])).toBe('in_transit');
    expect(shipmentStatus(['delivered', 'delivered'])).toBe('delivered');
    expect(shipmentStatus([])).toBe('created');
  });

  it("offer 'All' first as the filter default", () => {
    const options = statusOptions();
    expect(options[0]).toEqual({ value: '', label: 'All' });
    expect(options.map((o) => o.value)).toContain('delivered');
  });
});

describe('a cancelled shipment', () => {
  it('goes no further, and is cancelled whole', () => {
    expect(nextStatus('cancelled')).toBeNull();
    expect(shipmentStatus(['cancelled', 'cancelled'])).toBe('cancelled');
  });

  it("has its own status option, 'Cancelled'", () => {
    expect(statusOptions()).toContainEqual({ value: 'cancelled', label: 'Cancelled' });
  });
});
