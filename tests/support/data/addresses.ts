import type { InertiaBrowser } from '../inertia';

/** A filled address form: Beirut, Lebanon (a country with provinces and cities). */
export const BEIRUT = {
  attention: 'Rana Haddad',
  companyName: 'Cedar Line Trading',
  email: 'rana@cedar.test',
  phoneNumber: '+96170123456',
  label: 'Port office',
  address1: '12 Port Street',
  address2: '',
  country: 'LB',
  province: 'BA',
  city: '',
  postalCode: '2038',
  addressType: 'business',
} as const;

/** The id of the first city of Beirut in the portal's lists (its picker's answer). */
export async function beirutCity(visitor: Pick<InertiaBrowser, 'getJson'>): Promise<string> {
  const answer = await visitor.getJson<{ options: Array<{ value: string }> }>([
    'options.cities',
    { country: 'LB', province: 'BA' },
  ]);
  return answer.options[0]!.value;
}
