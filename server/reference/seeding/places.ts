import type { Faker } from '@faker-js/faker';
import { countryName, listCities, listProvinces } from '../geo';

export interface SeedPlace {
  country: string;
  province: string;
  city: string;
}

/** Regions the demo addresses favour, so the data reads like real customers' books. */
const FAVOURED: Record<string, string[]> = {
  LB: ['Beirut', 'Mount Lebanon', 'North'],
  US: ['New York', 'California', 'Illinois', 'Texas'],
  AE: ['Dubai', 'Abu Dhabi', 'Sharjah'],
  GB: ['England', 'Scotland'],
  FR: ['Île-de-France', 'Provence', 'Auvergne'],
  DE: ['Berlin', 'Bavaria', 'Hamburg'],
};

export const SEED_COUNTRIES = Object.keys(FAVOURED);

/**
 * A province and city of the country as ids of the geo lists, favouring well-known regions
 * and falling back to free text where the lists are empty (as the address form does).
 */
export function pickPlace(faker: Faker, country: string): SeedPlace {
  const provinces = listProvinces(country);
  if (!provinces.length || !countryName(country)) {
    return { country, province: faker.location.state(), city: faker.location.city() };
  }
  const hints = FAVOURED[country] ?? [];
  const favoured = provinces.filter((p) => hints.some((hint) => p.name.includes(hint)));
  const pool = favoured.length ? favoured : provinces;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const province = faker.helpers.arrayElement(pool);
    const cities = listCities(country, province.id);
    if (cities.length) {
      const city = faker.helpers.arrayElement(cities.slice(0, 25));
      return { country, province: province.id, city: city.id };
    }
  }
  const province = faker.helpers.arrayElement(pool);
  return { country, province: province.id, city: faker.location.city() };
}

/** Country calling code and national number length of the seed countries. */
const DIALING: Record<string, [code: string, digits: number]> = {
  LB: ['961', 8],
  US: ['1', 10],
  AE: ['971', 9],
  GB: ['44', 10],
  FR: ['33', 9],
  DE: ['49', 10],
};

export function phoneIn(faker: Faker, country: string): string {
  const [code, digits] = DIALING[country] ?? ['1', 10];
  return `+${code}${faker.string.numeric({ length: digits, allowLeadingZeros: false })}`;
}
