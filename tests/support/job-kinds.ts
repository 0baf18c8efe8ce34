import type { ItemContext, Jobs, JobStatus } from '../../server/jobs/types';

/**
 * A job kind for the engine's tests: it records every call with its idempotency key, fails
 * items marked `{ fail: true }`, and can hold each item until the test lets it go, so a
 * test can cancel or restart between two items.
 */
export function recordingKind(options: { held?: boolean } = {}) {
  const calls: ItemContext[] = [];
  const waiting: Array<() => void> = [];
  let held = options.held ?? false;
  const handler = async (item: unknown, ctx: ItemContext) => {
    calls.push(ctx);
    if (held) await new Promise<void>((resolve) => waiting.push(resolve));
    if ((item as { fail?: boolean }).fail) throw new Error(`row ${ctx.index} refused`);
    return { created: ctx.idempotencyKey };
  };
  return {
    handler,
    calls,
    /** Lets the item in hand (and those after it, once `held` is off) go on. */
    release(all = false) {
      if (all) held = false;
      for (const go of waiting.splice(0)) go();
    },
    /** Resolves once the handler has been called `n` times. */
    called: (n: number) => until(() => calls.length >= n),
  };
}

/** Polls until `check` holds (a job's state is reached through its own runner). */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The job's status once it has reached one of `states`. */
export async function settled(
  jobs: Jobs,
  id: string,
  owner: string,
  states: JobStatus['state'][] = ['done', 'failed', 'cancelled'],
  timeoutMs?: number,
): Promise<JobStatus> {
  let status: JobStatus | undefined;
  await until(async () => {
    status = await jobs.status(id, owner);
    return !!status && states.includes(status.state);
  }, timeoutMs);
  return status as JobStatus;
}
