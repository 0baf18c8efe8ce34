import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request, Router } from 'express';
import { z } from 'zod';
import {
  amountProblem,
  CLAIM_KINDS,
  CLAIM_KIND_LABELS,
  CLAIM_STATUSES,
  deadlineMessage,
  isDecided,
  MAX_CLAIM_PHOTOS,
  MAX_CLAIM_PHOTO_BYTES,
  MAX_CLAIM_TEXT,
  type ClaimKind,
} from '../../domain/claims';
import { mediaType } from '../../domain/exceptions';
import { wordLanguageOf } from '../../domain/words/language';
import { ok } from '../../http/envelope';
import {
  ApiError,
  fieldError,
  forbidden,
  invalid,
  notFound,
  type FieldErrors,
} from '../../http/errors';
import { idField, pageQuery, positiveNumber } from '../../http/fields';
import { fieldErrors } from '../../http/validate';
import {
  addClaimPhoto,
  answerClaim,
  claimById,
  claimDetail,
  claimOfPackage,
  claimWindowOf,
  insertClaim,
  listClaims,
  photoCount,
  type ClaimRow,
} from '../../store/claims';
import { packagesOf, shipmentById } from '../../store/shipments';
import { requireClient, requireUser } from '../access';
import type { Permission } from '../roles';
import type { ServiceContext } from '../context';
import { drain, receiveDocument, UploadRefused } from '../document-upload';

const PHOTO_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
};

const WRONG_PHOTO: Readonly<Record<string, string>> = {
  'image/jpeg': 'The photo is not a JPEG image.',
  'image/png': 'The photo is not a PNG image.',
};

export const ALREADY_CLAIMED = 'A claim has already been filed for this package.';
export const NOT_CLAIMABLE =
  'This package cannot be claimed for: it is neither delivered, damaged nor lost (no scan for 7 days).';
export const NOT_WAITING = 'This claim is not waiting for information.';
export const CLAIM_CLOSED = 'This claim is decided: it takes no more photos.';
export const TOO_MANY_PHOTOS = `A claim takes at most ${MAX_CLAIM_PHOTOS} photos.`;
export const PHOTO_TOO_LARGE = 'A photo may be at most 10 MB.';

const claimText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(MAX_CLAIM_TEXT, `${label} may not be longer than ${MAX_CLAIM_TEXT} characters`);

const claimBody = z.object({
  shipment_id: idField('Shipment'),
  package_id: idField('Package'),
  kind: z.enum(CLAIM_KINDS, { error: 'The selected kind is invalid' }),
  amount: z.object(
    {
      value: positiveNumber('The amount'),
      currency: z.string({ error: 'The currency is required' }).trim().toUpperCase(),
    },
    { error: 'The amount is required' },
  ),
  description: claimText('The description'),
});

/** Field errors with `amount.value` and `amount.currency` said on `amount`, as the form shows it. */
const onFields = (error: z.ZodError): FieldErrors => {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(fieldErrors(error))) {
    const key = field.startsWith('amount') ? 'amount' : field;
    errors[key] ??= message;
  }
  return errors;
};

/**
 * Claims on packages (docs/claims.md, 'The provider's side', tests/contract/claims.test.ts):
 * filing one on a delivered, damaged or lost package, its photos streamed and read by their
 * first bytes, the account's claims by page, one with its thread, and the answer to a
 * request for information. 404 for a claim, shipment or package not there, 403 for another
 * account's, code 100 without a token.
 */
export function claimRoutes(router: Router, ctx: ServiceContext): void {
  const requireClaim = (req: Request, need: Permission): ClaimRow => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, need);
    const id = Number(req.params.claim);
    const claim = Number.isInteger(id) ? claimById(ctx.db, id) : undefined;
    if (!claim) throw notFound('Claim not found.');
    if (claim.client_id !== client.id) throw forbidden('This claim belongs to another account.');
    return claim;
  };

  router.get('/user/clients/:client/claims', (req, res) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, 'view');
    const query = pageQuery.parse(req.query);
    if (query.status && !CLAIM_STATUSES.includes(query.status as never)) {
      throw fieldError('status', 'The selected status is invalid');
    }
    ok(
      res,
      listClaims(
        ctx.db,
        client.id,
        { page: query.page, perPage: query.per_page, status: query.status },
        wordLanguageOf(req),
      ),
    );
  });

  router.get('/user/clients/:client/claims/:claim', (req, res) => {
    ok(res, claimDetail(ctx.db, requireClaim(req, 'view'), wordLanguageOf(req)));
  });

  router.post('/user/clients/:client/claims', (req, res) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, 'ship');
    const parsed = claimBody.safeParse(req.body ?? {});
    if (!parsed.success) throw invalid(onFields(parsed.error));
    const body = parsed.data;
    const shipment = shipmentById(ctx.db, Number(body.shipment_id));
    if (!shipment) throw notFound('Shipment not found.');
    if (shipment.client_id !== client.id) {
      throw forbidden('This shipment belongs to another account.');
    }
    const pkg = packagesOf(ctx.db, [shipment.id]).find((row) => row.id === Number(body.package_id));
    if (!pkg) throw notFound('Package not found.');
    if (claimOfPackage(ctx.db, pkg.id)) throw fieldError('package_id', ALREADY_CLAIMED);
    const now = ctx.now();
    const window = claimWindowOf(ctx.db, pkg, now);
    if (!window) throw fieldError('package_id', NOT_CLAIMABLE);
    if (window.pastDeadline) throw fieldError('package_id', deadlineMessage(window.deadline));
    const errors: FieldErrors = {};
    if (!window.kinds.includes(body.kind)) {
      const allowed = window.kinds.map((kind: ClaimKind) => CLAIM_KIND_LABELS[kind].toLowerCase());
      errors.kind = `This package can be claimed for: ${allowed.join(', ')}.`;
    }
    const problem = amountProblem(body.amount, {
      value: pkg.declared_value,
      currency: pkg.declared_unit,
    });
    if (problem) errors.amount = problem;
    if (Object.keys(errors).length) throw invalid(errors);
    let claim: ClaimRow;
    try {
      claim = insertClaim(ctx.db, {
        clientId: client.id,
        shipmentId: shipment.id,
        packageId: pkg.id,
        kind: body.kind,
        amount: {
          value: Math.round(body.amount.value * 100) / 100,
          currency: body.amount.currency,
        },
        description: body.description,
        by: `${user.first_name} ${user.last_name}`.trim(),
        at: now.toISOString(),
      });
    } catch (err) {
      // Two filings at once: the package's one claim is the first.
      if (String(err).includes('UNIQUE')) throw fieldError('package_id', ALREADY_CLAIMED);
      throw err;
    }
    ok(res, claimDetail(ctx.db, claim, wordLanguageOf(req)), 'Your claim has been submitted.', 201);
  });

  router.post('/user/clients/:client/claims/:claim/answer', (req, res) => {
    const claim = requireClaim(req, 'ship');
    if (claim.status !== 'information_needed') throw new ApiError(422, NOT_WAITING);
    const parsed = z.object({ text: claimText('The answer') }).safeParse(req.body ?? {});
    if (!parsed.success) throw invalid(fieldErrors(parsed.error));
    const answered = answerClaim(ctx.db, claim, parsed.data.text, ctx.now().toISOString());
    ok(res, claimDetail(ctx.db, answered, wordLanguageOf(req)), 'Your answer has been sent.');
  });

  // The photo is the body itself, streamed to a file (never read whole): the JSON parser
  // leaves these types alone (http/app.ts).
  router.post('/user/clients/:client/claims/:claim/photos', async (req, res) => {
    let kept: string | undefined;
    try {
      const claim = requireClaim(req, 'ship');
      if (isDecided(claim.status)) throw fieldError('photo', CLAIM_CLOSED);
      if (photoCount(ctx.db, claim.id) >= MAX_CLAIM_PHOTOS) {
        throw fieldError('photo', TOO_MANY_PHOTOS);
      }
      const type = mediaType(req.get('content-type'));
      const extension = PHOTO_EXTENSIONS[type];
      if (!extension) throw fieldError('photo', 'The photo must be a JPEG or PNG image.');
      const declared = Number(req.get('content-length'));
      if (Number.isFinite(declared) && declared > MAX_CLAIM_PHOTO_BYTES) {
        throw new ApiError(413, PHOTO_TOO_LARGE);
      }
      let received;
      try {
        received = await receiveDocument(req, {
          dir: ctx.tempDir ?? join(tmpdir(), 'courier-reference'),
          name: `claim-${claim.id}-${randomUUID()}`,
          extension,
          type,
          maxBytes: MAX_CLAIM_PHOTO_BYTES,
        });
      } catch (err) {
        if (err instanceof UploadRefused && err.reason === 'too_large') {
          throw new ApiError(413, PHOTO_TOO_LARGE);
        }
        if (err instanceof UploadRefused) {
          throw fieldError('photo', WRONG_PHOTO[type] ?? 'The photo is not readable.');
        }
        throw err;
      }
      kept = received.file;
      const at = ctx.now().toISOString();
      // Other photos may have arrived meanwhile: the count is checked again as this one is kept.
      const saved = ctx.db.transaction(() => {
        const current = claimById(ctx.db, claim.id);
        if (!current || isDecided(current.status)) return CLAIM_CLOSED;
        if (photoCount(ctx.db, claim.id) >= MAX_CLAIM_PHOTOS) return TOO_MANY_PHOTOS;
        addClaimPhoto(ctx.db, claim.id, { type, ...received }, at);
        return null;
      })();
      if (saved) throw fieldError('photo', saved);
      kept = undefined;
      const current = claimById(ctx.db, claim.id) as ClaimRow;
      ok(res, claimDetail(ctx.db, current, wordLanguageOf(req)), 'The photo has been added.', 201);
    } catch (err) {
      if (kept) await rm(kept, { force: true });
      await drain(req);
      if (err instanceof ApiError && err.status === 413) res.set('Connection', 'close');
      throw err;
    }
  });
}
