import { TooManyAttempts } from '../failures';
import type { RateLimits } from '../http/rate-limit';

/** The same limits, telling `refused` the limiter's name each time one says no. */
export function countRefusals(limits: RateLimits, refused: (limiter: string) => void): RateLimits {
  const counted = async <T>(limiter: string, work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } catch (err) {
      if (err instanceof TooManyAttempts) refused(limiter);
      throw err;
    }
  };
  return {
    attempt: (req, action, ...subjects) =>
      counted(action, limits.attempt(req, action, ...subjects)),
    track: (req, awbs) => counted('track', limits.track(req, awbs)),
    quote: (req) => counted('quote', limits.quote(req)),
    signIn: { reserve: (req, email) => counted('sign-in', limits.signIn.reserve(req, email)) },
  };
}
