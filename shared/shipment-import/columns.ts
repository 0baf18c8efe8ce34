import { MAX_ITEMS } from '../shipment-wizard/constants';
import { fold } from '../text/fold';

/**
 * The columns of a shipments file. One row is one shipment
 * with one package; an international row carries its customs items in repeated columns
 * ('Item 1 SKU Code', 'Item 2 SKU Code' …), so one flat sheet works as CSV and as XLSX
 * alike. A header is matched to a column by name (case, accents, spaces and punctuation
 * aside), or by the mapping the account saved; the rest the user maps by hand.
 */

export interface ImportColumn {
  /** Stable key, kept in the account's saved mapping: 'weight', 'item2.skuCode'. */
  key: string;
  /** The template's header and the name errors give: 'Weight', 'Item 2 SKU Code'. */
  header: string;
  /** A file without it cannot be checked at all (every row would fail on it). */
  required: boolean;
  /** One line on the mapping screen: what goes in it. */
  hint?: string;
}

const column = (key: string, header: string, required: boolean, hint?: string): ImportColumn => ({
  key,
  header,
  required,
  ...(hint && { hint }),
});

/** The shipment's own columns, in the template's order. */
export const SHIPMENT_COLUMNS: readonly ImportColumn[] = [
  column('shipper', 'Shipper Address', true, 'The label of one of your addresses'),
  column('consigneeName', 'Consignee Name', true),
  column('consigneePhone', 'Consignee Phone', true, 'With the country code: +961 3 123 456'),
  column('consigneeEmail', 'Consignee Email', false),
  column(
    'delivery',
    'Delivery Address',
    true,
    'The label of a consignee address; a new label is created from the columns below',
  ),
  column('deliveryCompany', 'Delivery Company Name', false),
  column('deliveryAttention', 'Delivery Attention', false),
  column('deliveryAddress1', 'Delivery Address 1', false),
  column('deliveryAddress2', 'Delivery Address 2', false),
  column('deliveryCity', 'Delivery City', false),
  column('deliveryProvince', 'Delivery Province', false),
  column('deliveryCountry', 'Delivery Country', false, 'A country name or its ISO code'),
  column('deliveryPostalCode', 'Delivery Postal Code', false),
  column('deliveryPhone', 'Delivery Phone Number', false),
  column('deliveryEmail', 'Delivery Email Address', false),
  column('deliveryType', 'Delivery Address Type', false, 'Residential, Business or Warehouse'),
  column('reference1', 'Order Reference', false),
  column('billingReference', 'Billing Reference', false),
  column('productCode', 'Product Code', true, 'A product code or name your account may use'),
  column('services', 'Added Services', false, 'Codes separated by |, e.g. COD|SIGNATURE'),
  column('insurance', 'Insurance', false, 'Yes or No'),
  column('customPaymentType', 'Custom Payment Type', false, 'International only: DDU or DDP'),
  column('packageReference', 'Package Reference', false),
  column('description', 'Package Description', true),
  column('type', 'Package Type', true),
  column('commodityType', 'Commodity Type', true),
  column('weight', 'Weight', true),
  column('weightUnit', 'Weight Unit', true, 'kg or lb'),
  column('declaredAmount', 'Declared Amount', true),
  column('declaredAmountUnit', 'Declared Amount Unit', true, 'A currency code: USD'),
  column('codAmount', 'COD Amount', false, 'Only with the COD service'),
  column('codAmountUnit', 'COD Amount Unit', false),
  column('dimensionsUnit', 'Dimensions Unit', false, 'International only: cm or in'),
  column('length', 'Length', false),
  column('width', 'Width', false),
  column('height', 'Height', false),
];

/** A customs item's fields, as the wizard names them; each repeated per item number. */
export const ITEM_FIELDS = [
  ['skuCode', 'SKU Code'],
  ['hsnCode', 'HSN Code'],
  ['description', 'Description'],
  ['originCountry', 'Origin Country'],
  ['quantity', 'Quantity'],
  ['unitPrice', 'Unit Price'],
  ['unitPriceCurrency', 'Unit Price Currency'],
  ['declaredUnitAmount', 'Declared Unit Amount'],
  ['declaredUnitAmountCurrency', 'Declared Unit Amount Currency'],
] as const;

export type ItemField = (typeof ITEM_FIELDS)[number][0];

/** Items the template has columns for; a file may add more, up to the wizard's limit. */
export const TEMPLATE_ITEMS = 2;

export const itemColumns = (n: number): ImportColumn[] =>
  ITEM_FIELDS.map(([field, label]) => column(`item${n}.${field}`, `Item ${n} ${label}`, false));

/** Case, accents, spaces and punctuation aside: 'Consignee  e-mail' ~ 'consigneeemail'. */
export const foldHeader = (text: string) => fold(text).replace(/[^\p{L}\p{N}]+/gu, '');

/** Other names a file commonly uses for a column (folded), beside its header. */
const ALIASES: Record<string, readonly string[]> = {
  shipper: ['shipper', 'sender', 'senderaddress', 'pickupaddress', 'from'],
  consigneeName: ['consignee', 'receivername', 'recipientname', 'recipient', 'name'],
  consigneePhone: ['receiverphone', 'recipientphone', 'phone', 'mobile'],
  consigneeEmail: ['receiveremail', 'recipientemail', 'email'],
  delivery: ['deliveryaddresslabel', 'receiveraddress', 'to', 'shipto'],
  reference1: ['reference', 'orderref', 'ordernumber', 'orderno', 'reference1'],
  productCode: ['product', 'service', 'servicecode'],
  description: ['description', 'contents'],
  type: ['packagetype', 'packaging'],
  weight: ['weightkg', 'grossweight'],
};

/** The columns a file offers: the shipment's, then its items (as many as the file has). */
export function columnsFor(headers: readonly string[]): ImportColumn[] {
  let items = TEMPLATE_ITEMS;
  for (const header of headers) {
    const n = /^item(\d+)/.exec(foldHeader(header))?.[1];
    if (n) items = Math.max(items, Math.min(Number(n), MAX_ITEMS));
  }
  const out = [...SHIPMENT_COLUMNS];
  for (let n = 1; n <= items; n++) out.push(...itemColumns(n));
  return out;
}

/** Column key → the file's header it is read from (absent: not in this file). */
export type ColumnMapping = Record<string, string>;

/**
 * The starting mapping for a file: the account's saved choice where the file still has
 * that header, else the header with the column's name (or a common alias); each header
 * used once.
 */
export function autoMapping(
  columns: readonly ImportColumn[],
  headers: readonly string[],
  saved: ColumnMapping = {},
): ColumnMapping {
  const byFold = new Map<string, string>();
  for (const header of headers)
    if (!byFold.has(foldHeader(header))) byFold.set(foldHeader(header), header);
  const used = new Set<string>();
  const mapping: ColumnMapping = {};
  const take = (key: string, header: string | undefined) => {
    if (header === undefined || used.has(header) || mapping[key]) return;
    mapping[key] = header;
    used.add(header);
  };
  for (const col of columns) {
    const chosen = saved[col.key];
    if (chosen !== undefined && headers.includes(chosen)) take(col.key, chosen);
  }
  for (const col of columns) take(col.key, byFold.get(foldHeader(col.header)));
  for (const col of columns) {
    for (const alias of ALIASES[col.key] ?? []) take(col.key, byFold.get(alias));
  }
  return mapping;
}

/** Required columns the mapping leaves without a header, by their names. */
export function unmappedRequired(
  columns: readonly ImportColumn[],
  mapping: ColumnMapping,
): string[] {
  return columns.filter((c) => c.required && !mapping[c.key]).map((c) => c.header);
}

/** One data row as column key → cell text, through the mapping. */
export function recordOf(
  headers: readonly string[],
  cells: readonly string[],
  mapping: ColumnMapping,
): Record<string, string> {
  const index = new Map(headers.map((h, i) => [h, i]));
  const out: Record<string, string> = {};
  for (const [key, header] of Object.entries(mapping)) {
    const i = index.get(header);
    out[key] = i === undefined ? '' : (cells[i] ?? '').trim();
  }
  return out;
}

/** The header of each column key, for messages: 'row 7, Weight: …'. */
export function headerOf(key: string): string {
  const item = /^item(\d+)\.(\w+)$/.exec(key);
  if (item) {
    const label = ITEM_FIELDS.find(([field]) => field === item[2])?.[1] ?? item[2];
    return `Item ${item[1]} ${label}`;
  }
  return SHIPMENT_COLUMNS.find((c) => c.key === key)?.header ?? key;
}
