import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDayFrom,
  deliveryOf,
  localClock,
  weekendOf,
} from '../../../server/reference/domain/delivery-date';

// 2026-03-02 is a Monday.
describe('business days', () => {
  it('skip Saturday and Sunday in most places, Friday and Saturday in the Gulf', () => {
    expect(weekendOf('GB')).toEqual([6, 0]);
    expect(weekendOf('sa')).toEqual([5, 6]);
    expect(addBusinessDays('2026-03-05', 1, weekendOf('GB'))).toBe('2026-03-06');
    expect(addBusinessDays('2026-03-05', 1, weekendOf('SA'))).toBe('2026-03-08');
    expect(addBusinessDays('2026-03-06', 1, weekendOf('GB'))).toBe('2026-03-09');
    expect(businessDayFrom('2026-03-07', weekendOf('US'))).toBe('2026-03-09');
    expect(businessDayFrom('2026-03-07', weekendOf('SA'))).toBe('2026-03-08');
  });
});

describe('the origin’s clock', () => {
  it('reads date and time in the origin’s zone', () => {
    const at = new Date('2026-03-02T22:30:00Z');
    expect(localClock(at, 'LB')).toEqual({ date: '2026-03-03', time: '00:30' });
    expect(localClock(at, 'US')).toEqual({ date: '2026-03-02', time: '17:30' });
    expect(localClock(at, 'ZZ')).toEqual({ date: '2026-03-02', time: '22:30' });
  });
});

describe('the delivery date', () => {
  const base = { origin: 'LB', destination: 'GB', transitDays: 3 };

  it('ships on the day asked for before the cut-off', () => {
    const now = new Date('2026-03-02T12:00:00Z'); // 14:00 in Beirut
    expect(deliveryOf({ ...base, now, shipDate: '2026-03-02' })).toEqual({
      shipDate: '2026-03-02',
      estimatedDate: '2026-03-05',
      businessDays: 3,
      cutoff: '17:00',
    });
  });

  it('ships the next business day after the cut-off', () => {
    const now = new Date('2026-03-06T15:30:00Z'); // Friday 17:30 in Beirut
    const late = deliveryOf({ ...base, now, shipDate: '2026-03-06' });
    expect(late.shipDate).toBe('2026-03-09');
    expect(late.estimatedDate).toBe('2026-03-12');
    const early = deliveryOf({ ...base, now, shipDate: '2026-03-10' });
    expect(early.shipDate).toBe('2026-03-10');
  });

  it('counts on the destination’s week', () => {
    const now = new Date('2026-03-02T06:00:00Z');
    // Leaves Wednesday; two business days in Riyadh skip Friday and Saturday.
    const gulf = deliveryOf({
      ...base,
      destination: 'SA',
      transitDays: 2,
      now,
      shipDate: '2026-03-04',
    });
    expect(gulf.estimatedDate).toBe('2026-03-08');
    const europe = deliveryOf({ ...base, transitDays: 2, now, shipDate: '2026-03-04' });
    expect(europe.estimatedDate).toBe('2026-03-06');
  });
});
