import { columnsFor } from '../../../../shared/shipment-import/columns';
import { cities, provinces, type Country } from '../../../api/geo';
import type { Upstream } from '../../../upstream';
import type { AccountBook } from './import-book';

/**
 * The import template: every column, and two example rows made from the account's own
 * data (its first address as the shipper, products it may use, real places), so the file
 * as downloaded passes the check and shows by example what each column takes. The
 * consignees and their addresses are made up, and created when the rows are sent.
 */

interface Place {
  country: Country;
  province: string;
  city: string;
}

async function placeIn(up: Upstream, country: Country): Promise<Place> {
  const province = (await provinces(up, country.id))[0];
  const city = (await cities(up, country.id, province ? province.value : null))[0];
  return { country, province: province?.label ?? '', city: city?.label ?? 'Capital' };
}

const first = <T>(list: readonly T[] | undefined) => list?.[0];

export async function templateRows(up: Upstream, book: AccountBook) {
  const columns = columnsFor([]);
  const shipper = book.own.values().next().value;
  const home = book.countries.find((c) => c.id === shipper?.country) ?? book.countries[0];
  const abroad =
    book.countries.find((c) => c.id !== home?.id && c.iso2 === 'GB') ??
    book.countries.find((c) => c.id !== home?.id);
  const shipperLabel = shipper ? labelOf(book, shipper.value) : '';
  const product = (group: string) =>
    book.payload.products.find((p) => p.product_group.toUpperCase() === group)?.value ?? '';
  const common = {
    shipper: shipperLabel,
    type: first(book.enums.package_types)?.label ?? '',
    commodityType: first(book.enums.commodity_types)?.label ?? '',
    weightUnit: 'kg',
    declaredAmountUnit: 'USD',
    insurance: 'No',
    deliveryType: 'Residential',
  };
  const rows: Array<Record<string, string>> = [];
  if (home) {
    const place = await placeIn(up, home);
    rows.push({
      ...common,
      consigneeName: 'Nadia Haddad',
      consigneePhone: '+961 3 123 456',
      consigneeEmail: 'nadia.haddad@example.com',
      delivery: 'Nadia Haddad - home',
      deliveryCompany: 'Nadia Haddad',
      deliveryAttention: 'Nadia Haddad',
      deliveryAddress1: '12 Main Street',
      deliveryCity: place.city,
      deliveryProvince: place.province,
      deliveryCountry: home.name,
      deliveryPostalCode: '1100',
      deliveryPhone: '+961 3 123 456',
      reference1: 'ORDER-1001',
      productCode: product('DOM'),
      description: 'Books',
      weight: '1.5',
      declaredAmount: '40',
    });
  }
  if (abroad) {
    const place = await placeIn(up, abroad);
    rows.push({
      ...common,
      consigneeName: 'Oliver Grant',
      consigneePhone: '+44 20 7946 0958',
      delivery: 'Oliver Grant - office',
      deliveryCompany: 'Grant & Co',
      deliveryAttention: 'Oliver Grant',
      deliveryAddress1: '221 King Street',
      deliveryCity: place.city,
      deliveryProvince: place.province,
      deliveryCountry: abroad.name,
      deliveryPostalCode: 'SW1A 1AA',
      deliveryPhone: '+44 20 7946 0958',
      deliveryType: 'Business',
      reference1: 'ORDER-1002',
      productCode: product('EXP'),
      customPaymentType: first(book.enums.customs_payment_type)?.value ?? '',
      description: 'Leather goods',
      weight: '2',
      declaredAmount: '120',
      dimensionsUnit: 'cm',
      length: '30',
      width: '20',
      height: '10',
      'item1.skuCode': 'BAG-01',
      'item1.hsnCode': '420221',
      'item1.description': 'Leather handbag',
      'item1.originCountry': home?.name ?? '',
      'item1.quantity': '1',
      'item1.unitPrice': '80',
      'item1.unitPriceCurrency': 'USD',
      'item1.declaredUnitAmount': '80',
      'item1.declaredUnitAmountCurrency': 'USD',
      'item2.skuCode': 'WAL-02',
      'item2.hsnCode': '420231',
      'item2.description': 'Leather wallet',
      'item2.originCountry': home?.name ?? '',
      'item2.quantity': '2',
      'item2.unitPrice': '20',
      'item2.unitPriceCurrency': 'USD',
      'item2.declaredUnitAmount': '20',
      'item2.declaredUnitAmountCurrency': 'USD',
    });
  }
  return {
    header: columns.map((c) => c.header),
    rows: rows.map((row) => columns.map((c) => row[c.key] ?? '')),
  };
}

/** The label the book knows an address by (its key is folded; the file wants it as written). */
function labelOf(book: AccountBook, id: string): string {
  return book.ownLabels.get(id) ?? '';
}
