import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The default of PORTAL_HEAP_MB in package.json's start script. */
export const PORTAL_HEAP_MB = 128;

export function ensureBuild(): void {
  if (existsSync('dist/server/main.js') && existsSync('dist/client/.vite/manifest.json')) return;
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed');
}
