/**
 * The provider's branches where a package can be held for collection (docs/exceptions.md,
 * `GET /branches`): a few in the demo's Lebanese cities and one in each of the international
 * cities the demo ships to. Names and addresses are names, the same in every language; the
 * opening hours are said in the caller's language (words/exceptions.ts).
 */
export interface Branch {
  id: string;
  name: string;
  address: string;
  city: string;
  country: string;
  /** One of BRANCH_HOURS, in English. */
  hours: string;
}

export const BRANCH_HOURS = {
  weekdaysAndSaturday: 'Monday to Friday 08:00–18:00, Saturday 08:00–13:00',
  weekdays: 'Monday to Friday 09:00–17:00',
  gulf: 'Sunday to Thursday 08:00–20:00, Saturday 09:00–14:00',
} as const;

const { weekdaysAndSaturday, weekdays, gulf } = BRANCH_HOURS;

export const BRANCHES: readonly Branch[] = [
  {
    id: 'BEY-HAM',
    name: 'Beirut Hamra',
    address: 'Hamra Street, Sadat Building, ground floor',
    city: 'Beirut',
    country: 'LB',
    hours: weekdaysAndSaturday,
  },
  {
    id: 'BEY-ASH',
    name: 'Beirut Achrafieh',
    address: 'Sassine Square, Alfred Naccache Avenue',
    city: 'Beirut',
    country: 'LB',
    hours: weekdaysAndSaturday,
  },
  {
    id: 'BEY-PRT',
    name: 'Beirut Port',
    address: 'Charles Helou Avenue, Gate 3',
    city: 'Beirut',
    country: 'LB',
    hours: weekdays,
  },
  {
    id: 'TRI-CTR',
    name: 'Tripoli Centre',
    address: 'Al Tall Square, Azmi Street',
    city: 'Tripoli',
    country: 'LB',
    hours: weekdaysAndSaturday,
  },
  {
    id: 'TRI-MIN',
    name: 'Tripoli El Mina',
    address: 'Port Street, El Mina',
    city: 'Tripoli',
    country: 'LB',
    hours: weekdays,
  },
  {
    id: 'SID-CTR',
    name: 'Sidon Riad El Solh',
    address: 'Riad El Solh Street',
    city: 'Sidon',
    country: 'LB',
    hours: weekdaysAndSaturday,
  },
  {
    id: 'JOU-CTR',
    name: 'Jounieh Kaslik',
    address: 'Kaslik Main Road',
    city: 'Jounieh',
    country: 'LB',
    hours: weekdaysAndSaturday,
  },
  {
    id: 'ZAH-CTR',
    name: 'Zahle Boulevard',
    address: 'Brazil Street, Boulevard',
    city: 'Zahle',
    country: 'LB',
    hours: weekdaysAndSaturday,
  },
  {
    id: 'BAA-HAZ',
    name: 'Baabda Hazmieh',
    address: 'Hazmieh Main Road, Mar Takla',
    city: 'Baabda',
    country: 'LB',
    hours: weekdaysAndSaturday,
  },
  {
    id: 'DXB-DEI',
    name: 'Dubai Deira',
    address: 'Al Maktoum Road, Deira',
    city: 'Dubai',
    country: 'AE',
    hours: gulf,
  },
  {
    id: 'DXB-BAY',
    name: 'Dubai Business Bay',
    address: 'Marasi Drive, Bay Square 4',
    city: 'Dubai',
    country: 'AE',
    hours: gulf,
  },
  {
    id: 'AUH-CTR',
    name: 'Abu Dhabi Corniche',
    address: 'Corniche Road West',
    city: 'Abu Dhabi',
    country: 'AE',
    hours: gulf,
  },
  {
    id: 'SHJ-CTR',
    name: 'Sharjah Al Majaz',
    address: 'Al Majaz 2, Jamal Abdul Nasser Street',
    city: 'Sharjah',
    country: 'AE',
    hours: gulf,
  },
  {
    id: 'NYC-MID',
    name: 'New York Midtown',
    address: '350 W 34th St',
    city: 'New York',
    country: 'US',
    hours: weekdaysAndSaturday,
  },
  {
    id: 'LAX-DTN',
    name: 'Los Angeles Downtown',
    address: '800 S Figueroa St',
    city: 'Los Angeles',
    country: 'US',
    hours: weekdaysAndSaturday,
  },
  {
    id: 'LON-CTY',
    name: 'London City',
    address: '12 Moorgate',
    city: 'London',
    country: 'GB',
    hours: weekdaysAndSaturday,
  },
  {
    id: 'PAR-BAS',
    name: 'Paris Bastille',
    address: '8 boulevard Beaumarchais',
    city: 'Paris',
    country: 'FR',
    hours: weekdaysAndSaturday,
  },
  {
    id: 'BER-MIT',
    name: 'Berlin Mitte',
    address: 'Friedrichstraße 120',
    city: 'Berlin',
    country: 'DE',
    hours: weekdaysAndSaturday,
  },
];

export const branchById = (id: string) => BRANCHES.find((branch) => branch.id === id);

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** The branches in a city (its name, any case or accents), or all of them without one. */
export function branchesIn(city: string | undefined): Branch[] {
  if (!city?.trim()) return [...BRANCHES];
  return BRANCHES.filter((branch) => fold(branch.city) === fold(city));
}
