import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The default of PORTAL_HEAP_MB in package.json's start script. */
export const PORTAL_HEAP_MB = 128;

/**
 * The young generation's cap in package.json's start script (`--max-semi-space-size`, in
 * MB). V8's default, 16, commits 32 MB of the process's memory to it once start-up has
 * grown it; 8 costs no CPU per visit (measured with P1's load) and keeps P6 within budget.
 */
export const PORTAL_SEMI_SPACE_MB = 8;

/** P6's target: the portal's resident memory after its visits (bench/memory.ts), in MB. */
export const PORTAL_RSS_BUDGET_MB = 150;

export function ensureBuild(): void {
  if (existsSync('dist/server/main.js') && existsSync('dist/client/.vite/manifest.json')) return;
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed');
}
