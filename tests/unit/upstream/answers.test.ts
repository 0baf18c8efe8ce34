import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Upstream } from '../../../server/upstream';
import {
  failure,
  reply,
  startServer,
  upstreamAt,
  type TestServer,
} from '../../support/upstream/test-servers';
import {
  UpstreamError,
  UpstreamForbiddenError,
  UpstreamNotFoundError,
  UpstreamRejectedError,
  UpstreamSignedOutError,
  UpstreamUnavailableError,
  UpstreamValidationError,
} from '../../../server/failures';

const saved = { message: 'Address saved.', type: 'success', code: 0 };
const refusal = (code: number, message = 'Refused.') => ({
  success: false,
  data: null,
  notification: { message, type: 'error', code },
});

const answers: Record<string, (res: ServerResponse) => void> = {
  '/saved': (res) => reply(res, 200, { success: true, data: { id: 7 }, notification: saved }),
  '/plain': (res) => reply(res, 200, { success: true, data: [1, 2] }),
  '/expired-200': (res) => reply(res, 200, { ...refusal(100, 'Token expired'), success: true }),
  '/expired-401': (res) => reply(res, 401, refusal(100, 'Token expired')),
  '/unauthorised': (res) => reply(res, 401, refusal(401, 'Wrong email or password.')),
  '/invalid': (res) =>
    reply(res, 422, {
      ...refusal(422, 'The given data was invalid.'),
      errors: { email: ['The email has already been taken.', 'second'], phone: 'Bad phone.' },
    }),
  '/invalid-no-fields': (res) => reply(res, 422, refusal(422, 'Nothing to save.')),
  '/forbidden': (res) => reply(res, 403, refusal(403, 'Not your account.')),
  '/missing': (res) => reply(res, 404, refusal(404, 'No such shipment.')),
  '/conflict': (res) => reply(res, 409, refusal(409, 'Already linked.')),
  '/too-many': (res) => reply(res, 429, refusal(429, 'Too many attempts.')),
  '/broken': (res) => reply(res, 500, refusal(500, 'Server error.')),
  '/gateway': (res) =>
    res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'),
  '/html': (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hello</p>'),
  '/not-envelope': (res) => reply(res, 200, { id: 7 }),
  '/failure-on-200': (res) => reply(res, 200, refusal(404, 'No such address.')),
  '/no-content': (res) => res.writeHead(204).end(),
  '/php-style': (res) =>
    reply(res, 200, {
      success: true,
      data: null,
      errors: [],
      notification: { message: 'Deleted.', type: 'success', code: '0' },
    }),
};

let server: TestServer;
let upstream: Upstream;

beforeAll(async () => {
  server = await startServer((_req, res, hit) => {
    const answer = answers[hit.url];
    if (answer) answer(res);
    else reply(res, 418, 'unexpected path in test');
  });
  upstream = upstreamAt(server.url).upstream;
});

afterAll(async () => {
  await upstream.close();
  await server.close();
});

describe('a successful answer', () => {
  it('gives the data and the notification', async () => {
    const answer = await upstream.main.post('/saved', { body: { label: 'Home' } });
    expect(answer).toEqual({ data: { id: 7 }, notification: saved });
  });

  it('has no notification when the envelope has none', async () => {
    const answer = await upstream.main.get('/plain');
    expect(answer).toEqual({ data: [1, 2], notification: undefined });
  });

  it('parses the data with the schema given', async () => {
    const schema = z.object({ id: z.coerce.string() });
    const answer = await upstream.main.get('/saved', { schema });
    expect(answer.data).toEqual({ id: '7' });
  });

  it('is unavailable when the data does not match the schema', async () => {
    const err = await failure(
      upstream.main.get('/plain', { schema: z.object({ id: z.number() }) }),
    );
    expect(err).toBeInstanceOf(UpstreamUnavailableError);
    expect(err).toMatchObject({ status: 200, notification: undefined });
  });

  it('treats 204 No Content as success without data', async () => {
    expect(await upstream.main.delete('/no-content')).toEqual({
      data: null,
      notification: undefined,
    });
  });

  it('accepts a numeric-string code and an empty error list', async () => {
    const answer = await upstream.main.delete('/php-style');
    expect(answer).toEqual({
      data: null,
      notification: { message: 'Deleted.', type: 'success', code: 0 },
    });
  });
});

describe('a failed answer', () => {
  it('with code 100 on a 200 means signed out', async () => {
    const err = await failure(upstream.auth.get('/expired-200'));
    expect(err).toBeInstanceOf(UpstreamSignedOutError);
    expect(err).toMatchObject({
      service: 'auth',
      method: 'GET',
      path: '/expired-200',
      status: 200,
    });
  });

  it('with code 100 on a 401 means signed out', async () => {
    const err = await failure(upstream.main.get('/expired-401'));
    expect(err).toBeInstanceOf(UpstreamSignedOutError);
    expect(err).toMatchObject({ status: 401, notification: { code: 100 } });
  });

  it('with 422 and errors maps each field to its first message', async () => {
    const err = await failure(upstream.main.post('/invalid', { body: {} }));
    expect(err).toBeInstanceOf(UpstreamValidationError);
    expect((err as UpstreamValidationError).fields).toEqual({
      email: 'The email has already been taken.',
      phone: 'Bad phone.',
    });
    expect(err).toMatchObject({
      status: 422,
      notification: { message: 'The given data was invalid.' },
    });
  });

  it('with 422 but no fields is a refusal carrying its message', async () => {
    const err = await failure(upstream.main.post('/invalid-no-fields'));
    expect(err).toBeInstanceOf(UpstreamRejectedError);
    expect(err).not.toBeInstanceOf(UpstreamValidationError);
    expect(err).toMatchObject({ notification: { message: 'Nothing to save.' } });
  });

  it.each([
    ['/forbidden', UpstreamForbiddenError, 403],
    ['/missing', UpstreamNotFoundError, 404],
    ['/unauthorised', UpstreamRejectedError, 401],
    ['/conflict', UpstreamRejectedError, 409],
    ['/too-many', UpstreamRejectedError, 429],
    ['/broken', UpstreamUnavailableError, 500],
    ['/gateway', UpstreamUnavailableError, 502],
  ] as const)('%s becomes %o', async (path, type, status) => {
    const err = await failure(upstream.pickup.get(path));
    expect(err).toBeInstanceOf(type);
    expect(err).toMatchObject({ service: 'pickup', method: 'GET', path, status });
  });

  it('keeps the notification on a refusal so the user can be told', async () => {
    const err = await failure(upstream.main.post('/conflict'));
    expect((err as UpstreamError).notification).toEqual({
      message: 'Already linked.',
      type: 'error',
      code: 409,
    });
  });

  it('on a 200 is classified by its code', async () => {
    const err = await failure(upstream.main.get('/failure-on-200'));
    expect(err).toBeInstanceOf(UpstreamNotFoundError);
    expect(err).toMatchObject({ status: 200 });
  });

  it('that is not JSON is unavailable', async () => {
    const err = await failure(upstream.main.get('/html'));
    expect(err).toBeInstanceOf(UpstreamUnavailableError);
    expect(err).toMatchObject({ status: 200 });
  });

  it('that is JSON but not the envelope is unavailable', async () => {
    expect(await failure(upstream.main.get('/not-envelope'))).toBeInstanceOf(
      UpstreamUnavailableError,
    );
  });
});
