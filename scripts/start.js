// `npm start`: serve the production build, building it first on a fresh checkout.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const built = ['dist/server/main.js', 'dist/client/.vite/manifest.json'].every((f) =>
  existsSync(f),
);
if (!built) {
  console.log('No build found: building the portal first (npm run build)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../dist/server/main.js');
