import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { createSession } from '../../../server/http/session';
import { storedSessionSecret } from '../../../server/http/session-secret';
import { createLogger } from '../../../server/log';

const dir = mkdtempSync(join(tmpdir(), 'secret-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the session secret outside production', () => {
  it('is made once, kept readable by its owner only, and reused', () => {
    const file = join(dir, 'one', 'session-secret');
    const first = storedSessionSecret(file);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(storedSessionSecret(file)).toBe(first);
  });

  it('refuses a kept secret that is too short', () => {
    const file = join(dir, 'short');
    writeFileSync(file, 'abc');
    expect(() => storedSessionSecret(file)).toThrow(/shorter than 32/);
  });

  it('keeps a visitor signed in across a restart of the portal', async () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      SESSION_DB: join(dir, 'restart', 'sessions.sqlite'),
      SESSION_SECRET_FILE: join(dir, 'restart', 'session-secret'),
    });
    const logger = createLogger('silent');
    /** A portal process reduced to its session: one route signs in, one reads. */
    const start = async () => {
      const setup = await createSession(config, logger);
      const app = express().use(setup.middleware);
      app.post('/in', (req, res) => {
        req.session.accessToken = 'tok';
        res.end();
      });
      app.get('/who', (req, res) => res.json({ signedIn: Boolean(req.session.accessToken) }));
      return { app, close: setup.close };
    };
    const before = await start();
    const cookie = String((await request(before.app).post('/in')).headers['set-cookie']);
    await before.close();
    const after = await start();
    const res = await request(after.app)
      .get('/who')
      .set('Cookie', cookie.split(';')[0] ?? '');
    await after.close();
    expect(res.body).toEqual({ signedIn: true });
  });

  it('is still required from the environment in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required/);
  });
});
