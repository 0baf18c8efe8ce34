// `npm test`: every check the portal has, in order, each as its own process; it stops at the
// first that fails and ends with the time each took, so a slow phase shows where it is.
// The phases stay runnable one by one (`npm run typecheck`, `npm run test:e2e` ...).
import { spawn } from 'node:child_process';
import { preflight } from './preflight.js';

const bin = (name) => `node_modules/.bin/${name}`;

/** [name, command, ...arguments]; the browser suite runs the build made just before it. */
const PHASES = [
  ['type check', 'npm', 'run', 'typecheck'],
  ['lint', 'npm', 'run', 'lint'],
  ['format', 'npm', 'run', 'format:check'],
  // Every message extracted, in French and Arabic, and compiled (docs/i18n.md).
  ['catalogs', 'npm', 'run', 'i18n:check'],
  // The unit files that mock a module run apart, in 'unit-isolated' (vite.config.ts).
  ...[['unit', 'unit-isolated'], ['server'], ['protocol'], ['contract']].map((projects) => [
    `vitest ${projects[0]}`,
    bin('vitest'),
    'run',
    ...projects.flatMap((project) => ['--project', project]),
  ]),
  ['build', 'npm', 'run', 'build'],
  ['browser suite', bin('playwright'), 'test'],
  ['robustness', 'npm', 'run', 'test:robustness'],
  ['Node 22 and 24', 'npm', 'run', 'test:node-lines'],
];

let current;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    current?.kill(signal);
    process.exit(130);
  });
}

function run([command, ...args]) {
  return new Promise((resolve) => {
    current = spawn(command, args, { stdio: 'inherit' });
    current.on('error', (err) => {
      console.error(`${command}: ${err.message}`);
      resolve(1);
    });
    current.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms) => (ms / 1000).toFixed(1);
const times = [];

function report(failed) {
  const width = Math.max(...times.map(([name]) => name.length));
  const total = times.reduce((sum, [, ms]) => sum + ms, 0);
  console.log('\nPhase times');
  for (const [name, ms, ok] of times) {
    console.log(`  ${name.padEnd(width)}  ${seconds(ms).padStart(7)} s${ok ? '' : '  FAILED'}`);
  }
  console.log(`  ${'total'.padEnd(width)}  ${seconds(total).padStart(7)} s`);
  if (failed) console.log(`\nnpm test stopped at "${failed}".`);
}

const checked = Date.now();
const ready = preflight();
times.push(['preflight', Date.now() - checked, ready]);
if (!ready) process.exit(1);

for (const [name, ...command] of PHASES) {
  console.log(`\n=== ${name}: ${command.join(' ')}`);
  const started = Date.now();
  const code = await run(command);
  times.push([name, Date.now() - started, code === 0]);
  if (code !== 0) {
    report(name);
    process.exit(code);
  }
}
report();
