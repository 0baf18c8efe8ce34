// `npm run test:slow-machine`: the whole browser suite on a machine made about half as fast.
// Two busy loops take a core each for as long as the suite runs, so the browsers, the
// portal and the reference services share what is left (docs/testing.md, "Browser
// tests on a slower machine"). Retries are off: a test that only passes on a second try
// fails here. Any arguments are handed to Playwright (a spec file, `-g`, `--workers`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';

const LOOPS = Number(process.env.SLOW_MACHINE_LOOPS ?? 2);

// The suite runs the production build; SLOW_MACHINE_BUILD=false reuses one already made.
if (process.env.SLOW_MACHINE_BUILD !== 'false' || !existsSync('dist/server/main.js')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Each loop is its own process, so the scheduler shares the cores with them as it would
// with another program on the machine; they end with this script whatever happens.
const loops = Array.from({ length: LOOPS }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopLoops = () => loops.forEach((loop) => loop.kill('SIGKILL'));
process.on('exit', stopLoops);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopLoops();
    process.exit(130);
  });
}

console.log(`${LOOPS} busy loops beside the browser suite on ${cpus().length} cores`);
const started = Date.now();
const suite = spawn('npx', ['playwright', 'test', '--retries', '0', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
suite.on('exit', (code, signal) => {
  stopLoops();
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`browser suite beside ${LOOPS} busy loops: ${minutes} min, exit ${code ?? signal}`);
  process.exit(code ?? 1);
});
