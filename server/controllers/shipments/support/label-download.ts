import type { Request, Response } from 'express';
import { messages } from '../../../../shared/messages';
import type { LabelFormat, SheetPosition } from '../../../../shared/shipments/labels';
import { labelFile } from '../../../api/shipments';
import { deps } from '../../../deps';
import {
  InvalidForm,
  Unavailable,
  UpstreamNotFoundError,
  UpstreamRejectedError,
  UpstreamValidationError,
} from '../../../failures';
import { expectDownload } from '../../../http/answers';
import type { Upstream } from '../../../upstream/types';
import type { AccountContext } from '../../support/account-context';
import { isNotOffered } from '../../support/offered';
import type { LabelShipment } from './label-selection';
import type { CommercialInvoiceData } from '../../../../shared/customs/invoice';
import type { InvoiceCopyChoice } from '../../../../shared/customs/downloads';
import { invoiceData, invoicePdf, InvoiceRefused } from './commercial-invoice';

/**
 * Labels fetched ahead of the one being written: enough to keep the provider busy while
 * the file is written, few enough that a batch holds a handful of labels at most.
 */
export const LABELS_AHEAD = 4;

/** Far above any AWB label (the reference's are ~30 KB): a larger answer is no label. */
const MAX_LABEL_BYTES = 5 * 1024 * 1024;

/** Only these reach the provider's address (as `shipments.label` keeps to). */
const AWB = /^[A-Za-z0-9_-]{1,64}$/;
const CANCELLED = /cancel/i;

export interface LabelBatch {
  account: AccountContext;
  /** The shipments, read once the batch may start (label-selection.ts). */
  shipments: () => Promise<readonly LabelShipment[]>;
  format: LabelFormat;
  start: SheetPosition;
  /**
   * PDF only: after the labels, each international shipment's commercial invoice, this
   * many copies of each (docs/customs.md); 0 for none.
   */
  invoices: InvoiceCopyChoice | 0;
  fileName: string;
}

/** Invoices' data asked for ahead of the one being drawn, as labels are. */
const INVOICES_AHEAD = 4;

/** The AWBs of a batch in order; a package without a label is named in the message. */
export function batchAwbs(shipments: readonly LabelShipment[]): string[] {
  const packages = shipments.flatMap((s) => s.packages);
  if (packages.length === 0) throw new InvalidForm({ shipments: messages.labels.noPackages });
  const missing = packages.filter((p) => !AWB.test(p.awb) || CANCELLED.test(p.status));
  if (missing.length) {
    throw new InvalidForm({
      shipments: messages.labels.missing(missing.map((p) => p.awb || /*i18n*/ '(no AWB)')),
    });
  }
  return packages.map((p) => p.awb);
}

/**
 * The batch's one file, streamed (docs/architecture.md, Batch labels): each package's
 * label is asked of the provider, LABELS_AHEAD at a time and in order, and written as it
 * comes, so memory stays flat however many labels. ZPL labels follow one another; PDF labels are laid out on the
 * batch's pages (label-sheets.ts). Nothing is sent until the first label is in hand: a
 * provider that fails or lacks ZPL is said on the error page; a failure after that cuts
 * the download short (failures.ts), so the browser shows it failed rather than keep part
 * of a batch. A user has at most BATCHES_AT_ONCE batches under way.
 */
export async function streamLabels(req: Request, res: Response, batch: LabelBatch): Promise<void> {
  expectDownload(res, 'export', messages.labels.unavailable);
  const { token } = batch.account;
  if ((running.get(token) ?? 0) >= BATCHES_AT_ONCE) {
    throw new InvalidForm({ shipments: messages.labels.busy });
  }
  running.set(token, (running.get(token) ?? 0) + 1);
  try {
    const shipments = await batch.shipments();
    await writeBatch(req, res, batch, batchAwbs(shipments), shipments);
  } finally {
    const left = (running.get(token) ?? 1) - 1;
    if (left > 0) running.set(token, left);
    else running.delete(token);
  }
}

/**
 * Batches one user may have under way at once (in this process): each can ask the
 * provider for a thousand labels, so a user clicking again and again cannot multiply that.
 */
const BATCHES_AT_ONCE = 2;
const running = new Map<string, number>();

async function writeBatch(
  req: Request,
  res: Response,
  batch: LabelBatch,
  awbs: readonly string[],
  shipments: readonly LabelShipment[],
): Promise<void> {
  const { logger } = deps(req);
  const { up, token } = batch.account;
  const zpl = batch.format === 'zpl';
  const started = Date.now();
  const write = responseWriter(res, () => {
    res
      .status(200)
      .type(zpl ? 'application/zpl' : 'application/pdf')
      .set('Content-Disposition', `attachment; filename="${batch.fileName}"`)
      .set('Cache-Control', 'private, no-store');
  });
  const labels = ahead(awbs, LABELS_AHEAD, (awb) => fetchLabel(up, token, awb, zpl));
  let count: number;
  // Caught: before the first byte, a provider without ZPL or without commercial invoices,
  // or a label that cannot be read, is said in its own words on the error page; thrown on
  // either way.
  try {
    count = zpl
      ? await writeZpl(labels, write)
      : await writeSheets(req, batch, awbs, labels, write, shipments);
  } catch (err) {
    if (!res.headersSent && (err instanceof SaidFailure || err instanceof InvoiceRefused)) {
      expectDownload(res, 'export', err.said);
    }
    throw err;
  }
  res.end();
  logger.info({ labels: count, format: batch.format, ms: Date.now() - started }, 'label batch');
}

const NEWLINE = Uint8Array.of(0x0a);

type Write = (chunk: Uint8Array) => Promise<void>;

/** ZPL labels one after the other, each ending its line; returns how many. */
async function writeZpl(labels: AsyncIterable<Uint8Array>, write: Write): Promise<number> {
  let count = 0;
  for await (const label of labels) {
    await write(label);
    if (label[label.length - 1] !== 0x0a) await write(NEWLINE);
    count += 1;
  }
  return count;
}

/**
 * PDF labels laid out on the batch's pages; returns how many. pdf-lib (about 6 MB of heap)
 * loads here, with the first PDF batch, not with every process.
 */
async function writeSheets(
  req: Request,
  batch: LabelBatch,
  awbs: readonly string[],
  labels: AsyncIterable<Uint8Array>,
  write: Write,
  shipments: readonly LabelShipment[],
): Promise<number> {
  // The first invoice is asked for before any label is written: a provider without
  // commercial invoices is said on the error page, not found out half-way.
  const invoices = batch.invoices ? invoicesOf(batch, shipments) : null;
  const firstInvoice = invoices ? await nextInvoice(invoices) : null;
  const { LabelSheets, LAYOUT_4X6, LAYOUT_A4, UnreadableLabel } = await import('./label-sheets');
  const sheets = new LabelSheets({
    layout: batch.format === 'pdf-a4' ? LAYOUT_A4 : LAYOUT_4X6,
    start: batch.start,
    write,
  });
  let count = 0;
  for await (const label of labels) {
    // Caught: a label the portal cannot read is the provider's fault, said with its AWB.
    try {
      await sheets.add(label);
    } catch (err) {
      if (!(err instanceof UnreadableLabel)) throw err;
      const awb = awbs[count]!;
      throw new SaidFailure(messages.labels.unreadable(awb), `${awb}: ${err.message}`);
    }
    count += 1;
  }
  // Each invoice × copies is drawn as a PDF of its own, read and written out before the next.
  for (let data = firstInvoice; data && invoices; data = await nextInvoice(invoices)) {
    await sheets.addPages(await invoicePdf(req, data, batch.invoices || 1));
  }
  await sheets.end();
  return count;
}

/**
 * The invoices' data of the batch's shipments that may be international, in order, a few
 * ahead; a domestic one (known from its row, or the provider's 422) is null.
 */
function invoicesOf(
  batch: LabelBatch,
  shipments: readonly LabelShipment[],
): AsyncIterator<CommercialInvoiceData | null> {
  const ids = shipments.filter((s) => s.international !== false).map((s) => s.id);
  return ahead(ids, INVOICES_AHEAD, (id) => invoiceData(batch.account, id))[Symbol.asyncIterator]();
}

/** The next international shipment's invoice data, or null when there is none left. */
async function nextInvoice(
  invoices: AsyncIterator<CommercialInvoiceData | null>,
): Promise<CommercialInvoiceData | null> {
  for (let next = await invoices.next(); !next.done; next = await invoices.next()) {
    if (next.value) return next.value;
  }
  return null;
}

/** One label whole (a label is small; the batch is what must not be held). */
async function fetchLabel(up: Upstream, token: string, awb: string, zpl: boolean): Promise<Buffer> {
  const file = await labelFile(up, token, awb, { format: zpl ? 'zpl' : 'pdf' }).catch(
    (err: unknown) => {
      // The provider has no label for this package (not yet given an AWB), or refuses it
      // (409 or 410: a cancelled shipment's labels may not be printed), in its words.
      if (err instanceof UpstreamNotFoundError) {
        throw new InvalidForm({ shipments: messages.labels.missing([awb]) });
      }
      if (err instanceof UpstreamRejectedError && (err.status === 409 || err.status === 410)) {
        const said = err.notification?.message;
        throw new InvalidForm({
          shipments: said ? messages.labels.refused(said) : messages.labels.missing([awb]),
        });
      }
      // A provider without ZPL answers its PDF, or refuses the format: said plainly.
      if (zpl && (isNotOffered(err) || err instanceof UpstreamValidationError)) {
        throw new SaidFailure(messages.labels.zplNotOffered, 'the provider lacks ZPL labels');
      }
      throw err;
    },
  );
  if (!zpl && !/^application\/pdf\b/i.test(file.contentType)) {
    file.body.resume();
    throw new Unavailable(`the label of ${awb} is ${file.contentType}, not a PDF`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.body) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += bytes.length;
    if (size > MAX_LABEL_BYTES) throw new Unavailable(`the label of ${awb} is over 5 MB`);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/** The batch cannot be had, for a reason the error page says in `said`. */
class SaidFailure extends Unavailable {
  override name = 'SaidFailure';
  constructor(
    readonly said: string,
    reason: string,
  ) {
    super(reason);
  }
}

/**
 * `work` on each item, up to `width` at a time, the results yielded in order. A failure is
 * thrown when its turn comes; what runs ahead of it is left to finish and dropped.
 */
export async function* ahead<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<R>,
): AsyncGenerator<R> {
  const running: Promise<R>[] = [];
  let next = 0;
  const fill = () => {
    while (running.length < width && next < items.length) {
      const task = work(items[next++]!);
      // Awaited in its turn; until then a failure must not count as unhandled.
      task.catch(() => undefined);
      running.push(task);
    }
  };
  fill();
  while (running.length) {
    const result = await running.shift()!;
    fill();
    yield result;
  }
}

/** The response closed before the batch was written (the user cancelled the download). */
class DownloadClosed extends Error {
  override name = 'DownloadClosed';
}

/**
 * Writes to the response at the reader's pace: each write waits for the socket to drain,
 * so a slow connection slows the batch instead of filling memory. `begin` sets the headers
 * just before the first byte.
 */
function responseWriter(res: Response, begin: () => void) {
  return (chunk: Uint8Array) =>
    new Promise<void>((resolve, reject) => {
      if (!res.headersSent) begin();
      if (res.destroyed || res.writableEnded) return reject(new DownloadClosed('closed'));
      if (res.write(chunk)) return resolve();
      const done = (err?: Error) => {
        res.off('drain', drained);
        res.off('close', closed);
        if (err) reject(err);
        else resolve();
      };
      const drained = () => done();
      const closed = () => done(new DownloadClosed('closed while writing'));
      res.on('drain', drained);
      res.on('close', closed);
    });
}
