import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

export interface Listening {
  url: string;
  close(): Promise<void>;
}

/** Listens on loopback only: these services are never meant to face the network. */
export function listenLoopback(app: Express, port = 0): Promise<Listening> {
  const server: Server = createServer(app);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const { port: actual } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${actual}`, close: () => closeServer(server) });
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), 2000).unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
