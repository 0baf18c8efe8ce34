import { z } from 'zod';
import { addressText } from '../../../shared/address/display';
import { addressFormFor } from '../../../shared/forms/address';
import { messages } from '../../../shared/messages';
import { createAddress, toApiBody } from '../../api/addresses';
import { placeNames } from '../../api/geo';
import { flash } from '../../inertia';
import { notify } from '../../http/toast';
import { validated } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { accountContext } from './context';

const kindOf = z.object({ kind: z.enum(['client', 'customer']).catch('client') });

/**
 * The address form in a popup (the wizards' pickers): creates a client or customer
 * address, and goes back to the page that opened it with the new address as flash data
 * (`createdAddress`: id and display text), so that page keeps all its own state.
 */
export const store: Handler = async (req, res) => {
  const { kind } = kindOf.parse(req.query);
  const form = validated(req, addressFormFor(kind));
  const { up, token, client } = accountContext(req);
  const created = await createAddress(up, token, client, kind, toApiBody(form));
  const names = await placeNames(up, created.data);
  flash(req, {
    createdAddress: { id: created.data.id, text: addressText({ ...created.data, ...names }) },
  });
  notify(req, created.notification, messages.address.added);
  res.inertia.back();
};
