/**
 * The provider's 422 field names (spec §7 creation body, with or without the 'shipment.'
 * prefix) → the wizard's field names, so each message lands under its own input.
 */
const SHIPMENT_FIELDS: Record<string, string> = {
  reference1: 'reference1',
  billingReference: 'billingReference',
  productCode: 'productCode',
  productGroup: 'productCode',
  customs: 'customPaymentType',
  addedServices: 'services',
  insurance: 'insurance',
  customerId: 'customerId',
  customer_id: 'customerId',
  senderAddressId: 'senderAddressId',
  receiverAddressId: 'receiverAddressId',
  // A quote no longer valid: the wizard shows the new price before booking.
  quoteId: 'quoteId',
};

const PACKAGE_FIELDS: Record<string, string> = {
  reference: 'reference',
  description: 'description',
  type: 'type',
  commodity_type: 'commodityType',
  commodityType: 'commodityType',
  'weight.value': 'weight',
  weight: 'weight',
  'weight.unit': 'weightUnit',
  'declaredAmount.value': 'declaredAmount',
  declaredAmount: 'declaredAmount',
  'declaredAmount.unit': 'declaredAmountUnit',
  'codAmount.value': 'codAmount',
  codAmount: 'codAmount',
  'codAmount.unit': 'codAmountUnit',
  'dimensions.unit': 'dimensionsUnit',
  dimensions: 'dimensionsUnit',
  'dimensions.height': 'height',
  'dimensions.length': 'length',
  'dimensions.width': 'width',
  items: 'items',
};

const ITEM_FIELDS: Record<string, string> = {
  skuCode: 'skuCode',
  hsnCode: 'hsnCode',
  description: 'description',
  originCountry: 'originCountry',
  quantity: 'quantity',
  'unitPrice.value': 'unitPrice',
  unitPrice: 'unitPrice',
  'unitPrice.unit': 'unitPriceCurrency',
  'declaredUnitAmount.value': 'declaredUnitAmount',
  declaredUnitAmount: 'declaredUnitAmount',
  'declaredUnitAmount.unit': 'declaredUnitAmountCurrency',
};

/** One API field name as the wizard names it; what no input shows goes above the form. */
export function wizardField(apiName: string): string {
  const name = apiName.startsWith('shipment.') ? apiName.slice('shipment.'.length) : apiName;
  const top = name.split('.')[0] ?? name;
  if (SHIPMENT_FIELDS[name]) return SHIPMENT_FIELDS[name];
  if (SHIPMENT_FIELDS[top] && top !== 'packages') return SHIPMENT_FIELDS[top];
  const item = /^packages\.(\d+)\.items\.(\d+)\.(.+)$/.exec(name);
  if (item) {
    const field = ITEM_FIELDS[item[3]!];
    return field ? `packages.${item[1]}.items.${item[2]}.${field}` : `packages.${item[1]}.items`;
  }
  const pkg = /^packages\.(\d+)\.(.+)$/.exec(name);
  if (pkg) {
    const field = PACKAGE_FIELDS[pkg[2]!];
    return field ? `packages.${pkg[1]}.${field}` : 'packages';
  }
  if (name === 'packages') return 'packages';
  return 'form';
}

/** Every message under its wizard field (the first one wins where two land together). */
export function wizardErrors(apiErrors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [api, message] of Object.entries(apiErrors)) out[wizardField(api)] ??= message;
  return out;
}
