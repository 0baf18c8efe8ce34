import { describe, expect, it } from 'vitest';
import {
  checkPickupWindow,
  isPickupSlot,
  parseTimeRange,
  pickupSlots,
} from '../../../server/reference/domain/time-grid';

describe('pickup time grid (30-minute steps, 06:00 to 22:00)', () => {
  it('lists every half hour of the pickup day', () => {
    const slots = pickupSlots();
    expect(slots[0]).toBe('06:00');
    expect(slots[1]).toBe('06:30');
    expect(slots.at(-1)).toBe('22:00');
    expect(slots).toHaveLength(33);
  });

  it('accepts only times on the grid', () => {
    expect(isPickupSlot('06:00')).toBe(true);
    expect(isPickupSlot('13:30')).toBe(true);
    expect(isPickupSlot('22:00')).toBe(true);
    expect(isPickupSlot('05:30')).toBe(false);
    expect(isPickupSlot('22:30')).toBe(false);
    expect(isPickupSlot('09:15')).toBe(false);
    expect(isPickupSlot('9:00')).toBe(false);
    expect(isPickupSlot('24:00')).toBe(false);
  });

  it("reads 'HH:mm - HH:mm'", () => {
    expect(parseTimeRange('09:00 - 12:30')).toEqual({ from: '09:00', to: '12:30' });
    expect(parseTimeRange('09:00-12:30')).toEqual({ from: '09:00', to: '12:30' });
    expect(parseTimeRange('9 - 12')).toBeNull();
    expect(parseTimeRange('09:00')).toBeNull();
  });

  it('wants the start before the end', () => {
    expect(checkPickupWindow('09:00', '12:00')).toBeNull();
    expect(checkPickupWindow('12:00', '12:00')).toBe('order');
    expect(checkPickupWindow('12:00', '09:00')).toBe('order');
    expect(checkPickupWindow('09:10', '12:00')).toBe('grid');
    expect(checkPickupWindow('nine', '12:00')).toBe('format');
  });
});
