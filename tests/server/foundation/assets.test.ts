import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { builtAssets, CLIENT_APP, CLIENT_ENTRY } from '../../../server/http/assets';

/** A fake production build: template, manifest and one hashed file. */
function fakeBuild(manifest: object): string {
  const root = mkdtempSync(join(tmpdir(), 'assets-'));
  mkdirSync(join(root, 'resources/views'), { recursive: true });
  mkdirSync(join(root, 'dist/client/.vite'), { recursive: true });
  mkdirSync(join(root, 'dist/client/assets'), { recursive: true });
  writeFileSync(
    join(root, 'resources/views/app.html'),
    '<html><head><title>Courier Portal</title><!--app-head--></head><body><!--app-page--></body></html>',
  );
  writeFileSync(join(root, 'dist/client/.vite/manifest.json'), JSON.stringify(manifest));
  const script = 'console.log(1)';
  writeFileSync(join(root, 'dist/client/assets/app-abc123.js'), script);
  // As the build leaves them: compressed copies beside the original.
  writeFileSync(join(root, 'dist/client/assets/app-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(root, 'dist/client/assets/app-abc123.js.br'), brotliCompressSync(script));
  return root;
}

const manifest = {
  [CLIENT_ENTRY]: {
    file: 'assets/app-abc123.js',
    css: ['assets/app-def456.css'],
    imports: ['_typed'],
    dynamicImports: [CLIENT_APP],
  },
  _typed: { file: 'assets/typed-000.js' },
  [CLIENT_APP]: { file: 'assets/boot-444.js', imports: ['_vendor'] },
  _vendor: { file: 'assets/vendor-789.js' },
  'resources/js/pages/auth/login.tsx': {
    file: 'assets/login-111.js',
    imports: ['_vendor', '_forms'],
  },
  _forms: { file: 'assets/forms-222.js', imports: ['_vendor'] },
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2': {
    file: 'assets/inter-latin-wght-normal-333.woff2',
  },
};
const root = fakeBuild(manifest);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the production build', () => {
  const assets = builtAssets(root);

  it('takes the asset version from the Vite manifest, and it changes with the build', () => {
    expect(assets.version).toMatch(/^[0-9a-f]{16}$/);
    const other = builtAssets(fakeBuild({ ...manifest, extra: { file: 'assets/x.js' } }));
    expect(other.version).not.toBe(assets.version);
  });

  it('links the hashed entry, its CSS and its imports into the page', async () => {
    const html = await assets.html(
      '<script data-page="app"></script>',
      '/login',
      'errors/error',
      undefined,
      'en',
    );
    expect(html).toContain('<script type="module" src="/assets/app-abc123.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-def456.css" />');
    expect(html).toContain('<link rel="modulepreload" href="/assets/typed-000.js" />');
    expect(html).toContain('<script data-page="app"></script>');
  });

  it('preloads the app the entry starts after the first paint, and what it imports', async () => {
    const html = await assets.html('', '/login', 'errors/error', undefined, 'en');
    expect(html).toContain('<link rel="modulepreload" href="/assets/boot-444.js" />');
    expect(html).toContain('<link rel="modulepreload" href="/assets/vendor-789.js" />');
  });

  it('puts an empty element for the browser to render into when the server did not render', async () => {
    const html = await assets.html(
      '<script data-page="app"></script>',
      '/login',
      'auth/login',
      undefined,
      'en',
    );
    expect(html).toContain('<script data-page="app"></script>\n    <div id="app"></div>');
    expect(html).toContain('<title>Courier Portal</title>');
  });

  it('puts the server rendering in the element, with its zone and the page title', async () => {
    const html = await assets.html(
      '<script data-page="app"></script>',
      '/login',
      'auth/login',
      {
        head: ['<title data-inertia="">Login | Courier Portal</title>'],
        html: '<main>Login</main>',
        timeZone: 'Asia/Beirut',
        narrow: false,
      },
      'en',
    );
    expect(html).toContain(
      '<div id="app" data-server-rendered="true" data-time-zone="Asia/Beirut"><main>Login</main></div>',
    );
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html).toContain('<title data-inertia="">Login | Courier Portal</title>');
  });

  it('says when the page was rendered for a narrow screen, which the browser hydrates with', async () => {
    const html = await assets.html(
      '',
      '/shipments',
      'shipments/index',
      {
        head: [],
        html: '<main></main>',
        timeZone: 'UTC',
        narrow: true,
      },
      'en',
    );
    expect(html).toContain(
      '<div id="app" data-server-rendered="true" data-time-zone="UTC" data-screen="narrow"><main></main></div>',
    );
  });

  it('preloads the text face, so text paints without waiting for it', async () => {
    const html = await assets.html('', '/login', 'auth/login', undefined, 'en');
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" href="/assets/inter-latin-wght-normal-333.woff2" crossorigin />',
    );
  });

  it('lists the page component chunk and its imports for after the first paint, not preloaded', async () => {
    const html = await assets.html('', '/login', 'auth/login', undefined, 'en');
    expect(html).toContain(
      '<meta name="page-chunks" content="/assets/login-111.js /assets/forms-222.js" />',
    );
    // Preloaded, they would be compiled ahead of the first paint.
    expect(html).not.toContain('<link rel="modulepreload" href="/assets/login-111.js" />');
    // What the entry's app already loads is neither listed nor preloaded twice.
    expect(html.match(/vendor-789/g)).toHaveLength(1);
    const other = await assets.html('', '/x', 'errors/error', undefined, 'en');
    expect(other).not.toContain('login-111');
    expect(other).not.toContain('page-chunks');
  });

  it('serves hashed files with a one-year immutable cache', async () => {
    const app = express().use(...assets.middleware);
    const res = await request(app).get('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the copy the build compressed, brotli first, else gzip, else the file itself', async () => {
    const app = express().use(...assets.middleware);
    const get = (encodings: string) =>
      request(app).get('/assets/app-abc123.js').set('Accept-Encoding', encodings);
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.text).toBe('console.log(1)');
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe('console.log(1)');
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('console.log(1)');
  });

  it('refuses to start without a manifest entry for the client', () => {
    expect(() => builtAssets(fakeBuild({}))).toThrow(/npm run build/);
  });
});
