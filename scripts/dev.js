// `npm run dev`: the server restarts on change (tsx watch), Vite hot-reloads the pages.
import { spawn } from 'node:child_process';

const child = spawn(
  'npx',
  ['tsx', 'watch', '--clear-screen=false', '--exclude', 'resources/**', 'server/main.ts', '--dev'],
  { stdio: 'inherit', env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'debug' } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
