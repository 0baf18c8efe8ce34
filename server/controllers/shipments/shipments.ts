import { parseInvoiceCopies, INVOICES_QUERY } from '../../../shared/customs/downloads';
import { consigneeNoticesForm } from '../../../shared/forms/notices';
import { messages } from '../../../shared/messages';
import { CANCELLED_SLUG } from '../../../shared/shipments/cancel';
import { labelsFileName, parseLabelRequest } from '../../../shared/shipments/labels';
import { parseFilters } from '../../../shared/shipments/query';
import { labelFile, listShipments, shipmentDetail, statusOptions } from '../../api/shipments';
import { saveConsigneeNotices } from '../../api/notices';
import { validated } from '../../http/validate';
import { notify } from '../../http/toast';
import { InvalidForm } from '../../failures';
import { expectDownload } from '../../http/answers';
import { EXPORT_PAGE_SIZE, streamCsvExport, today } from '../../http/csv-export';
import { streamPdf } from '../../http/pdf-stream';
import { render } from '../../http/render';
import { optional } from '../../inertia';
import type { Handler } from '../../routing/handler';
import { requireAccount } from '../support/account-context';
import { loaded, scrollList } from '../support/lists';
import { shipmentsTable, tracking } from '../support/shipments-table';
import { EXPORT_HEADER, exportRows } from './support/export-rows';
import { cancelFromList } from './support/cancel-shipment';
import { streamLabels } from './support/label-download';
import { labelShipments, offerWayBackToList } from './support/label-selection';
import { startFromShipment } from './support/draft-from-shipment';
import { downloadInvoice } from './support/commercial-invoice';
import { resolveFromDrawer, uploadFromDrawer } from './support/exception-fix';
import { fileFromDrawer } from './support/claim-filing';
import { downloadProof, streamSignature } from './support/proof-of-delivery';

/**
 * My Shipments (spec §2.9). The table reloads alone on page, filter and search changes;
 * phones scroll through it as cards (spec §9); the tracking drawer's data comes only when
 * a partial reload asks for it.
 */
export const show: Handler = async (req, res) => {
  const account = requireAccount(req);
  await render(res, 'shipments/shipments', {
    table: scrollList(() => loaded(() => shipmentsTable(req, account)), 'id'),
    tracking: optional(() => tracking(req, account)),
  });
};

/** Export CSV (beyond the spec): every shipment of the current filter and search. */
export const exportCsv: Handler = (req, res) => {
  const { up, token, client } = requireAccount(req);
  // The filter is read once, with the first page: the status list is asked for once.
  let filters: Promise<ReturnType<typeof parseFilters>> | undefined;
  return streamCsvExport(res, {
    fileName: `shipments-${today()}.csv`,
    header: EXPORT_HEADER,
    page: async (page: number) => {
      filters ??= statusOptions(up, token).then((options) => parseFilters(req.query, options));
      const { filter: status, search } = await filters;
      return listShipments(up, token, client, { page, status, search, perPage: EXPORT_PAGE_SIZE });
    },
    lines: exportRows,
    unavailable: messages.shipments.exportUnavailable,
  });
};

/**
 * A package's AWB label (spec §2.9 'Download AWB'). The package must belong to a shipment
 * of the selected account.
 */
export const label: Handler = (req, res) => {
  const account = requireAccount(req);
  const { up } = account;
  const shipmentId = String(req.params.shipment);
  const packageId = String(req.params.package);
  return streamPdf(req, res, {
    open: async () => {
      const detail = await shipmentDetail(up, account.token, account.client, shipmentId);
      const pkg = detail.packages.find((p) => p.id === packageId);
      if (!pkg || !/^[A-Za-z0-9_-]{1,64}$/.test(pkg.awb)) return null;
      // A cancelled shipment's labels are refused: said on the error page.
      if (pkg.last_status?.slug === CANCELLED_SLUG) {
        throw new InvalidForm({ label: messages.cancel.labelRefused });
      }
      return { file: await labelFile(up, account.token, pkg.awb), filename: `AWB-${pkg.awb}.pdf` };
    },
    unavailable: messages.shipments.labelUnavailable,
  });
};

/**
 * 'Commercial invoice' of an international shipment (docs/customs.md, "Downloads and
 * Paperless Trade"), from its row and its tracking drawer: the provider's customs data drawn
 * as a PDF in the reader's language. A domestic shipment, another account's, or a provider
 * without the customs extension: the error page says why.
 */
export const commercialInvoice: Handler = (req, res) =>
  downloadInvoice(req, res, requireAccount(req), String(req.params.shipment));

/**
 * 'Cancel shipment' (docs/architecture.md, Cancelling): while none of its packages has been picked up, after the
 * confirm dialog of its row or tracking drawer; back to that page with a toast.
 */
export const cancel: Handler = (req, res) => cancelFromList(req, res);

/**
 * Batch labels (docs/architecture.md): one file with the label of every package of the chosen
 * shipments (ids from a page of My Shipments, or every row of its filter), as PDF 4×6, PDF
 * A4 with four labels per sheet from a chosen place, or ZPL, streamed as the labels come;
 * a PDF may end with the international shipments' commercial invoices (`invoices=1|3`).
 */
export const labels: Handler = async (req, res) => {
  offerWayBackToList(req, res);
  const account = requireAccount(req);
  expectDownload(res, 'export', messages.labels.unavailable);
  const { format, start } = parseLabelRequest(req.query);
  if (!format) throw new InvalidForm({ format: messages.labels.noFormat });
  await streamLabels(req, res, {
    account,
    shipments: () => labelShipments(req, account),
    format,
    start,
    // With PDF labels, each international shipment's commercial invoice × 1 or 3 after them.
    invoices: format === 'zpl' ? 0 : parseInvoiceCopies(req.query[INVOICES_QUERY]),
    fileName: labelsFileName(format, today()),
  });
};

/**
 * 'Ship again': a new draft filled in from the shipment, opened at the
 * Packages step, references empty; a draft in progress is replaced once confirmed.
 */
export const shipAgain: Handler = (req, res) => startFromShipment(req, res, 'ship-again');

/**
 * 'Create return': of a delivered shipment, a new draft with the ends swapped,
 * the same consignee and packages, and Order Reference `RET-…`, marked as its return.
 */
export const createReturn: Handler = (req, res) => startFromShipment(req, res, 'create-return');

/** A package's exception fixed from the tracking drawer (docs/exceptions.md). */
export const resolveException: Handler = (req, res) => resolveFromDrawer(req, res);

/** The document a customs hold asks for, streamed to the provider. */
export const exceptionDocument: Handler = (req, res) => uploadFromDrawer(req, res);

/** 'File a claim' for a package, from its tracking drawer (docs/claims.md). */
export const fileClaim: Handler = (req, res) => fileFromDrawer(req, res);

/** 'Download proof of delivery': a delivered package's one-page PDF. */
export const proofOfDelivery: Handler = (req, res) => downloadProof(req, res, requireAccount(req));

/** The signature the drawer shows beside its proof of delivery. */
export const signature: Handler = (req, res) => streamSignature(req, res, requireAccount(req));

/** What the shipment's consignee is told, saved from the tracking drawer (docs/notices.md). */
export const consigneeNotices: Handler = async (req, res) => {
  const notices = validated(req, consigneeNoticesForm);
  const { up, token, client } = requireAccount(req);
  const saved = await saveConsigneeNotices(up, token, client, String(req.params.shipment), notices);
  notify(req, saved.notification, messages.shipments.consigneeNoticesSaved);
  res.inertia.back();
};
