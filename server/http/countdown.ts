/** Whole seconds until `endsAt` (epoch ms), never negative: what an OTP countdown shows. */
export function secondsLeft(endsAt: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
