import { account, shipper, token } from './guards';
import { area } from './types';

/**
 * My Shipments and its downloads and actions, the Create Shipment wizard and its pickers,
 * and the shipments import.
 */
export const shipments = area('shipments', [
  { name: 'shipments', method: 'get', path: '/shipments', guards: account },
  { name: 'shipments.export', method: 'get', path: '/shipments/export', guards: account },
  // Batch labels: one file with the labels of the chosen shipments (docs/architecture.md,
  // "Batch labels").
  { name: 'shipments.labels', method: 'get', path: '/shipments/labels', guards: account },
  {
    name: 'shipments.label',
    method: 'get',
    path: '/shipments/{shipment}/packages/{package}/label',
    guards: account,
    where: { shipment: token, package: token },
  },
  // An international shipment's commercial invoice, drawn by the portal from the provider's
  // customs data (docs/customs.md, "Downloads and Paperless Trade").
  {
    name: 'shipments.commercial-invoice',
    method: 'get',
    path: '/shipments/{shipment}/commercial-invoice',
    guards: account,
    where: { shipment: token },
  },
  // Cancel a shipment none of whose packages has been picked up (docs/architecture.md,
  // "Cancelling").
  {
    name: 'shipments.cancel',
    method: 'post',
    path: '/shipments/{shipment}/cancel',
    guards: shipper,
    where: { shipment: token },
  },
  // 'Ship again': a new draft from a shipment, at the Packages step.
  {
    name: 'shipments.ship-again',
    method: 'post',
    path: '/shipments/{shipment}/ship-again',
    guards: shipper,
    where: { shipment: token },
  },
  // 'Create return': of a delivered shipment, a new draft with the ends swapped.
  {
    name: 'shipments.create-return',
    method: 'post',
    path: '/shipments/{shipment}/create-return',
    guards: shipper,
    where: { shipment: token },
  },
  // A package's exception fixed from the tracking drawer, and its proof of delivery
  // (docs/exceptions.md).
  {
    name: 'shipments.resolve-exception',
    method: 'post',
    path: '/shipments/{shipment}/packages/{package}/exceptions/{exception}/{action}',
    guards: shipper,
    where: {
      shipment: token,
      package: token,
      exception: token,
      action: 'correct_address|reschedule|hold_at_branch|return_to_shipper|abandon',
    },
  },
  {
    name: 'shipments.exception-document',
    method: 'post',
    path: '/shipments/{shipment}/packages/{package}/exceptions/{exception}/document',
    guards: shipper,
    where: { shipment: token, package: token, exception: token },
  },
  // 'File a claim' for a package, from its tracking drawer (docs/claims.md).
  {
    name: 'shipments.file-claim',
    method: 'post',
    path: '/shipments/{shipment}/packages/{package}/claim',
    guards: shipper,
    where: { shipment: token, package: token },
  },
  // What the shipment's consignee is told, and how (docs/notices.md).
  {
    name: 'shipments.consignee-notices',
    method: 'put',
    path: '/shipments/{shipment}/consignee-notices',
    guards: shipper,
    where: { shipment: token },
  },
  {
    name: 'shipments.proof-of-delivery',
    method: 'get',
    path: '/shipments/{shipment}/packages/{package}/proof-of-delivery',
    guards: account,
    where: { shipment: token, package: token },
  },
  {
    name: 'shipments.signature',
    method: 'get',
    path: '/shipments/{shipment}/packages/{package}/signature',
    guards: account,
    where: { shipment: token, package: token },
  },
  { name: 'create-shipment', method: 'get', path: '/shipments/create', guards: shipper },
  { name: 'create-shipment.store', method: 'post', path: '/shipments/create', guards: shipper },
  // The wizard's draft in the session: saved as the user moves (JSON), or discarded.
  {
    name: 'create-shipment.draft',
    method: 'put',
    path: '/shipments/create/draft',
    guards: shipper,
  },
  {
    name: 'create-shipment.discard',
    method: 'delete',
    path: '/shipments/create/draft',
    guards: shipper,
  },
  // The wizard's pickers (JSON): consignees, the creation payload.
  {
    name: 'create-shipment.consignees',
    method: 'get',
    path: '/shipments/create/consignees',
    guards: shipper,
  },
  {
    name: 'create-shipment.consignee',
    method: 'post',
    path: '/shipments/create/consignees',
    guards: shipper,
  },
  {
    name: 'create-shipment.payload',
    method: 'get',
    path: '/shipments/create/payload',
    guards: shipper,
  },
  // Prices and delivery dates of the wizard's values (JSON; a POST, as packages do not fit
  // a query).
  {
    name: 'create-shipment.rates',
    method: 'post',
    path: '/shipments/create/rates',
    guards: shipper,
  },
  // The account's package presets (JSON), and 'Save as preset' on a package.
  {
    name: 'create-shipment.presets',
    method: 'get',
    path: '/shipments/create/presets',
    guards: shipper,
  },
  {
    name: 'create-shipment.preset',
    method: 'post',
    path: '/shipments/create/presets',
    guards: shipper,
  },
  // Import shipments from a CSV or XLSX file, booked as a background job
  // (docs/architecture.md, decision 11).
  { name: 'import-shipments', method: 'get', path: '/shipments/import', guards: shipper },
  {
    name: 'import-shipments.upload',
    method: 'post',
    path: '/shipments/import',
    guards: shipper,
  },
  {
    name: 'import-shipments.check',
    method: 'post',
    path: '/shipments/import/check',
    guards: shipper,
  },
  {
    name: 'import-shipments.store',
    method: 'post',
    path: '/shipments/import/confirm',
    guards: shipper,
  },
  // The preview's prices fetched again, when they could not be.
  {
    name: 'import-shipments.prices',
    method: 'post',
    path: '/shipments/import/prices',
    guards: shipper,
  },
  {
    name: 'import-shipments.cancel',
    method: 'post',
    path: '/shipments/import/cancel',
    guards: shipper,
  },
  {
    name: 'import-shipments.destroy',
    method: 'delete',
    path: '/shipments/import',
    guards: shipper,
  },
  // The import's downloads: the template, the rows with errors, every row's outcome.
  {
    name: 'import-shipments.template',
    method: 'get',
    path: '/shipments/import/template',
    guards: shipper,
  },
  {
    name: 'import-shipments.errors',
    method: 'get',
    path: '/shipments/import/errors',
    guards: shipper,
  },
  {
    name: 'import-shipments.result',
    method: 'get',
    path: '/shipments/import/result',
    guards: shipper,
  },
]);
