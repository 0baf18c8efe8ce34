import type { Request } from 'express';
import { z } from 'zod';
import { addressText } from '../../../shared/address/display';
import { fold } from '../../../shared/text/fold';
import { SELECT_PAGE_SIZE } from '../../../shared/ui/widgets';
import { listAddresses, type ApiAddress } from '../../api/addresses';
import { placeNames } from '../../api/geo';
import { customerAddresses } from '../../api/shipment-creation';
import type { AccountContext } from './account-context';

/**
 * The account's addresses as picker options, for every screen that picks one (the
 * preferences, the shipment and pickup wizards): one line each with its places by name
 * (never a raw geo id) and its country id (the shipment mode compares countries).
 */

export type AddressKind = 'client' | 'customer';

export interface AddressOption {
  value: string;
  label: string;
  country: string;
  /**
   * The address's tax number (VAT / EORI / tax id), a provider's extension: present only
   * when the provider gives one (the wizard prefills the customs details from it).
   */
  taxNumber?: string;
}

/** The provider's optional `tax_number`, read whether or not the address schema keeps it. */
export function taxNumberOf(address: unknown): string {
  const value: unknown =
    typeof address === 'object' && address !== null
      ? (address as Record<string, unknown>).tax_number
      : undefined;
  return typeof value === 'string' ? value.trim().slice(0, 40) : '';
}

/** The addresses as the provider gives them, each beside its option (one call). */
export async function addressesWithOptions(
  { up, token, client }: AccountContext,
  kind: AddressKind = 'client',
): Promise<Array<{ address: ApiAddress; option: AddressOption }>> {
  const list: ApiAddress[] =
    kind === 'client'
      ? await listAddresses(up, token, client)
      : await customerAddresses(up, token, client);
  return Promise.all(
    list.map(async (address) => {
      const taxNumber = taxNumberOf(address);
      return {
        address,
        option: {
          value: address.id,
          label: addressText({ ...address, ...(await placeNames(up, address)) }),
          country: address.country,
          ...(taxNumber && { taxNumber }),
        },
      };
    }),
  );
}

export async function addressOptions(
  account: AccountContext,
  kind: AddressKind = 'client',
): Promise<AddressOption[]> {
  return (await addressesWithOptions(account, kind)).map((a) => a.option);
}

/** Every word typed must appear in the option's line, accents and case aside. */
export function searchOptions<T extends { label: string }>(options: T[], search: string): T[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  return options.filter((o) => words.every((w) => fold(o.label).includes(w)));
}

const pickerQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).catch(1),
  search: z.string().trim().max(100).catch(''),
  /** One option by id (an address just made in a popup, whose line and country are needed). */
  id: z.string().trim().max(64).optional().catch(undefined),
});

/** One page of options as the kit's AsyncSelect asks for them (spec §9: pages of 5). */
export function pagedOptions<T extends { value: string; label: string }>(all: T[], req: Request) {
  const { page, search, id } = pickerQuery.parse(req.query);
  if (id !== undefined) return { options: all.filter((o) => o.value === id), hasMore: false };
  const found = searchOptions(all, search);
  const start = (page - 1) * SELECT_PAGE_SIZE;
  return {
    options: found.slice(start, start + SELECT_PAGE_SIZE),
    hasMore: found.length > start + SELECT_PAGE_SIZE,
  };
}
