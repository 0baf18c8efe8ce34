import type { Request } from 'express';
import type { WizardOption } from '../../../shared/shipment-wizard/products';
import type { WizardEnums } from '../../../shared/shipment-wizard/types';
import { emptyValues } from '../../../shared/shipment-wizard/values';
import { callerCountry } from '../../api/auth';
import { enums } from '../../api/geo';
import { deps } from '../../deps';
import { render } from '../../http/render';
import type { Handler } from '../../routing/handler';
import { UpstreamError, UpstreamSignedOutError } from '../../upstream/errors';
import { accountCall, addressOptions } from '../address-options';
import { loaded } from '../shipments/table';
import { currentDraft, startDraft } from './draft-state';

/**
 * spec §4: a new draft starts with the user's default address (shipping_address_id) as the
 * pickup address, once; after that the draft keeps whatever the user chose.
 */
async function newDraft(req: Request) {
  const values = emptyValues();
  const preferred = req.session.user?.shipping_address_id;
  if (preferred) {
    try {
      const found = (await addressOptions(accountCall(req), 'client')).find(
        (o) => o.value === String(preferred),
      );
      if (found) {
        values.senderAddressId = found.value;
        values.senderAddressText = found.label;
        values.senderCountry = found.country;
      }
    } catch (err) {
      // The wizard opens without the preset rather than not at all.
      if (!(err instanceof UpstreamError) || err instanceof UpstreamSignedOutError) throw err;
    }
  }
  return startDraft(req, values);
}

const list = (lists: Record<string, WizardOption[]>, name: string) => lists[name] ?? [];

/** Create Shipment (spec §2.9): the six-step wizard, from the session's draft. */
export const create: Handler = async (req, res) => {
  const draft = currentDraft(req) ?? (await newDraft(req));
  const up = deps(req).upstream;
  await render(res, 'shipments/create-shipment', {
    draft: { id: draft.id, step: draft.step, values: draft.values },
    enums: () =>
      loaded(async (): Promise<WizardEnums> => {
        const lists = await enums(up);
        return {
          packageTypes: list(lists, 'package_types'),
          commodityTypes: list(lists, 'commodity_types'),
          weightUnits: list(lists, 'weight_units'),
          dimensionUnits: list(lists, 'dimension_units'),
          customsPaymentTypes: list(lists, 'customs_payment_type'),
        };
      }),
    defaultCountry: () =>
      callerCountry(up, { ip: req.ip, acceptLanguage: req.get('accept-language') }),
  });
};
