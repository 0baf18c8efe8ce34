import type { QuoteValues } from '../../../shared/forms/quote';

/**
 * Get a quote's form filled for a lane of the geo lists the pickers offer: a Beirut city
 * (`city`, its id) to Oranjestad, whose city is typed (Aruba's list has none); two pieces
 * with their sides.
 */
export function beirutToOranjestad(city: string, shipDate: string): QuoteValues {
  return {
    origin: { country: 'LB', countryName: 'Lebanon', province: 'BA', city, postalCode: '1107' },
    destination: {
      country: 'AW',
      countryName: 'Aruba',
      province: '',
      city: 'Oranjestad',
      postalCode: '',
    },
    shipDate,
    packages: [
      {
        key: 'p1',
        count: '2',
        weight: '4.5',
        weightUnit: 'kg',
        dimensionsUnit: 'cm',
        length: '40',
        width: '30',
        height: '30',
      },
    ],
  };
}
