import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { currentRequestId } from './ops/request-context';

export type { Logger };

const redact = {
  paths: ['*.password', '*.token', '*.accessToken', '*.otp', 'req.headers.cookie'],
  censor: '[redacted]',
};

/** Every line written while a request runs carries its id, so one search finds them all. */
function mixin(): { reqId?: string } {
  const reqId = currentRequestId();
  return reqId ? { reqId } : {};
}

/**
 * JSON lines in production (for the log collector); in development short human-readable
 * lines, one per request, so the `OTP <code> for <recipient>` lines of the embedded
 * services stand out. Secrets are redacted wherever they appear under these keys.
 */
export function createLogger(
  level: string,
  options: { pretty?: boolean; destination?: NodeJS.WritableStream } = {},
): Logger {
  if (!options.pretty) {
    return options.destination
      ? pino({ level, redact, mixin }, options.destination)
      : pino({ level, redact, mixin });
  }
  return pino(
    { level, redact, mixin },
    pretty({
      colorize: !options.destination && process.stdout.isTTY,
      ...(options.destination && { destination: options.destination }),
      translateTime: 'HH:MM:ss',
      ignore: 'pid,hostname,request,service,reqId',
      sync: true,
    }),
  );
}
