import { afterEach, describe, expect, it } from 'vitest';
import {
  reply,
  startServer,
  upstreamAt,
  type Handler,
  type TestServer,
} from '../../support/upstream/test-servers';
import { UpstreamRejectedError, UpstreamUnavailableError } from '../../../server/failures';

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});

const created = { success: true, data: { shipment_id: 7 } };

const DECLARATION = '/extensions/idempotency-key';
const declared = { success: true, data: { header: 'Idempotency-Key', kept_hours: 24 } };
const notFound = { success: false, data: null, notification: { message: 'Not found', code: 404 } };

/**
 * A service that fails the first `times` bookings as `fail` says, then answers; it declares
 * that it keeps Idempotency-Keys unless `keepsKeys` is false (then it answers 404 there).
 */
async function serve(times: number, fail: Handler, keepsKeys = true): Promise<TestServer> {
  let failed = 0;
  const server = await startServer((req, res, hit) => {
    if (req.url === DECLARATION) {
      reply(res, keepsKeys ? 200 : 404, keepsKeys ? declared : notFound);
      return;
    }
    if (failed < times) {
      failed++;
      fail(req, res, hit);
      return;
    }
    reply(res, 200, created);
  });
  open.push(server);
  return server;
}

const hang: Handler = () => {};
const reset: Handler = (req) => req.socket.destroy();
const outage: Handler = (_req, res) =>
  reply(res, 500, { success: false, data: null, notification: { message: 'Down', code: 500 } });

function client(url: string) {
  const { upstream } = upstreamAt(url, { timeoutMs: 300 });
  open.push(upstream);
  return upstream;
}

const bookings = (server: TestServer) => server.hits.filter((hit) => hit.url !== DECLARATION);
const declarations = (server: TestServer) =>
  server.hits.filter((hit) => hit.url === DECLARATION).length;
const keys = (server: TestServer) => bookings(server).map((hit) => hit.headers['idempotency-key']);

describe('a POST with an Idempotency-Key', () => {
  it('sends the key as the Idempotency-Key header, and no header without one', async () => {
    const server = await serve(0, hang);
    const up = client(server.url);
    await up.main.post('/clients/1/shipments', { body: {}, idempotencyKey: 'shipment-abc' });
    await up.main.post('/clients/1/shipments', { body: {} });
    expect(keys(server)).toEqual(['shipment-abc', undefined]);
  });

  it('reports a replayed answer only for a keyed call the provider marks Idempotent-Replayed', async () => {
    const server = await startServer((_req, res) => {
      res.setHeader('Idempotent-Replayed', 'true');
      reply(res, 200, created);
    });
    open.push(server);
    const up = client(server.url);
    const keyed = await up.main.post('/clients/1/shipments', { body: {}, idempotencyKey: 'k-1' });
    const plain = await up.main.post('/clients/1/shipments', { body: {} });
    expect(keyed.replayed).toBe(true);
    expect(plain.replayed).toBeUndefined();
  });

  it('reports a first answer as not replayed', async () => {
    const server = await serve(0, hang);
    const up = client(server.url);
    const answer = await up.main.post('/clients/1/shipments', { body: {}, idempotencyKey: 'k-2' });
    expect(answer.replayed).toBeUndefined();
  });

  it('is sent once more with the same key when it timed out, and its answer is the result', async () => {
    const server = await serve(1, hang);
    const up = client(server.url);
    const answer = await up.main.post('/clients/1/shipments', {
      body: { a: 1 },
      idempotencyKey: 'shipment-abc',
    });
    expect(answer.data).toEqual({ shipment_id: 7 });
    expect(keys(server)).toEqual(['shipment-abc', 'shipment-abc']);
    expect(bookings(server).map((hit) => hit.body)).toEqual(['{"a":1}', '{"a":1}']);
  });

  it('is sent once more when the connection dropped after sending', async () => {
    const server = await serve(1, reset);
    const up = client(server.url);
    const answer = await up.main.post('/pickup-requests', { body: {}, idempotencyKey: 'p-1' });
    expect(answer.data).toEqual({ shipment_id: 7 });
    expect(keys(server)).toEqual(['p-1', 'p-1']);
  });

  it('is sent at most twice: a second timeout fails as unavailable', async () => {
    const server = await serve(5, hang);
    const up = client(server.url);
    await expect(
      up.main.post('/clients/1/shipments', { body: {}, idempotencyKey: 'shipment-abc' }),
    ).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(bookings(server)).toHaveLength(2);
  });

  it('is not repeated after an answer, even a failure: the provider has spoken', async () => {
    const down = await serve(1, outage);
    await expect(
      client(down.url).main.post('/clients/1/shipments', { body: {}, idempotencyKey: 'k' }),
    ).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(down.hits).toHaveLength(1);

    const refusing = await serve(1, (_req, res) =>
      reply(res, 409, { success: false, data: null, notification: { message: 'No', code: 409 } }),
    );
    await expect(
      client(refusing.url).main.post('/clients/1/shipments', { body: {}, idempotencyKey: 'k' }),
    ).rejects.toBeInstanceOf(UpstreamRejectedError);
    expect(refusing.hits).toHaveLength(1);
  });
});

describe('a POST with an Idempotency-Key to a provider that does not declare it keeps keys', () => {
  it('is not sent again after a timeout: the provider might book the repeat again', async () => {
    const server = await serve(1, hang, false);
    await expect(
      client(server.url).main.post('/clients/1/shipments', { body: {}, idempotencyKey: 'k-3' }),
    ).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(bookings(server)).toHaveLength(1);
  });

  it('is not sent again after a dropped connection', async () => {
    const server = await serve(1, reset, false);
    await expect(
      client(server.url).pickup.post('/pickup-requests', { body: {}, idempotencyKey: 'p-2' }),
    ).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(bookings(server)).toHaveLength(1);
  });

  it('nor when the declaration itself gets no answer', async () => {
    const server = await startServer(() => {});
    open.push(server);
    await expect(
      client(server.url).main.post('/clients/1/shipments', { body: {}, idempotencyKey: 'k-4' }),
    ).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(bookings(server)).toHaveLength(1);
  });

  it('asks for the declaration only when a keyed call went unanswered, each time', async () => {
    const server = await serve(2, hang, false);
    const up = client(server.url);
    await up.main.post('/clients/1/shipments', { body: {}, idempotencyKey: 'k-5' }).catch(() => {});
    await up.main.post('/clients/1/shipments', { body: {}, idempotencyKey: 'k-6' }).catch(() => {});
    await up.main.post('/clients/1/shipments', { body: {}, idempotencyKey: 'k-7' });
    expect(bookings(server)).toHaveLength(3);
    expect(declarations(server)).toBe(2);
  });
});

describe('a POST without a key', () => {
  it('is never repeated after a timeout: the provider might act twice', async () => {
    const server = await serve(1, hang);
    await expect(
      client(server.url).main.post('/clients/1/shipments', { body: {} }),
    ).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(server.hits).toHaveLength(1);
  });

  it('is never repeated after a dropped connection', async () => {
    const server = await serve(1, reset);
    await expect(
      client(server.url).main.post('/clients/1/shipments', { body: {} }),
    ).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(server.hits).toHaveLength(1);
  });
});
