import { messages } from '../../shared/messages';
import type { CodeScreenProps } from '../../shared/pages';
import { secondsLeft } from '../http/countdown';
import { InvalidForm } from '../http/failures';
import type { PendingCode } from '../http/session-data';
import { UpstreamRejectedError } from '../upstream/errors';

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

/**
 * Checks a code with the service. Too many wrong codes (its 429) kill the code until a
 * new one is sent: the session remembers, and the message stays under the boxes.
 */
export async function checkCode<T>(
  pending: Pick<PendingCode, 'locked'>,
  check: () => Promise<T>,
): Promise<T> {
  if (pending.locked) throw new InvalidForm({ otp: messages.otp.locked });
  try {
    return await check();
  } catch (err) {
    if (!(err instanceof UpstreamRejectedError && err.status === 429)) throw err;
    pending.locked = true;
    throw new InvalidForm({ otp: messages.otp.locked });
  }
}
