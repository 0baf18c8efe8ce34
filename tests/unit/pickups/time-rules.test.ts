import { describe, expect, it } from 'vitest';
import { timeSlots, twelveHour } from '../../../shared/ui/time-slots';
import {
  gridTime,
  isPickupSlot,
  PICKUP_WINDOWS,
  pickupTimeField,
  startAfterEnd,
  timeRangeLabel,
  windowOf,
} from '../../../shared/pickups/time-windows';

describe('the pickup time grid (spec §9)', () => {
  it('runs every 30 minutes from 06:00 to 22:00, both included', () => {
    const values = timeSlots().map((s) => s.value);
    expect(values[0]).toBe('06:00');
    expect(values.at(-1)).toBe('22:00');
    expect(values).toHaveLength(33);
    expect(values).toContain('13:30');
    expect(values).not.toContain('13:15');
  });

  it('shows the times in 12-hour format', () => {
    expect(twelveHour('06:00')).toBe('6:00 AM');
    expect(twelveHour('12:00')).toBe('12:00 PM');
    expect(twelveHour('12:30')).toBe('12:30 PM');
    expect(twelveHour('13:30')).toBe('1:30 PM');
    expect(twelveHour('22:00')).toBe('10:00 PM');
    expect(timeSlots()[0]!.label).toBe('6:00 AM');
  });

  it('knows which times are on the grid', () => {
    expect(isPickupSlot('06:00')).toBe(true);
    expect(isPickupSlot('21:30')).toBe(true);
    expect(isPickupSlot('05:30')).toBe(false);
    expect(isPickupSlot('22:30')).toBe(false);
    expect(isPickupSlot('9:00')).toBe(false);
    expect(gridTime('09:00:00')).toBe('09:00');
    expect(gridTime('09:10')).toBe('');
    expect(gridTime(null)).toBe('');
  });
});

describe('the named windows', () => {
  it('are Morning 8-12, Afternoon 12-5 and Evening 5-9, each on the grid', () => {
    expect(PICKUP_WINDOWS.map((w) => [w.label, w.from, w.to])).toEqual([
      ['Morning 8 AM - 12 PM', '08:00', '12:00'],
      ['Afternoon 12 PM - 5 PM', '12:00', '17:00'],
      ['Evening 5 PM - 9 PM', '17:00', '21:00'],
    ]);
    for (const w of PICKUP_WINDOWS) expect(isPickupSlot(w.from) && isPickupSlot(w.to)).toBe(true);
  });

  it('are recognised only when both times match', () => {
    expect(windowOf('12:00', '17:00')?.id).toBe('afternoon');
    expect(windowOf('12:00', '16:30')).toBeNull();
  });
});

describe('the time rules', () => {
  it('refuse a start after the end, and an empty window', () => {
    expect(startAfterEnd('15:00', '10:00')).toBe(true);
    expect(startAfterEnd('10:00', '10:00')).toBe(true);
    expect(startAfterEnd('09:30', '10:00')).toBe(false);
  });

  it("write the API's field and the list's range", () => {
    expect(pickupTimeField('09:00', '12:30')).toBe('09:00 - 12:30');
    expect(timeRangeLabel('09:00', '12:00')).toBe('9:00 AM – 12:00 PM');
    expect(timeRangeLabel('09:00', '')).toBe('9:00 AM');
  });
});
