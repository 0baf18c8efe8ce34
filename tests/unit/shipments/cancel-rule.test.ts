import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { pickupCancelRule, shipmentCancelRule } from '../../../shared/shipments/cancel';

describe('shipmentCancelRule', () => {
  it('allows a shipment none of whose packages has been picked up', () => {
    expect(shipmentCancelRule(['created'])).toEqual({ allowed: true });
    expect(shipmentCancelRule(['created', 'created'])).toEqual({ allowed: true });
  });

  it('refuses, with the reason, once any package has been picked up', () => {
    for (const slug of ['picked_up', 'in_transit', 'out_for_delivery', 'delivered']) {
      expect(shipmentCancelRule(['created', slug])).toEqual({
        allowed: false,
        reason: messages.cancel.pickedUp,
      });
    }
  });

  it('says a cancelled shipment is cancelled', () => {
    expect(shipmentCancelRule(['cancelled', 'cancelled'])).toEqual({
      allowed: false,
      reason: messages.cancel.shipmentCancelled,
    });
  });

  it('leaves an unknown status to the provider (it refuses with 409 if it must)', () => {
    expect(shipmentCancelRule([null])).toEqual({ allowed: true });
    expect(shipmentCancelRule(['held_at_customs'])).toEqual({ allowed: true });
  });
});

describe('pickupCancelRule', () => {
  const now = { date: '2026-11-25', time: '10:30' };
  const pickup = (date: string, timeFrom: string, statusSlug: string | null = 'pending') => ({
    statusSlug,
    date,
    timeFrom,
  });

  it('allows a pickup until its window starts', () => {
    expect(pickupCancelRule(pickup('2026-11-26', '09:00'), now)).toEqual({ allowed: true });
    expect(pickupCancelRule(pickup('2026-11-25', '11:00'), now)).toEqual({ allowed: true });
    expect(pickupCancelRule(pickup('2026-11-25', '10:31', null), now)).toEqual({ allowed: true });
  });

  it('refuses from the first minute of the window, and for an earlier day', () => {
    const refused = { allowed: false, reason: messages.cancel.windowStarted };
    expect(pickupCancelRule(pickup('2026-11-25', '10:30'), now)).toEqual(refused);
    expect(pickupCancelRule(pickup('2026-11-25', '09:00', 'confirmed'), now)).toEqual(refused);
    expect(pickupCancelRule(pickup('2026-11-24', '15:00'), now)).toEqual(refused);
    expect(pickupCancelRule(pickup('2026-11-26', '09:00', 'completed'), now)).toEqual(refused);
  });

  it('says a cancelled pickup is cancelled', () => {
    expect(pickupCancelRule(pickup('2026-11-26', '09:00', 'cancelled'), now)).toEqual({
      allowed: false,
      reason: messages.cancel.pickupCancelled,
    });
  });
});
