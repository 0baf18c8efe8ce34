import { cityName, countryName, provinceName } from '../geo';

interface Place {
  country: string;
  province: string | null;
  city: string;
}

/**
 * Addresses keep geo ids where the lists had entries and free text otherwise; people read
 * names. Each part falls back to what was stored.
 */
export function placeNames(place: Place): { country: string; province: string; city: string } {
  const country = countryName(place.country) ?? place.country;
  const provinceKnown = place.province ? provinceName(place.country, place.province) : undefined;
  const province = provinceKnown ?? place.province ?? '';
  const city =
    cityName(place.country, provinceKnown ? place.province : null, place.city) ?? place.city;
  return { country, province, city };
}

/** 'Beirut, Lebanon': where a tracking event happened. */
export function placeLabel(place: Place): string {
  const names = placeNames(place);
  return [names.city, names.country].filter(Boolean).join(', ');
}
