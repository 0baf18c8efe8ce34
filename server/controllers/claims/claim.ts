import type { Request } from 'express';
import {
  claimTakesPhotos,
  CLAIM_MAX_PHOTOS,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
} from '../../../shared/claims/types';
import { answerForm } from '../../../shared/forms/claim';
import { messages } from '../../../shared/messages';
import { addClaimPhoto, answerClaim, claimDetail } from '../../api/claims';
import { refusalStatus, refusalWords, rescue } from '../../api/meanings';
import { InvalidForm, NotFound } from '../../failures';
import { render } from '../../http/render';
import { withStreamedUpload } from '../../http/streamed-upload';
import { toast } from '../../http/toast';
import { validated } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { requireAccount, type AccountContext } from '../support/account-context';

/**
 * A claim's page (docs/claims.md): the claim, its thread with the provider, the answer to a
 * request for information, and photos added while it is undecided. Another account's claim,
 * or none, is the 404 page.
 */

const words = messages.claims;

function ownClaim(req: Request, account: AccountContext) {
  return rescue(claimDetail(account.up, account.token, account.client, String(req.params.claim)), {
    notOwn: (): never => {
      throw new NotFound('no such claim for this account');
    },
  });
}

export const show: Handler = async (req, res) => {
  const account = requireAccount(req);
  await render(res, 'claims/claim', { claim: await ownClaim(req, account) });
};

/** The answer to the provider's request for information: the claim goes back to review. */
export const answer: Handler = async (req, res) => {
  const { text } = validated(req, answerForm);
  const account = requireAccount(req);
  const claim = String(req.params.claim);
  const answered = await rescue(
    answerClaim(account.up, account.token, account.client, claim, text),
    {
      notOwn: (): never => {
        throw new NotFound('no such claim for this account');
      },
      fields: (fields): never => {
        throw new InvalidForm(fields.text ? { text: fields.text } : { form: firstOf(fields) });
      },
    },
  ).catch((err: unknown) => {
    // A claim no longer waiting (answered elsewhere meanwhile): said above the form.
    const said = refusalWords(err);
    if (said) throw new InvalidForm({ form: said });
    throw err;
  });
  if (answered) toast(req, words.answered, 'success');
  res.inertia.back();
};

const firstOf = (fields: Record<string, string>) => Object.values(fields)[0] ?? '';

/**
 * One photo added to an undecided claim, streamed to the provider as it arrives and read by
 * its first bytes (a JPEG or PNG of at most 10 MB). A decided claim or a sixth photo is
 * refused before a byte is sent. No toast: the page comes back with the claim's count, and
 * the browser, which may send several in turn, says how many were added.
 */
export const photos: Handler = async (req, res) => {
  const account = requireAccount(req);
  const claim = await ownClaim(req, account);
  if (!claimTakesPhotos(claim)) {
    req.resume();
    throw new InvalidForm({
      photo: claim.photos >= CLAIM_MAX_PHOTOS ? words.tooManyPhotos : words.photoClosed,
    });
  }
  await withStreamedUpload(
    req,
    {
      field: 'photo',
      maxBytes: PHOTO_MAX_BYTES,
      types: PHOTO_TYPES,
      messages: {
        missing: words.photoMissing,
        tooLarge: words.photoTooLarge,
        wrongType: words.photoType,
        attachments: words.photoType,
      },
    },
    (file) =>
      rescue(addClaimPhoto(account.up, account.token, account.client, claim.id, file), {
        fields: (fields): never => {
          throw new InvalidForm({ photo: fields.photo ?? firstOf(fields) });
        },
      }).catch((err: unknown) => {
        // The provider's own size limit, said as ours.
        if (refusalStatus(err) === 413) throw new InvalidForm({ photo: words.photoTooLarge });
        throw err;
      }),
  );
  res.inertia.back();
};
