import { messages } from '../../../shared/messages';
import type { WizardValues } from '../../../shared/shipment-wizard/values';
import { toast } from '../../http/toast';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { discardDraft, keepDraft } from './draft-state';
import { draftBody } from './draft-shape';

/**
 * Saves the wizard's step and values as the user moves (a fetch() call, JSON). 204 when
 * kept; 409 when the draft is no longer the session's (created, discarded, another tab).
 */
export const update: Handler = (req, res) => {
  const body = draftBody.safeParse(req.body);
  if (!body.success) return void res.status(422).json({ saved: false });
  const { draftId, step, values } = body.data;
  const kept = keepDraft(req, draftId, step, values as WizardValues);
  res.status(kept ? 204 : 409).end();
};

/** 'Discard draft': the wizard starts over, with the default pickup address again. */
export const discard: Handler = (req, res) => {
  discardDraft(req);
  toast(req, messages.shipment.draftDiscarded, 'success');
  res.redirect(303, urlFor('create-shipment'));
};
