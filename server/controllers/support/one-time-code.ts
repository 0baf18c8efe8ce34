import { messages } from '../../../shared/messages';
import type { CodeScreenProps } from '../../../shared/pages';
import { secondsLeft } from '../../http/countdown';
import type { PendingCode } from '../../http/session-data';
import { rescue, refusalStatus } from '../../api/meanings';
import { InvalidForm } from '../../failures';

/** What the registration and reset code screens have in common. */

export function codeScreen(pending: PendingCode): CodeScreenProps {
  return {
    email: pending.email,
    ...codeCountdown(pending),
    sentMessage: pending.sentMessage ?? null,
  };
}

/** The countdown of any code screen (the account link's too). */
export function codeCountdown(pending: Pick<PendingCode, 'endsAt' | 'locked'>) {
  return {
    // A dead code has no time left: the countdown stops and Resend is what is offered.
    secondsLeft: pending.locked ? 0 : secondsLeft(pending.endsAt),
    locked: Boolean(pending.locked),
  };
}

/** upstream-contract.md: a code takes at most five wrong tries, then a new one is needed. */
export const WRONG_CODES_ALLOWED = 5;

/**
 * Checks a code with the service. The fifth wrong code (or the service's own 429) kills the
 * code until a new one is sent, on every code screen alike: the session remembers, and
 * the message stays under the boxes.
 */
export async function checkCode<T>(
  pending: Pick<PendingCode, 'locked' | 'wrong'>,
  check: () => Promise<T>,
): Promise<T> {
  const lock = (): never => {
    pending.locked = true;
    throw new InvalidForm({ otp: messages.otp.locked });
  };
  if (pending.locked) lock();
  // Thrown on: wrong codes are counted, and the fifth (or a 429) locks the code.
  return rescue(check, {
    fields: (fields, err): never => {
      if (fields.otp) {
        pending.wrong = (pending.wrong ?? 0) + 1;
        if (pending.wrong >= WRONG_CODES_ALLOWED) lock();
      }
      throw err;
    },
    failed: (err): never => {
      if (refusalStatus(err) === 429) lock();
      throw err;
    },
  });
}
