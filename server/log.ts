import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

const redact = {
  paths: ['*.password', '*.token', '*.accessToken', '*.otp', 'req.headers.cookie'],
  censor: '[redacted]',
};

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
      ? pino({ level, redact }, options.destination)
      : pino({ level, redact });
  }
  return pino(
    { level, redact },
    pretty({
      colorize: !options.destination && process.stdout.isTTY,
      ...(options.destination && { destination: options.destination }),
      translateTime: 'HH:MM:ss',
      ignore: 'pid,hostname,request,service,reqId',
      sync: true,
    }),
  );
}
