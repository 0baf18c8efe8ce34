import * as z from 'zod/mini';
import { CLAIM_KINDS, type Claimable } from '../claims/types';
import { claimMessages } from '../messages/claims';
import { fill } from '../i18n/wording';
import { isRequired, required } from './fields';

/**
 * 'File a claim' and the answer to a request for information (docs/claims.md). The same
 * rules run in the browser, where nothing is sent while one fails, and on the server. The
 * photos are checked apart: by their first bytes, as they are chosen and as they stream.
 */

const words = claimMessages.claims;

export const CLAIM_LABELS = {
  kind: /*i18n*/ 'What happened',
  amount: /*i18n*/ 'Amount claimed',
  description: /*i18n*/ 'Description',
  photos: /*i18n*/ 'Photos',
  answer: /*i18n*/ 'Your answer',
} as const;

/** The provider's limit on a description and an answer. */
export const CLAIM_TEXT_MAX = 2000;

export type ClaimValues = { kind: string; amount: string; description: string };

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

const text = (label: string) =>
  required(label).check(
    z.maxLength(CLAIM_TEXT_MAX, fill(words.tooLong, { label, max: CLAIM_TEXT_MAX })),
  );

/**
 * The claim's fields, against what the package allows: one of its kinds, an amount above 0
 * and at most the declared value (said with it), a description.
 */
export function claimForm(claimable: Pick<Claimable, 'kinds' | 'declaredValue'>) {
  const max = claimable.declaredValue;
  const most = fill(words.amountAboveDeclared, {
    amount: `${max.value.toFixed(2)} ${max.currency}`,
  });
  return z.object({
    kind: z.string({ error: isRequired(CLAIM_LABELS.kind) }).check(
      z.refine((kind) => (claimable.kinds as string[]).includes(kind), {
        error: isRequired(CLAIM_LABELS.kind),
      }),
    ),
    amount: required(CLAIM_LABELS.amount).check(
      z.refine((value) => AMOUNT.test(value) && Number(value) > 0, { error: words.amountInvalid }),
      z.refine((value) => !AMOUNT.test(value) || Number(value) <= max.value, { error: most }),
    ),
    description: text(CLAIM_LABELS.description),
  });
}

/** Whether `kind` is one the provider takes at all (the form's own rule says which). */
export const isClaimKind = (kind: string): kind is (typeof CLAIM_KINDS)[number] =>
  (CLAIM_KINDS as readonly string[]).includes(kind);

export const answerForm = z.object({ text: text(CLAIM_LABELS.answer) });
export type AnswerValues = { text: string };
