import { expect } from 'vitest';
import type { TestPortal } from '../support/portal';
import { signIn, type Visitor } from '../support/client';

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

/** The demo user, signed in with their first account selected. */
export function signedIn(portal: TestPortal): Promise<Visitor> {
  return signIn(portal.app);
}

/** The id of the first city of Beirut in the embedded lists (asked through the portal). */
export async function beirutCity(visitor: Visitor): Promise<string> {
  const res = await visitor.agent
    .get('/options/cities?country=LB&province=BA')
    .set('Host', 'portal.test');
  const id = (res.body as { options: Array<{ value: string }> }).options[0]?.value;
  expect(id).toBeTruthy();
  return id as string;
}

/** The `selected` query of a redirect after an add or edit: the new address's id. */
export function selectedFrom(location: string | undefined): string {
  const id = new URL(location ?? '', 'http://x').searchParams.get('selected');
  expect(id).toBeTruthy();
  return id as string;
}
