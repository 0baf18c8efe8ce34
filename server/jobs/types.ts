/**
 * Background jobs: a list of items worked through one at a time by the handler of the
 * job's kind (the bulk import creates one shipment per row). Progress is saved after every
 * item, so a restart resumes after the last saved one; the item in hand when a process dies
 * runs again, which is why handlers get an idempotency key per item.
 */
/**
 * 'cancelling': cancelled while an item is in hand; it becomes 'cancelled' once that item's
 * result is saved, so a result never shows an item as not sent that was sent after all.
 */
export type JobState = 'queued' | 'active' | 'cancelling' | 'done' | 'failed' | 'cancelled';

export interface ItemResult {
  index: number;
  ok: boolean;
  /** What the handler returned (ok) or the error's message (not ok). */
  value?: unknown;
  error?: string;
}

export interface JobStatus {
  id: string;
  kind: string;
  state: JobState;
  done: number;
  failed: number;
  left: number;
  results: ItemResult[];
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
}

export interface ItemContext {
  jobId: string;
  owner: string;
  index: number;
  /** The same on every attempt of this item: sent upstream so a re-run creates nothing twice. */
  idempotencyKey: string;
}

export type ItemHandler = (item: unknown, ctx: ItemContext) => Promise<unknown>;

/** Job kinds by name; a process runs only the kinds it was given. */
export type JobKinds = Record<string, ItemHandler>;

export interface Jobs {
  /** Queues a job for `owner` (a user id); returns its id. */
  start(kind: string, owner: string, items: unknown[]): Promise<string>;
  /**
   * Undefined for an unknown id and for another user's job alike. `results: false` leaves
   * the items' results out (a progress bar's poll needs only the counts).
   */
  status(
    id: string,
    owner: string,
    options?: { results?: boolean },
  ): Promise<JobStatus | undefined>;
  /** Items not yet sent are not sent; false when there is nothing of the owner's to cancel. */
  cancel(id: string, owner: string): Promise<boolean>;
  /**
   * How many jobs the store holds in each state, this process's and the others' (ended
   * ones are kept a week): what the operators' metrics show.
   */
  counts?(): Promise<JobCounts>;
  /** Picks up unfinished jobs (called once at start-up). */
  resume(): Promise<void>;
  close(): Promise<void>;
}

export interface JobCounts {
  queued: number;
  /** Being worked on, or being cancelled while an item is in hand. */
  active: number;
  done: number;
  failed: number;
}

export class UnknownJobKindError extends Error {}

/**
 * How long an ended job is kept (its progress and each item's result, for the result
 * screen and its downloads), then forgotten. Its items, which carry what they need to act
 * for the user (an access token), are dropped as soon as it ends.
 */
export const JOB_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export function idempotencyKey(jobId: string, index: number): string {
  return `${jobId}:${index}`;
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Runs one item, so both runners count a throwing item as failed and go on. */
export async function runItem(
  handler: ItemHandler,
  item: unknown,
  ctx: ItemContext,
): Promise<ItemResult> {
  try {
    return { index: ctx.index, ok: true, value: await handler(item, ctx) };
  } catch (err) {
    return { index: ctx.index, ok: false, error: errorMessage(err) };
  }
}
