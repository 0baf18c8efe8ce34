import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createServiceApp } from '../../../server/reference/http/app';
import { ok } from '../../../server/reference/http/envelope';
import { fieldError, signedOut } from '../../../server/reference/http/errors';

const lines: string[] = [];
const app = createServiceApp(
  'test',
  (line) => lines.push(line),
  (a) => {
    a.get('/fine', (_req, res) => ok(res, { n: 1 }, 'Done'));
    a.get('/quiet', (_req, res) => ok(res, []));
    a.get('/invalid', () => {
      throw fieldError('email', 'Email is required');
    });
    a.get('/signed-out', () => {
      throw signedOut();
    });
    a.get('/bug', async () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
    a.post('/echo', (req, res) => ok(res, req.body));
  },
);

describe('the services’ envelope', () => {
  it('wraps success with an optional notification', async () => {
    expect((await request(app).get('/fine')).body).toEqual({
      success: true,
      data: { n: 1 },
      notification: { message: 'Done', type: 'success', code: 0 },
    });
    expect((await request(app).get('/quiet')).body).toEqual({ success: true, data: [] });
  });

  it('answers field errors with HTTP 422 and the field map', async () => {
    const res = await request(app).get('/invalid');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      success: false,
      data: null,
      errors: { email: 'Email is required' },
      notification: { message: 'Email is required', type: 'error', code: 422 },
    });
  });

  it('gives code 100 when the token is missing or dead', async () => {
    const res = await request(app).get('/signed-out');
    expect(res.status).toBe(401);
    expect(res.body.notification.code).toBe(100);
  });

  it('answers unknown paths with a 404 envelope', async () => {
    const res = await request(app).delete('/nowhere');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, data: null, notification: { code: 404 } });
  });

  it('hides our own failures behind a 500 envelope and logs them', async () => {
    const res = await request(app).get('/bug');
    expect(res.status).toBe(500);
    expect(res.body.notification.code).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('secret internals');
    expect(lines.some((line) => line.includes('secret internals'))).toBe(true);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await request(app).post('/echo').set('content-type', 'application/json').send('{x');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, notification: { code: 400 } });
  });
});
