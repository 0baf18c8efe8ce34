import { describe, expect, it } from 'vitest';
import { timeLabel, timeSlots, twelveHour } from '../../../shared/ui/time-slots';

describe('pickup time slots', () => {
  it('runs every 30 minutes from 06:00 to 22:00, both included', () => {
    const slots = timeSlots();
    expect(slots).toHaveLength(33);
    expect(slots[0]).toEqual({ value: '06:00', label: '6:00 AM' });
    expect(slots[1]).toEqual({ value: '06:30', label: '6:30 AM' });
    expect(slots.at(-1)).toEqual({ value: '22:00', label: '10:00 PM' });
  });

  it('reads noon and midnight the 12-hour way', () => {
    expect(twelveHour('12:00')).toBe('12:00 PM');
    expect(twelveHour('12:30')).toBe('12:30 PM');
    expect(twelveHour('00:00')).toBe('12:00 AM');
    expect(twelveHour('13:30')).toBe('1:30 PM');
  });
});

describe('timeLabel', () => {
  it('writes a time as the language does, with Latin digits', () => {
    expect(timeLabel('14:00', 'en')).toBe('2:00 PM');
    expect(timeLabel('06:30', 'en')).toBe('6:30 AM');
    expect(timeLabel('14:00', 'fr')).toBe('14:00');
    expect(timeLabel('14:00', 'ar')).toMatch(/^2:00\s\S*م/u);
  });

  it('gives back what is not a time as it is', () => {
    expect(timeLabel('soon', 'fr')).toBe('soon');
  });
});
