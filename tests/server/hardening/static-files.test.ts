import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { publicFiles } from '../../../server/http/assets';

const root = mkdtempSync(join(tmpdir(), 'public-'));
mkdirSync(join(root, 'public'));
writeFileSync(join(root, 'public/favicon.svg'), '<svg/>');
writeFileSync(join(root, 'public/logo.svg'), '<svg/>');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const app = express()
  .use(publicFiles(root))
  .use((_req, res) => void res.status(200).send('a page'));

describe('static files', () => {
  it('serves the logo and favicon at their paths with a short cache', async () => {
    for (const path of ['/favicon.svg', '/logo.svg']) {
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/svg/);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
    }
  });

  it('never looks at the disk for a page: a file that appears later is not served', async () => {
    writeFileSync(join(root, 'public/dashboard'), 'not a page');
    const res = await request(app).get('/dashboard');
    expect(res.text).toBe('a page');
  });

  it('leaves other methods to the routes', async () => {
    const res = await request(app).post('/logo.svg');
    expect(res.text).toBe('a page');
  });
});
