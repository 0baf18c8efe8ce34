// Bundles the server into one ESM file; packages stay in node_modules (native modules, size).
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

// Chunk names carry hashes: start empty so old chunks do not pile up.
rmSync('dist/server', { recursive: true, force: true });

await build({
  entryPoints: [
    'server/main.ts',
    'server/reference/cli.ts',
    'server/reference/seed-cli.ts',
    // The embedded services' thread (server/reference/embedded.ts).
    'server/reference/worker.ts',
  ],
  outdir: 'dist/server',
  outbase: 'server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The reference services become their own chunk, loaded only when the portal embeds them.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
