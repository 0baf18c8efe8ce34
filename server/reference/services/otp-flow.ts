import { z } from 'zod';
import { OTP_MAX_WRONG, OTP_TTL_SECONDS, checkOtp, newOtpCode } from '../domain/otp-rules';
import { fieldError, invalid, tooManyAttempts } from '../http/errors';
import { countWrongTry, createOtp, reissueOtp, type NewOtp, type OtpRow } from '../store/otps';
import { deliver, type Channel } from '../store/outbox';
import { codeText } from '../domain/words/mails';
import type { WordLanguage } from '../domain/words/language';
import type { ServiceContext } from './context';

export const otpField = z
  .string({ error: 'The code is required' })
  .trim()
  .regex(/^\d{6}$/, 'The code must be 6 digits');

const minutes = OTP_TTL_SECONDS / 60;

/** Sends a code in the language of the request that asked for it (`codeText`). */
export function sendCode(
  ctx: ServiceContext,
  purpose: NewOtp['purpose'],
  to: string,
  channel: Channel,
  code: string,
  language: WordLanguage,
): void {
  const text = codeText(language, purpose, code, minutes);
  deliver(
    ctx.db,
    ctx.log,
    { to, channel, code, text, sent_at: ctx.now().toISOString() },
    { showCodes: !ctx.production },
  );
}

/**
 * Stores a new code and sends it. `send: false` stores one that is never sent (a reset
 * for an unknown e-mail), so the answer looks the same either way.
 */
export function issueCode(
  ctx: ServiceContext,
  otp: Omit<NewOtp, 'code'>,
  send: boolean,
  language: WordLanguage,
): void {
  const code = newOtpCode();
  createOtp(ctx.db, { ...otp, code }, ctx.now());
  if (send) sendCode(ctx, otp.purpose, otp.recipient, otp.channel, code, language);
}

export function reissueCode(
  ctx: ServiceContext,
  row: OtpRow,
  send: boolean,
  language: WordLanguage,
): void {
  const code = newOtpCode();
  reissueOtp(ctx.db, row.id, code, ctx.now());
  if (send) sendCode(ctx, row.purpose, row.recipient, row.channel, code, language);
}

/** Checks a try against a stored code; throws the answer the portal shows when it fails. */
export function acceptCode(ctx: ServiceContext, row: OtpRow, code: string): void {
  switch (
    checkOtp(
      {
        codeHash: row.code_hash,
        attempts: row.attempts,
        expiresAt: row.expires_at,
        consumedAt: row.consumed_at,
      },
      code,
      ctx.now(),
    )
  ) {
    case 'ok':
      return;
    case 'used':
      throw fieldError('otp', 'This code has already been used. Request a new one.');
    case 'locked':
      throw tooManyAttempts('Too many wrong codes. Request a new code.');
    case 'expired':
      throw fieldError('otp', 'The code has expired. Request a new one.');
    case 'wrong': {
      countWrongTry(ctx.db, row.id);
      const left = OTP_MAX_WRONG - row.attempts - 1;
      throw invalid({
        otp:
          left > 0
            ? `The code is incorrect. ${left} ${left === 1 ? 'try' : 'tries'} left.`
            : 'The code is incorrect. Request a new code.',
      });
    }
  }
}
