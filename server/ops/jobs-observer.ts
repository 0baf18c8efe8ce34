import type { JobKinds, Jobs } from '../jobs/types';
import type { Metrics } from './metrics';

/** The job kinds, each item measured: in hand, then done or failed. */
export function observedKinds(kinds: JobKinds, metrics: Metrics['jobs']): JobKinds {
  return Object.fromEntries(
    Object.entries(kinds).map(([kind, handler]) => [
      kind,
      async (item: unknown, ctx: Parameters<typeof handler>[1]) => {
        const end = metrics.item(kind);
        try {
          const value = await handler(item, ctx);
          end(true);
          return value;
        } catch (err) {
          end(false);
          throw err;
        }
      },
    ]),
  );
}

/** The same jobs, each one queued counted by kind. */
export function observedJobs(jobs: Jobs, metrics: Metrics['jobs']): Jobs {
  return {
    ...jobs,
    start: async (kind, owner, items) => {
      const id = await jobs.start(kind, owner, items);
      metrics.started(kind);
      return id;
    },
  };
}
