import { appendFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../../server/config';
import { createJobs } from '../../server/jobs';
import { createLogger } from '../../server/log';

/**
 * A portal process's job engine, made as server/main.ts makes it (createJobs from the
 * configuration, resume at start-up), run by tests/support/job-process.ts. Its one kind
 * stands in for the provider: each item is logged when begun and, ITEM_MS later, when
 * created under its idempotency key, so a test can kill the process between the two.
 * Commands come over IPC: start and status.
 */
const config = loadConfig();
const log = process.env.JOB_LOG as string;
const itemMs = Number(process.env.ITEM_MS ?? 100);
const jobs = await createJobs(
  config,
  {
    record: async (_item, ctx) => {
      appendFileSync(log, `begin ${ctx.idempotencyKey} ${process.pid}\n`);
      await sleep(itemMs);
      appendFileSync(log, `created ${ctx.idempotencyKey} ${process.pid}\n`);
      return { pid: process.pid };
    },
  },
  createLogger('silent', { pretty: false }),
);
await jobs.resume();

type Command =
  | { seq: number; op: 'start'; owner: string; count: number }
  | { seq: number; op: 'status'; id: string; owner: string };

process.on('message', (command: Command) => {
  const answer =
    command.op === 'start'
      ? jobs.start(
          'record',
          command.owner,
          Array.from({ length: command.count }, () => ({})),
        )
      : jobs.status(command.id, command.owner);
  void answer.then(
    (value) => process.send?.({ seq: command.seq, value }),
    (err: unknown) => process.send?.({ seq: command.seq, error: String(err) }),
  );
});
process.on('SIGTERM', () => void jobs.close().then(() => process.exit(0)));
process.send?.({ ready: true });
