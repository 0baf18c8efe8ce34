/** spec §9: the OTP countdown reads HH:MM:SS; a negative or fractional rest shows whole seconds, never below zero. */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return [hours, minutes, rest].map((n) => String(n).padStart(2, '0')).join(':');
}

/** Whole seconds left until `endAt` (ms since epoch) at `now`, rounded up so 0 means over. */
export function secondsUntil(endAt: number, now: number): number {
  return Math.max(0, Math.ceil((endAt - now) / 1000));
}
