/** spec §5/§9: pickup times are 30-minute steps from 06:00 to 22:00. */
export const PICKUP_DAY_START = '06:00';
export const PICKUP_DAY_END = '22:00';
export const PICKUP_STEP_MINUTES = 30;

export function toMinutes(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function fromMinutes(total: number): string {
  const h = Math.floor(total / 60);
  const m = total % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

export function pickupSlots(): string[] {
  const out: string[] = [];
  const end = toMinutes(PICKUP_DAY_END) ?? 0;
  for (let t = toMinutes(PICKUP_DAY_START) ?? 0; t <= end; t += PICKUP_STEP_MINUTES) {
    out.push(fromMinutes(t));
  }
  return out;
}

export function isPickupSlot(time: string): boolean {
  const minutes = toMinutes(time);
  if (minutes === null) return false;
  const start = toMinutes(PICKUP_DAY_START) ?? 0;
  const end = toMinutes(PICKUP_DAY_END) ?? 0;
  return minutes >= start && minutes <= end && (minutes - start) % PICKUP_STEP_MINUTES === 0;
}

/** 'HH:mm - HH:mm' (spaces around the dash optional) into its two times. */
export function parseTimeRange(value: string): { from: string; to: string } | null {
  const match = /^\s*(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})\s*$/.exec(value);
  return match ? { from: match[1], to: match[2] } : null;
}

export type RangeProblem = 'format' | 'grid' | 'order';

/** Why a pickup window is not acceptable, or null when it is. */
export function checkPickupWindow(from: string, to: string): RangeProblem | null {
  const a = toMinutes(from);
  const b = toMinutes(to);
  if (a === null || b === null) return 'format';
  if (!isPickupSlot(from) || !isPickupSlot(to)) return 'grid';
  return a < b ? null : 'order';
}
