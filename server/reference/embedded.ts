import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ReferenceOptions, ReferenceServices } from './index';

export type ToWorker = 'close';
export type FromWorker = { log: string } | { urls: ReferenceServices['urls'] } | { error: string };

/**
 * The worker's module in the build: `dist/server/reference/worker.js`, beside
 * `dist/server/main.js`, where this code sits (or in one of its chunks). Run from the
 * sources (`npm run dev`), there is none: a worker thread does not take tsx's loader.
 */
function builtWorker(): URL | undefined {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) return undefined;
  return new URL(`${here.includes('/chunks/') ? '../' : './'}reference/worker.js`, import.meta.url);
}

/**
 * The reference services embedded in the portal's process, in a thread of their own when
 * the portal runs from its build: on their own heap, so their data (about half of a 128 MB
 * heap) do not lengthen every collection of the portal's garbage, and on their own core,
 * so the demo's upstream calls are answered beside the portal's work, not between its
 * requests. From the sources they run in the portal's thread, as before.
 */
export async function startEmbeddedServices(
  options: ReferenceOptions,
  worker = builtWorker(),
): Promise<ReferenceServices> {
  if (worker) return startInWorker(worker, options);
  const { startReferenceServices } = await import('./index');
  return startReferenceServices(options);
}

function startInWorker(module: URL, options: ReferenceOptions): Promise<ReferenceServices> {
  const { log, ...data } = options;
  const worker = new Worker(module, { workerData: data });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    worker.on('message', (message: FromWorker) => {
      if ('log' in message) log(message.log);
      else if ('error' in message) {
        reject(new Error(`the reference services did not start: ${message.error}`));
        void worker.terminate();
      } else {
        resolve({
          urls: message.urls,
          close: async () => {
            worker.postMessage('close' satisfies ToWorker);
            await exited;
          },
        });
      }
    });
    worker.on('error', (err) => {
      reject(err);
      log(`the reference services failed: ${err.stack ?? err.message}`);
    });
    void exited.then(() => reject(new Error('the reference services stopped before starting')));
  });
}
