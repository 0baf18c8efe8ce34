import express from 'express';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AT_ONCE_UP_TO_BYTES, compression } from '../../../server/http/compression';

/** Page-object-like JSON of about `bytes` bytes, with text beyond Latin-1 in it. */
const pageOf = (bytes: number) =>
  JSON.stringify({ component: 'shipments/index', rows: 'Ra’s Bayrūt · '.repeat(bytes / 16) });
const page = pageOf(8 * 1024);
const large = pageOf(AT_ONCE_UP_TO_BYTES + 4096);

let server: Server;
beforeAll(async () => {
  const app = express();
  app.use(compression());
  const json = (res: express.Response) => res.setHeader('Content-Type', 'application/json');
  app.get('/whole', (_req, res) => {
    json(res);
    const bytes = Buffer.from(page);
    res.setHeader('Content-Length', bytes.length);
    res.end(bytes);
  });
  app.get('/whole-text', (_req, res) => {
    json(res);
    res.end(page, 'utf8');
  });
  app.get('/small', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/large', (_req, res) => {
    json(res);
    res.end(large);
  });
  app.get('/parts', (_req, res) => {
    res.setHeader('Content-Type', 'text/csv');
    res.write(page.slice(0, 4000));
    res.end(page.slice(4000));
  });
  app.get('/no-transform', (_req, res) => {
    json(res);
    res.setHeader('Cache-Control', 'no-transform');
    res.end(page);
  });
  app.get('/image', (_req, res) => {
    res.setHeader('Content-Type', 'image/png');
    res.end(Buffer.alloc(4096, 1));
  });
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The answer as it came over the wire: no client here decodes it. */
function get(
  path: string,
  acceptEncoding?: string,
  method = 'GET',
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const CHROME = 'gzip, deflate, br, zstd';

describe('answers sent whole are compressed at once, with their length', () => {
  it('sends a page object gzipped to a browser, with the compressed length and Vary', async () => {
    const { headers, body } = await get('/whole', CHROME);
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['content-length']).toBe(String(body.length));
    expect(headers['transfer-encoding']).toBeUndefined();
    expect(headers.vary).toMatch(/Accept-Encoding/);
    expect(body.length).toBeLessThan(Buffer.byteLength(page) / 3);
    expect(gunzipSync(body).toString('utf8')).toBe(page);
  });

  it('sends text given with its encoding the same way', async () => {
    const { headers, body } = await get('/whole-text', 'gzip');
    expect(headers['content-length']).toBe(String(body.length));
    expect(gunzipSync(body).toString('utf8')).toBe(page);
  });

  it('sends brotli to a client that prefers it', async () => {
    const { headers, body } = await get('/whole', 'br, gzip;q=0.8');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-length']).toBe(String(body.length));
    expect(brotliDecompressSync(body).toString('utf8')).toBe(page);
  });

  it('sends the answer as it is to a client that takes no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'gzip;q=0, br;q=0']) {
      const { headers, body } = await get('/whole', acceptEncoding);
      expect(headers['content-encoding']).toBeUndefined();
      expect(headers['content-length']).toBe(String(Buffer.byteLength(page)));
      expect(body.toString('utf8')).toBe(page);
    }
  });

  it('leaves small answers, images and no-transform answers as they are', async () => {
    for (const path of ['/small', '/image', '/no-transform']) {
      const { headers } = await get(path, CHROME);
      expect(headers['content-encoding'], path).toBeUndefined();
    }
  });

  it('answers HEAD with no body and no encoding', async () => {
    const { headers, body } = await get('/whole', CHROME, 'HEAD');
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.length).toBe(0);
  });
});

describe('answers written in parts, or too large to compress at once, are streamed', () => {
  it('streams a download written in parts through gzip', async () => {
    const { headers, body } = await get('/parts', 'gzip');
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['transfer-encoding']).toBe('chunked');
    expect(gunzipSync(body).toString('utf8')).toBe(page);
  });

  it('streams a whole answer larger than the at-once limit', async () => {
    const { headers, body } = await get('/large', 'gzip');
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['transfer-encoding']).toBe('chunked');
    expect(gunzipSync(body).toString('utf8')).toBe(large);
  });
});
