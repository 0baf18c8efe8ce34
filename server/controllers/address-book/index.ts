import { z } from 'zod';
import { matchesSearch } from '../../../shared/address/search';
import { render } from '../../http/render';
import type { Handler } from '../../routing/handler';
import { addressCards } from './cards';
import { accountContext } from './context';

/** The Address Book (spec §2.6): the list, its search and the addresses' CSV round trip. */

const listQuery = z.object({
  search: z.string().trim().max(100).catch(''),
  /** An address to show selected: the one just added or edited. */
  selected: z.string().max(64).optional().catch(undefined),
});

export const index: Handler = async (req, res) => {
  const { search, selected } = listQuery.parse(req.query);
  const cards = await addressCards(accountContext(req));
  await render(res, 'address-book/address-book', {
    addresses: cards.filter((card) => matchesSearch(card, search)),
    search,
    selectedId: cards.some((card) => card.id === selected) ? (selected ?? null) : null,
    total: cards.length,
  });
};
