import type { z } from 'zod';

/**
 * A command of the reference services (`npm run services`, `npm run seed`): its settings
 * read from the environment and checked, then `main` run; a bad setting or a failure is
 * printed, and the process exits with 1.
 */
export function runCli<S extends z.ZodType>(
  envSchema: S,
  main: (env: z.output<S>) => Promise<void>,
): void {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      console.error(`${issue.path.join('.')}: ${issue.message}`);
    process.exit(1);
  }
  main(parsed.data).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
