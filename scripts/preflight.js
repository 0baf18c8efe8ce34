// What `npm test` needs besides node_modules: Debian's Chromium headless shell (the browser
// tests drive it, playwright.config.ts) and redis-server (the shared session store's test starts one,
// tests/support/processes/redis.ts). Run as root where apt-get is, it installs what is
// missing (a fresh CI machine); anywhere else, or with PREFLIGHT_INSTALL=false, it stops at
// once and prints the command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NEEDS = [
  {
    path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    pkg: 'chromium-headless-shell',
  },
  { path: '/usr/bin/redis-server', pkg: 'redis-server' },
];

/** Installs with apt-get where allowed; answers whether everything is there. */
export function preflight() {
  const missing = NEEDS.filter((need) => !existsSync(need.path)).map((need) => need.pkg);
  if (missing.length === 0) return true;
  const command = `apt-get install -y ${missing.join(' ')}`;
  const root = process.getuid?.() === 0;
  if (!root || !existsSync('/usr/bin/apt-get') || process.env.PREFLIGHT_INSTALL === 'false') {
    console.error(
      `npm test needs ${missing.join(' and ')}, which this machine lacks. Install them with:\n` +
        `  sudo apt-get update && sudo ${command}`,
    );
    return false;
  }
  console.log(`Installing ${missing.join(' and ')} (${command})...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const run = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (run.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${run.status ?? run.signal})`);
      return false;
    }
  }
  const still = NEEDS.filter((need) => !existsSync(need.path)).map((need) => need.path);
  if (still.length) console.error(`Still missing after apt-get: ${still.join(', ')}`);
  return still.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(preflight() ? 0 : 1);
