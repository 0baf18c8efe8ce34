// Bundles the server into one ESM file; packages stay in node_modules (native modules, size).
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
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

// The portal process holds the source of every file it loads for as long as it runs, one
// byte a character only when none is above U+00FF: one such character (in a regex, say,
// which esbuild leaves as written) doubles that file's memory. The server's render
// (dist/ssr) is escaped by its own build (vite.config.ts); this keeps both that way.
const wide = [];
// dist/ssr is there only once `vite build --ssr` has run (npm run build runs it first).
for (const dir of ['dist/server', 'dist/ssr'].filter((dir) => existsSync(dir))) {
  for (const file of readdirSync(dir, { recursive: true })) {
    if (!String(file).endsWith('.js')) continue;
    const path = join(dir, String(file));
    const found = /[^\0-\xff]/u.exec(readFileSync(path, 'utf8'));
    if (found) wide.push(`${path}: ${JSON.stringify(found[0])}`);
  }
}
if (wide.length) {
  console.error(
    `Characters above U+00FF in the server's files (write them as \\u escapes):\n${wide.join('\n')}`,
  );
  process.exit(1);
}
