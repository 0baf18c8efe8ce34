import type { AddressCard } from '../../../../shared/address/types';
import { currentUser, listAddresses, type ApiAddress } from '../../../api/addresses';
import { enums, placeNames } from '../../../api/geo';
import type { AccountContext } from '../../support/account-context';

/**
 * The account's addresses as the Address Book shows them: places and address type by name,
 * and which ones are the user's default pickup and shipping address (asked fresh, since
 * the preferences screens change them).
 */
export async function addressCards({ up, token, client }: AccountContext): Promise<AddressCard[]> {
  const [addresses, user, lists] = await Promise.all([
    listAddresses(up, token, client),
    currentUser(up, token),
    enums(up),
  ]);
  const typeName = (value: string) =>
    lists.address_types?.find((o) => o.value === value)?.label ?? value;
  return Promise.all(
    addresses.map(async (a: ApiAddress) => ({
      id: a.id,
      label: a.label,
      company: a.company,
      attention: a.attention,
      address1: a.address1,
      address2: a.address2,
      phone: a.phone,
      email: a.email,
      postalCode: a.area_code,
      addressType: typeName(a.address_type),
      ...(await placeNames(up, a)),
      defaultPickup: user.pickup_address_id === a.id,
      defaultShipping: user.shipping_address_id === a.id,
    })),
  );
}
