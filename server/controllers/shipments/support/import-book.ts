import { linkedConsignees, type Consignee } from '../../../api/consignees';
import { allCountries, enums, type Country, type Enums } from '../../../api/geo';
import { addressPlace } from '../../../api/rates';
import { accountPayload } from '../../../api/shipment-creation';
import type { RatePlace } from '../../../../shared/rates/types';
import type { CreationPayload } from '../../../../shared/shipment-wizard/products';
import { fold } from '../../../../shared/text/fold';
import { withLanguage } from '../../../upstream';
import { addressesWithOptions, type AddressOption } from '../../support/address-options';
import type { AccountContext } from '../../support/account-context';

/**
 * What the account has that a file's rows refer to by name: its addresses and its
 * consignees' (by label), its consignees, the provider's lists and the products the
 * account may use. Read once per check, in parallel, so a thousand rows cost the same few
 * calls as one.
 */
export interface AccountBook {
  own: Map<string, AddressOption>;
  /** The account's address labels as written, by id (the template writes one). */
  ownLabels: Map<string, string>;
  delivery: Map<string, AddressOption>;
  consignees: Consignee[];
  enums: Enums;
  payload: CreationPayload;
  countries: Country[];
  /** Where each address (the account's and its consignees') is, by id, for the prices. */
  places: Map<string, RatePlace>;
}

/** Labels match as a person reads them: case, accents and surrounding spaces aside. */
export const labelKey = (label: string) => fold(label.trim());

const byLabel = (list: Awaited<ReturnType<typeof addressesWithOptions>>) => {
  const map = new Map<string, AddressOption>();
  // The first of two addresses with one label wins, as the address book lists them.
  for (const { address, option } of list) {
    const key = labelKey(address.label);
    if (key && !map.has(key)) map.set(key, option);
  }
  return map;
};

export async function accountBook(account: AccountContext): Promise<AccountBook> {
  const { token, client } = account;
  // A file's words are matched as the template writes them, in English (its columns are
  // English too), whatever the language of the reader who uploads it.
  const up = withLanguage(account.up, () => 'en');
  const inEnglish = { ...account, up };
  const consigneeList = linkedConsignees(up, token, client);
  // The products are the account's: asked for without a consignee (a row's may be new).
  const [own, delivery, consignees, lists, payload, countries] = await Promise.all([
    addressesWithOptions(inEnglish, 'client'),
    addressesWithOptions(inEnglish, 'customer'),
    consigneeList,
    enums(up),
    accountPayload(up, token, client, async () => (await consigneeList)[0]?.id),
    allCountries(up),
  ]);
  return {
    own: byLabel(own),
    ownLabels: new Map(own.map(({ address }) => [address.id, address.label])),
    delivery: byLabel(delivery),
    consignees,
    enums: lists,
    payload,
    countries,
    places: new Map(
      [...own, ...delivery].map(({ address }) => [address.id, addressPlace(address)]),
    ),
  };
}

const digits = (phone: string) => phone.replace(/\D/g, '');

/** A linked consignee with this name and phone (as the wizard's dialog would find it). */
export function findConsignee(
  consignees: readonly Consignee[],
  name: string,
  phone: string,
): Consignee | undefined {
  const wanted = labelKey(name);
  return consignees.find(
    (c) => labelKey(c.name) === wanted && digits(c.phone) === digits(phone) && digits(phone) !== '',
  );
}
