const pad = (n: number) => String(n).padStart(2, '0');
/** A calendar date `days` from today, as the services (local time) read it. */
export function dayFromToday(days: number): string {
  const at = new Date();
  at.setDate(at.getDate() + days);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
