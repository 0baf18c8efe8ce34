import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { gracefulShutdown } from '../../server/http/shutdown';
import { createLogger } from '../../server/log';

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new ones, then releases and exits', async () => {
    const events: string[] = [];
    let started: () => void = () => {};
    // Stopped once the slow request is in, not after a fixed time: a busy machine may take
    // longer than any fixed time to accept it, and it would then not be in flight at all.
    const slowIn = new Promise<void>((resolve) => (started = resolve));
    const server = createServer((req, res) => {
      events.push(`start ${req.url}`);
      if (req.url === '/slow') started();
      res.on('finish', () => events.push(`answered ${req.url}`));
      setTimeout(() => res.end('done'), 200);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const inFlight = get(port, '/slow');
    const exited = new Promise<number>((resolve) => {
      const stop = gracefulShutdown(server, createLogger('silent'), {
        release: [async () => void events.push('released')],
        exit: resolve,
      });
      void slowIn.then(() => {
        stop('SIGTERM');
        events.push('stopping');
        void get(port, '/late').catch(() => events.push('late refused'));
      });
    });
    expect(await exited).toBe(0);
    expect(await inFlight).toEqual({ status: 200, body: 'done' });
    expect(events).toEqual([
      'start /slow',
      'stopping',
      'late refused',
      'answered /slow',
      'released',
    ]);
  });
});
