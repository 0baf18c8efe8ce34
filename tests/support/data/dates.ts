import { partsIn, todayIn } from '../../../shared/ui/time-zone';

/**
 * The demo shippers are in Lebanon, and the provider dates a shipment or a pickup on its
 * origin's calendar; the browser tests' pages run in the same zone (playwright.config.ts).
 * A test machine in UTC is a day behind that calendar from 22:00 (or 21:00 in summer).
 */
export const DEMO_ZONE = 'Asia/Beirut';

/** A calendar date `days` from today on the demo shippers' calendar. */
export function dayFromToday(days: number): string {
  const at = new Date(`${todayIn(DEMO_ZONE)}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The hour it is now on the demo shippers' clock (0 to 23). */
export const hourNow = (): number => partsIn(new Date(), DEMO_ZONE).hour;
