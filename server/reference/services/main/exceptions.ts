import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request, Router } from 'express';
import { branchById, branchesIn } from '../../domain/branches';
import {
  EXCEPTION_EVENTS,
  MAX_EXCEPTION_DOCUMENT_BYTES,
  RESOLUTION_ACTIONS,
  mediaType,
  rescheduleDates,
  takesAction,
  type ResolutionAction,
} from '../../domain/exceptions';
import { HOURS_WORDS, KIND_WORDS } from '../../domain/words/exceptions';
import { say, wordLanguageOf } from '../../domain/words/language';
import { ok } from '../../http/envelope';
import { ApiError, fieldError, invalid, notFound } from '../../http/errors';
import { fieldErrors } from '../../http/validate';
import { addressById, createAddress } from '../../store/addresses';
import { exceptionView } from '../../store/exception-view';
import {
  exceptionById,
  openExceptionCount,
  openExceptionPackages,
  resolveException,
  type ExceptionRow,
  type ResolutionDetails,
} from '../../store/exceptions';
import { recordActivity } from '../../store/team';
import { requireClient, requireUser } from '../access';
import { addressSchema, type AddressInput } from '../address-schema';
import type { ServiceContext } from '../context';
import { drain, receiveDocument, UploadRefused } from '../document-upload';
import { requirePackage, type PackageAccess } from '../package-access';

export const ALREADY_RESOLVED = 'This exception is already resolved.';

/** How many of the packages that need attention the count names, the newest first. */
const ATTENTION_LIST = 5;

const PACKAGE_PATH = '/user/clients/:client/shipments/:shipment/packages/:package';

const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
};

const WRONG_CONTENT: Readonly<Record<string, string>> = {
  'application/pdf': 'The document is not a PDF file.',
  'image/jpeg': 'The document is not a JPEG image.',
  'image/png': 'The document is not a PNG image.',
};

/**
 * Exceptions on packages (docs/exceptions.md, 'The provider's side', tests/contract/
 * exceptions.test.ts): the account's count of open ones, the branches a package can be held
 * at, and the fixes: a corrected address, a new day or a branch for a missed delivery, the
 * document customs ask for, a refused package sent back or abandoned. 404 for a package or
 * exception not there, 403 for another account's, code 100 without a token.
 */
export function exceptionRoutes(router: Router, ctx: ServiceContext): void {
  const requireException = (req: Request): PackageAccess & { exception: ExceptionRow } => {
    const access = requirePackage(ctx, req, 'ship');
    const id = Number(req.params.exception);
    const exception = Number.isInteger(id) ? exceptionById(ctx.db, id) : undefined;
    if (!exception || exception.package_id !== access.pkg.id) {
      throw notFound('Exception not found.');
    }
    return { ...access, exception };
  };

  const answer = (req: Request, access: PackageAccess, row: ExceptionRow) =>
    exceptionView(row, {
      db: ctx.db,
      shipment: access.shipment,
      pkg: access.pkg,
      language: wordLanguageOf(req),
      now: ctx.now(),
    });

  /**
   * A fix sent again once it was taken (a retry whose answer was lost): the exception as it
   * stands, nothing done twice. Another fix of a resolved exception is refused.
   */
  const repeated = (exception: ExceptionRow, action: unknown): boolean => {
    if (exception.status === 'open') return false;
    if (exception.resolution_action === action) return true;
    throw new ApiError(422, ALREADY_RESOLVED);
  };

  /** The action's check against the exception's kind, and the one still open. */
  const checkAction = (exception: ExceptionRow, action: unknown): ResolutionAction => {
    if (exception.status !== 'open') throw new ApiError(422, ALREADY_RESOLVED);
    if (typeof action !== 'string' || !RESOLUTION_ACTIONS.includes(action as ResolutionAction)) {
      throw fieldError('action', 'The selected action is invalid');
    }
    if (!takesAction(exception.kind, action)) {
      const kind = EXCEPTION_EVENTS[exception.kind].label.toLowerCase();
      throw fieldError(
        'action',
        exception.kind === 'damaged'
          ? 'A damaged package takes no action here: file a claim instead.'
          : `This action does not resolve an exception of this kind (${kind}).`,
      );
    }
    return action;
  };

  router.get('/user/clients/:client/exceptions/count', (req, res) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, 'view');
    const language = wordLanguageOf(req);
    ok(res, {
      open: openExceptionCount(ctx.db, client.id),
      packages: openExceptionPackages(ctx.db, client.id, ATTENTION_LIST).map((pkg) => ({
        ...pkg,
        label: say(KIND_WORDS, language, EXCEPTION_EVENTS[pkg.kind].label),
      })),
    });
  });

  // Reference data, as the countries and cities are: no token needed.
  router.get('/branches', (req, res) => {
    const language = wordLanguageOf(req);
    const city = typeof req.query.city === 'string' ? req.query.city : undefined;
    ok(
      res,
      branchesIn(city).map((branch) => ({
        id: branch.id,
        name: branch.name,
        address: branch.address,
        city: branch.city,
        hours: say(HOURS_WORDS, language, branch.hours),
      })),
    );
  });

  router.post(`${PACKAGE_PATH}/exceptions/:exception/resolve`, (req, res) => {
    const access = requireException(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (repeated(access.exception, body.action)) {
      return ok(res, answer(req, access, access.exception), 'The exception has been resolved.');
    }
    const action = checkAction(access.exception, body.action);
    if (action === 'upload_document') {
      throw fieldError('action', 'Send the document itself to the exception’s document call.');
    }
    const now = ctx.now();
    const details: ResolutionDetails = {};
    let newAddress: AddressInput | undefined;
    if (action === 'correct_address') {
      const parsed = addressSchema('customer').safeParse(body.address ?? {});
      if (!parsed.success) {
        const errors = Object.fromEntries(
          Object.entries(fieldErrors(parsed.error)).map(([field, message]) => [
            `address.${field}`,
            message,
          ]),
        );
        throw invalid(errors);
      }
      newAddress = parsed.data;
    }
    if (action === 'reschedule') {
      const receiver = addressById(ctx.db, access.shipment.receiver_address_id);
      const offered = receiver ? rescheduleDates(now, receiver.country) : [];
      if (typeof body.date !== 'string' || !offered.includes(body.date)) {
        throw fieldError('date', 'Choose one of the days offered.');
      }
      details.date = body.date;
    }
    if (action === 'hold_at_branch') {
      const branch = typeof body.branch_id === 'string' ? branchById(body.branch_id) : undefined;
      if (!branch) throw fieldError('branch_id', 'The selected branch is invalid');
      details.branch_id = branch.id;
    }
    const resolved = ctx.db.transaction(() => {
      if (newAddress) {
        const address = createAddress(ctx.db, access.client.id, 'customer', newAddress, now);
        ctx.db
          .prepare('UPDATE shipments SET receiver_address_id = ? WHERE id = ?')
          .run(address.id, access.shipment.id);
        details.address_id = address.id;
        // The account's activity record (docs/team.md): the consignee's address corrected.
        recordActivity(ctx.db, {
          clientId: access.client.id,
          userId: access.user.id,
          kind: 'address_changed',
          subject: access.pkg.awb,
          details: {
            action: 'corrected',
            address_id: address.id,
            address_kind: 'customer',
            shipment_id: access.shipment.id,
          },
          at: now.toISOString(),
        });
      }
      return resolveException(ctx.db, access.exception, {
        action,
        details,
        by: `${access.user.first_name} ${access.user.last_name}`.trim(),
        at: now.toISOString(),
      });
    })();
    ok(res, answer(req, access, resolved), 'The exception has been resolved.');
  });

  // The document is the body itself, streamed to a file (never read whole): the JSON parser
  // leaves these types alone (http/app.ts).
  router.post(`${PACKAGE_PATH}/exceptions/:exception/document`, async (req, res) => {
    try {
      const access = requireException(req);
      if (repeated(access.exception, 'upload_document')) {
        await drain(req);
        return ok(
          res,
          answer(req, access, access.exception),
          'The document has been sent to customs.',
        );
      }
      checkAction(access.exception, 'upload_document');
      const type = mediaType(req.get('content-type'));
      const extension = EXTENSIONS[type];
      if (!extension) {
        throw fieldError('document', 'The document must be a PDF, JPEG or PNG file.');
      }
      const declared = Number(req.get('content-length'));
      if (Number.isFinite(declared) && declared > MAX_EXCEPTION_DOCUMENT_BYTES) {
        throw new ApiError(413, 'The document may be at most 10 MB.');
      }
      let received;
      try {
        received = await receiveDocument(req, {
          dir: ctx.tempDir ?? join(tmpdir(), 'courier-reference'),
          name: `exception-${access.exception.id}-${randomUUID()}`,
          extension,
          type,
          maxBytes: MAX_EXCEPTION_DOCUMENT_BYTES,
        });
      } catch (err) {
        if (err instanceof UploadRefused && err.reason === 'too_large') {
          throw new ApiError(413, 'The document may be at most 10 MB.');
        }
        if (err instanceof UploadRefused) {
          throw fieldError('document', WRONG_CONTENT[type] ?? 'The document is not readable.');
        }
        throw err;
      }
      const at = ctx.now().toISOString();
      // Another upload may have resolved it while this one arrived: the first one counts.
      const current = exceptionById(ctx.db, access.exception.id);
      if (!current) throw notFound('Exception not found.');
      if (repeated(current, 'upload_document')) {
        return ok(res, answer(req, access, current), 'The document has been sent to customs.');
      }
      const resolved = resolveException(ctx.db, current, {
        action: 'upload_document',
        details: {
          document: { type, size: received.size, sha256: received.sha256, file: received.file },
        },
        by: `${access.user.first_name} ${access.user.last_name}`.trim(),
        at,
      });
      ok(res, answer(req, access, resolved), 'The document has been sent to customs.');
    } catch (err) {
      await drain(req);
      if (err instanceof ApiError && err.status === 413) res.set('Connection', 'close');
      throw err;
    }
  });
}
