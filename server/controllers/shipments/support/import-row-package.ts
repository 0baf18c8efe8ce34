import { MAX_ITEMS } from '../../../../shared/shipment-wizard/constants';
import { ITEM_FIELDS } from '../../../../shared/shipment-import/columns';
import { importProblems } from '../../../../shared/shipment-import/problems';
import { productsFor } from '../../../../shared/shipment-wizard/products';
import { shipmentMode } from '../../../../shared/shipment-wizard/mode';
import {
  emptyItem,
  emptyPackage,
  type ItemValues,
  type WizardValues,
} from '../../../../shared/shipment-wizard/values';
import { labelKey } from './import-book';
import { countryOf, pickOption, RowChecker } from './import-row-checker';

/**
 * What a row of a shipments file sends: its product (one the account may use for the
 * row's mode), added services and insurance, and its package with its customs items.
 */

const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['', 'no', 'n', 'false', '0']);

export function checkProduct(c: RowChecker, values: WizardValues) {
  const text = c.cell('productCode');
  if (!text) return;
  const mode = shipmentMode(values);
  const offered = productsFor(c.book.payload.products, mode);
  const product = pickOption(offered, text);
  if (product) return void (values.productCode = product.value);
  const other = pickOption(c.book.payload.products, text);
  c.problem(
    'productCode',
    other
      ? importProblems.productNotForMode(other.label, mode)
      : importProblems.unknownProduct(text),
  );
}

export function checkServices(c: RowChecker, values: WizardValues) {
  const names = c
    .cell('services')
    .split(/[|,;]/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of names) {
    const service = pickOption(c.book.payload.added_services, name);
    if (service) values.services.push(service.value);
    else c.problem('services', importProblems.unknownService(name));
  }
  const insurance = labelKey(c.cell('insurance'));
  if (YES.has(insurance)) values.insurance = true;
  else if (!NO.has(insurance)) c.problem('insurance', importProblems.yesOrNo);
}

function itemsOf(c: RowChecker): ItemValues[] {
  const items: ItemValues[] = [];
  for (let n = 1; n <= MAX_ITEMS; n++) {
    const cells = ITEM_FIELDS.map(([field]) => c.cell(`item${n}.${field}`));
    if (cells.every((cell) => cell === '')) continue;
    const item = emptyItem(`i${n}`);
    for (const [field] of ITEM_FIELDS) item[field] = c.cell(`item${n}.${field}`);
    const country = item.originCountry;
    if (country) {
      const found = countryOf(c.book.countries, country);
      if (found) Object.assign(item, { originCountry: found.id, originCountryName: found.name });
      else c.problem(`item${n}.originCountry`, importProblems.unknownCountry(country));
    }
    const currencies = c.book.payload.currencies;
    item.unitPriceCurrency = c.option(`item${n}.unitPriceCurrency`, currencies);
    item.declaredUnitAmountCurrency = c.option(`item${n}.declaredUnitAmountCurrency`, currencies);
    items.push(item);
  }
  return items;
}

export function checkPackage(c: RowChecker, values: WizardValues) {
  const international = shipmentMode(values) === 'international';
  const { enums, payload } = c.book;
  const pkg = emptyPackage(false, 'p1');
  Object.assign(pkg, {
    reference: c.cell('packageReference'),
    description: c.cell('description'),
    type: c.option('type', enums.package_types),
    commodityType: c.option('commodityType', enums.commodity_types),
    weight: c.cell('weight'),
    weightUnit: c.option('weightUnit', enums.weight_units),
    declaredAmount: c.cell('declaredAmount'),
    declaredAmountUnit: c.option('declaredAmountUnit', payload.currencies),
    codAmount: c.cell('codAmount'),
    codAmountUnit: c.option('codAmountUnit', payload.currencies),
    dimensionsUnit: c.option('dimensionsUnit', enums.dimension_units),
    height: c.cell('height'),
    length: c.cell('length'),
    width: c.cell('width'),
    // Domestic shipments carry no customs items (as the wizard clears them).
    items: international ? itemsOf(c) : [],
  });
  values.packages = [pkg];
  if (international) {
    values.customPaymentType = c.option('customPaymentType', enums.customs_payment_type);
  }
}
