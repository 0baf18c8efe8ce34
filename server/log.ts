import { pino, type Logger } from 'pino';

export type { Logger };

/** One JSON line per event; secrets are redacted wherever they appear under these keys. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: ['*.password', '*.token', '*.accessToken', '*.otp', 'req.headers.cookie'],
      censor: '[redacted]',
    },
  });
}
