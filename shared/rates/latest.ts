/**
 * The rule that keeps an older answer from overwriting a newer one: each request takes a
 * number as it is sent, and only the answer to the last number sent is taken.
 */
export interface LatestOnly {
  /** The number of a request being sent now; every earlier one is stale from here on. */
  next(): number;
  /** Whether the answer to request `n` is the one to show. */
  isLatest(n: number): boolean;
}

export function latestOnly(): LatestOnly {
  let sent = 0;
  return {
    next: () => (sent += 1),
    isLatest: (n) => n === sent,
  };
}
