// Bundles the server into one ESM file; packages stay in node_modules (native modules, size).
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts', 'server/reference/cli.ts', 'server/reference/seed-cli.ts'],
  outdir: 'dist/server',
  outbase: 'server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
