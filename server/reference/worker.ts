import { parentPort, workerData } from 'node:worker_threads';
import { startReferenceServices, type ReferenceOptions } from './index';
import type { FromWorker, ToWorker } from './embedded';

/**
 * The reference services in a thread of the portal's process (`embedded.ts` starts it):
 * what they say goes to the portal's log, their addresses back once they listen, and they
 * stop when asked.
 */
const port = parentPort;
if (!port) throw new Error('the reference services worker runs only as a worker thread');
const send = (message: FromWorker) => port.postMessage(message);

const options = workerData as Omit<ReferenceOptions, 'log'>;
try {
  const services = await startReferenceServices({ ...options, log: (line) => send({ log: line }) });
  port.on('message', (message: ToWorker) => {
    // Exits the thread only: the portal goes on, and waits for this.
    if (message === 'close') void services.close().then(() => process.exit(0));
  });
  send({ urls: services.urls });
} catch (err) {
  send({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
}
