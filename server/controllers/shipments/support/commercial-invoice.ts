import type { I18n } from '@lingui/core';
import type { Request, Response } from 'express';
import type { CommercialInvoiceData } from '../../../../shared/customs/invoice';
import {
  invoiceFileName,
  invoiceMessages,
  PAPERLESS_SERVICE,
  type InvoiceCopyChoice,
} from '../../../../shared/customs/downloads';
import type { WizardValues } from '../../../../shared/shipment-wizard/values';
import { shipmentMode } from '../../../../shared/shipment-wizard/mode';
import { commercialInvoice, CustomsNotOffered, sendCustomsDocument } from '../../../api/customs';
import { isSignedOut, refusalStatus, rescue } from '../../../api/meanings';
import { deps } from '../../../deps';
import { InvalidForm, Unavailable } from '../../../failures';
import { expectDownload } from '../../../http/answers';
import { wordsOf } from '../../../http/language';
import { toast } from '../../../http/toast';
import type { Upstream } from '../../../upstream';
import type { AccountContext } from '../../support/account-context';
import { ownShipmentDetail } from './own-shipment';

/**
 * Commercial invoices of international shipments (docs/customs.md, "Downloads and Paperless
 * Trade"): the provider gives the invoice's data (its customs extension, server/api/customs.ts)
 * and the portal draws the PDF (server/documents/commercial-invoice), loaded by import() with
 * the first invoice so no process carries pdfkit and its fonts until then.
 */

/** The invoice cannot be had, for a reason the error page says in `said`. */
export class InvoiceRefused extends Unavailable {
  override name = 'InvoiceRefused';
  constructor(
    readonly said: string,
    reason: string,
  ) {
    super(reason);
  }
}

const documents = () => import('../../../documents/commercial-invoice');

/**
 * The invoice's data, or null for a domestic shipment (the extension's 422). A provider
 * without the extension (a 404 or no envelope, for a shipment known to be the account's)
 * is an `InvoiceRefused` in the portal's words.
 */
export async function invoiceData(
  account: AccountContext,
  shipmentId: string,
): Promise<CommercialInvoiceData | null> {
  const { up, token, client } = account;
  try {
    // A 422 with the provider's field map: the shipment stays in its country.
    return await rescue(commercialInvoice(up, token, client, shipmentId), { fields: () => null });
  } catch (err) {
    // Caught: the provider's plain 422 says the same (no invoice to make), and a provider
    // without the extension is said in the portal's words.
    if (err instanceof CustomsNotOffered) {
      throw new InvoiceRefused(invoiceMessages.notOffered, err.message);
    }
    if (refusalStatus(err) === 422) return null;
    throw err;
  }
}

/**
 * One shipment's commercial invoice as a download, in the reader's language. Another
 * account's shipment, or none: the 404 page; a domestic one: the 422 page that says why; a
 * provider without the extension: the 503 page that says so.
 */
export async function downloadInvoice(
  req: Request,
  res: Response,
  account: AccountContext,
  shipmentId: string,
): Promise<void> {
  expectDownload(res, 'file', invoiceMessages.unavailable);
  const detail = await ownShipmentDetail(account, shipmentId);
  let data: CommercialInvoiceData | null;
  try {
    data = await invoiceData(account, shipmentId);
  } catch (err) {
    if (err instanceof InvoiceRefused) expectDownload(res, 'file', err.said);
    throw err;
  }
  if (!data) throw new InvalidForm({ shipment: invoiceMessages.domestic });
  const { renderCommercialInvoice } = await documents();
  const pdf = await renderCommercialInvoice(data, wordsOf(req));
  const awb = data.awb || detail.packages[0]?.awb || '';
  res
    .status(200)
    .type('application/pdf')
    .set('Content-Disposition', `attachment; filename="${invoiceFileName(awb)}"`)
    .set('Cache-Control', 'private, no-store')
    .send(pdf);
}

/** Writes one invoice × copies as a PDF of its own and gives its bytes (a batch's part). */
export async function invoicePdf(
  req: Request,
  data: CommercialInvoiceData,
  copies: InvoiceCopyChoice,
): Promise<Buffer> {
  const { writeCommercialInvoices } = await documents();
  const chunks: Uint8Array[] = [];
  await writeCommercialInvoices([data], {
    i18n: wordsOf(req),
    copies,
    write: (chunk) => {
      chunks.push(chunk);
      return Promise.resolve();
    },
  });
  return Buffer.concat(chunks);
}

/**
 * After a booking (spec §7; docs/customs.md): an international shipment with Paperless
 * Trade has its invoice drawn and sent to the provider (`POST …/documents`); one without
 * it gets the reminder to print three copies. The booking stands whatever happens here:
 * an invoice that could not be sent is said in a toast, and the row and drawer offer it.
 */
export async function afterBooking(
  req: Request,
  account: AccountContext,
  values: Pick<WizardValues, 'senderCountry' | 'receiverCountry' | 'services'>,
  shipmentId: string,
): Promise<void> {
  if (shipmentMode(values) !== 'international') return;
  if (!values.services.includes(PAPERLESS_SERVICE)) {
    toast(req, invoiceMessages.printThree, 'info');
    return;
  }
  try {
    const data = await invoiceData(account, shipmentId);
    if (!data) throw new Error('the provider reads the shipment as domestic');
    // The invoice customs files is in the reader's language, as the one they download.
    const { renderCommercialInvoice } = await documents();
    const pdf = await renderCommercialInvoice(data, wordsOf(req));
    await sendCustomsDocument(account.up, account.token, account.client, shipmentId, pdf);
    toast(req, invoiceMessages.sentElectronically, 'success');
  } catch (err) {
    // Caught: the shipment is booked; whatever kept the invoice from the provider (no
    // extension, a refusal, an outage, a fault drawing it) is said, logged, and left to
    // the customer's paper copies. Being signed out still signs out.
    if (isSignedOut(err)) throw err;
    deps(req).logger.warn({ err, shipmentId }, 'a paperless invoice could not be sent');
    toast(req, invoiceMessages.notSent, 'error');
  }
}

/**
 * Paperless Trade for a shipment booked without a reader at hand (an imported row, booked
 * by the import's job): its invoice drawn in `words`' language and sent to the provider.
 * Whether it went is the answer; nothing here undoes the booking. Only being signed out is
 * thrown, as for the row's other calls.
 */
export async function sendInvoiceOf(
  up: Upstream,
  token: string,
  client: number,
  shipmentId: string,
  words: I18n,
): Promise<boolean> {
  try {
    const data = await commercialInvoice(up, token, client, shipmentId);
    const { renderCommercialInvoice } = await documents();
    const pdf = await renderCommercialInvoice(data, words);
    await sendCustomsDocument(up, token, client, shipmentId, pdf);
    return true;
  } catch (err) {
    // Caught: no extension, a refusal, an outage or a fault drawing it leaves the invoice
    // to the customer's paper copies, as after a booking in the wizard.
    if (isSignedOut(err)) throw err;
    return false;
  }
}
