import { z } from 'zod';
import { addressText } from '../../../shared/address/display';
import { matchesSearch } from '../../../shared/address/search';
import { addressFormFor } from '../../../shared/forms/address';
import { messages } from '../../../shared/messages';
import { createAddress, toApiBody } from '../../api/addresses';
import { placeNames } from '../../api/geo';
import { sendCsv } from '../../http/csv';
import { render } from '../../http/render';
import { notify } from '../../http/toast';
import { validated } from '../../http/validate';
import { flash } from '../../inertia';
import type { Handler } from '../../routing/handler';
import { requireAccount } from '../support/account-context';
import { addressCards } from './support/cards';
import { CSV_HEADER, csvRow } from './support/csv-columns';

/**
 * The Address Book (spec §2.6): the list and its search, the popup form of the wizards'
 * pickers, and the export (the import has its own screen, import-addresses).
 */

const listQuery = z.object({
  search: z.string().trim().max(100).catch(''),
  /** An address to show selected: the one just added or edited. */
  selected: z.string().max(64).optional().catch(undefined),
});

export const show: Handler = async (req, res) => {
  const { search, selected } = listQuery.parse(req.query);
  const cards = await addressCards(requireAccount(req));
  await render(res, 'address-book/address-book', {
    addresses: cards.filter((card) => matchesSearch(card, search)),
    search,
    selectedId: cards.some((card) => card.id === selected) ? (selected ?? null) : null,
    total: cards.length,
  });
};

const kindOf = z.object({ kind: z.enum(['client', 'customer']).catch('client') });

/**
 * The address form in a popup (the wizards' pickers): creates a client or customer
 * address, and goes back to the page that opened it with the new address as flash data
 * (`createdAddress`: id and display text), so that page keeps all its own state.
 */
export const store: Handler = async (req, res) => {
  const { kind } = kindOf.parse(req.query);
  const form = validated(req, addressFormFor(kind));
  const { up, token, client } = requireAccount(req);
  const created = await createAddress(up, token, client, kind, toApiBody(form));
  const names = await placeNames(up, created.data);
  flash(req, {
    createdAddress: { id: created.data.id, text: addressText({ ...created.data, ...names }) },
  });
  notify(req, created.notification, messages.address.added);
  res.inertia.back();
};

/** Export CSV: the whole address book of the account, names resolved, one row each. */
export const exportCsv: Handler = async (req, res) => {
  const ctx = requireAccount(req);
  const cards = await addressCards(ctx);
  const date = new Date().toISOString().slice(0, 10);
  const account = ctx.account.account_number ?? String(ctx.client);
  sendCsv(res, `address-book-${account}-${date}.csv`, CSV_HEADER, cards.map(csvRow));
};
