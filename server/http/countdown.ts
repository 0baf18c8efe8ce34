import { OTP_SECONDS } from '../../shared/constants';

/** When a code sent now stops working (epoch ms): the end of its 10-minute countdown. */
export function codeEndsAt(now = Date.now()): number {
  return now + OTP_SECONDS * 1000;
}

/** Whole seconds until `endsAt` (epoch ms), never negative: what an OTP countdown shows. */
export function secondsLeft(endsAt: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
