import { join, dirname } from 'node:path';
import type { Config } from '../config';
import type { Logger } from '../log';
import { embeddedJobs } from './embedded';
import type { JobKinds, Jobs } from './types';

export type {
  Jobs,
  JobCounts,
  JobKinds,
  JobStatus,
  JobState,
  ItemHandler,
  ItemContext,
} from './types';

/** The jobs' SQLite file: JOBS_DB, else `jobs.sqlite` beside the sessions' file. */
export function jobsFile(config: Pick<Config, 'sessionDb' | 'jobs'>): string {
  return config.jobs.dbFile ?? join(dirname(config.sessionDb), 'jobs.sqlite');
}

/**
 * The runner follows the session store: BullMQ on the sessions' Redis when REDIS_URL is
 * set (jobs are seen and carried on by every process), else the embedded SQLite runner.
 */
export async function createJobs(config: Config, kinds: JobKinds, logger: Logger): Promise<Jobs> {
  const onError = (err: unknown, jobId: string) => logger.error({ err, jobId }, 'job failed');
  if (config.redisUrl) {
    // Loaded only with Redis: BullMQ and ioredis are no part of a single-process portal.
    const { bullmqJobs } = await import('./bullmq');
    return bullmqJobs({ url: config.redisUrl, kinds, stalledMs: config.jobs.stalledMs, onError });
  }
  return embeddedJobs({ file: jobsFile(config), kinds, onError });
}
