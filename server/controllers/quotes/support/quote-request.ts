import { isRequired } from '../../../../shared/forms/fields';
import { QUOTE_LABELS, type QuotePlace, type ValidQuote } from '../../../../shared/forms/quote';
import { messages } from '../../../../shared/messages';
import { usesPostalCode } from '../../../../shared/rates/postal-codes';
import type { RatePackage, RatePlace, RateRequest } from '../../../../shared/rates/types';
import { allCountries, cities, provinces } from '../../../api/geo';
import { InvalidForm } from '../../../failures';
import type { Upstream } from '../../../upstream';

/**
 * The quote form as the rating call takes it. Each end is looked up in the geo lists the
 * pickers offer: a country, province or city they do not hold is an unknown place, said
 * under its field before anything is sent; the call gets the country's ISO code and the
 * city's name.
 */

type End = 'origin' | 'destination';

const words = messages.quote;

async function placeOf(
  up: Upstream,
  end: End,
  given: QuotePlace,
  errors: Record<string, string>,
): Promise<RatePlace | null> {
  const country = (await allCountries(up)).find((c) => c.id === given.country);
  if (!country) {
    errors[`${end}.country`] = words.unknownCountry;
    return null;
  }
  const provinceList = await provinces(up, country.id);
  const province = provinceList.length ? given.province : null;
  if (province !== null && !provinceList.some((p) => p.value === province)) {
    errors[`${end}.province`] = words.unknownProvince;
    return null;
  }
  const cityList = await cities(up, country.id, province);
  // A country the list has no cities for takes the city as typed (spec §4).
  const city = cityList.length ? cityList.find((c) => c.value === given.city)?.label : given.city;
  if (!city) {
    errors[`${end}.city`] = words.unknownPlace;
    return null;
  }
  const iso = (country.iso2 ?? country.id).toUpperCase();
  if (!given.postalCode && usesPostalCode(iso)) {
    errors[`${end}.postalCode`] = isRequired(QUOTE_LABELS.postalCode);
    return null;
  }
  return { country: iso, city, postalCode: usesPostalCode(iso) ? given.postalCode : '' };
}

function packageOf(pkg: ValidQuote['packages'][number]): RatePackage {
  const measured = pkg.length !== '' && pkg.width !== '' && pkg.height !== '';
  return {
    count: Number(pkg.count),
    weight: { value: Number(pkg.weight), unit: pkg.weightUnit },
    dimensions: measured
      ? {
          unit: pkg.dimensionsUnit,
          length: Number(pkg.length),
          width: Number(pkg.width),
          height: Number(pkg.height),
        }
      : null,
  };
}

/** The request for `values`, priced for `clientId` (null: the published rate card). */
export async function rateRequestOf(
  up: Upstream,
  values: ValidQuote,
  clientId: string | null,
): Promise<RateRequest> {
  const errors: Record<string, string> = {};
  const [origin, destination] = await Promise.all([
    placeOf(up, 'origin', values.origin, errors),
    placeOf(up, 'destination', values.destination, errors),
  ]);
  if (!origin || !destination) throw new InvalidForm(errors);
  return {
    clientId,
    origin,
    destination,
    shipDate: values.shipDate,
    packages: values.packages.map(packageOf),
    declaredValue: null,
    addedServices: [],
    codAmount: null,
    customsPaymentType: null,
  };
}

/**
 * The provider's 422 paths (the request's own: `packages.0.weight.value`,
 * `packages.0.dimensions.length`) under the form's fields, so each message shows where the
 * value was typed; a path the form has no field for goes above it.
 */
export function formFieldsOf(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (name: string, message: string) => (out[name] ??= message);
  for (const [path, message] of Object.entries(fields)) {
    const pkg = /^packages\.(\d+)\.(.+)$/.exec(path);
    if (pkg) {
      const [, index, rest] = pkg;
      const field =
        {
          count: 'count',
          weight: 'weight',
          'weight.value': 'weight',
          'weight.unit': 'weightUnit',
          dimensions: 'length',
          'dimensions.unit': 'dimensionsUnit',
          'dimensions.length': 'length',
          'dimensions.width': 'width',
          'dimensions.height': 'height',
        }[rest!] ?? null;
      put(field ? `packages.${index}.${field}` : 'form', message);
      continue;
    }
    const place = /^(origin|destination)\.(country|city|postalCode|province)$/.exec(path);
    if (place || path === 'shipDate') put(path, message);
    else if (/^(origin|destination)$/.test(path)) put(`${path}.city`, message);
    else put('form', message);
  }
  return out;
}
