import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  EXCEPTION_KINDS,
  type AttentionSummary,
  type Branch,
  type ExceptionBadge,
  type ExceptionView,
  type ProofOfDelivery,
} from '../../shared/exceptions/types';
import { InvalidForm, UpstreamValidationError } from '../failures';
import { upstreamPath, wordsKey, type StreamedFile, type Upstream } from '../upstream';
import { apiAddress, toApiBody, toFormValues, underFormNames } from './addresses';
import type { ValidAddress } from '../../shared/forms/address';
import { apiId, apiMoney, apiText } from './schemas';

/**
 * A package's exceptions, their fixes, and its proof of delivery (contract extensions,
 * docs/exceptions.md). Lenient where it is read beside the contract's shapes: a provider
 * without the extension, or a field it garbles, is no exception and no proof.
 */

const text = apiText;

const exceptionSchema = z.object({
  id: apiId,
  kind: z.enum(EXCEPTION_KINDS),
  label: text,
  message: text,
  raised_at: text,
  status: z.enum(['open', 'resolved']),
  document: z.object({ type: text, label: text }).nullish().catch(null),
  address: apiAddress.partial({ id: true }).nullish().catch(null),
  reschedule_dates: z
    .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/))
    .nullish()
    .catch(null),
  costs: z.object({ return_to_shipper: apiMoney, abandon: apiMoney }).nullish().catch(null),
  resolution: z.object({ action: text, summary: text, by: text, at: text }).nullish().catch(null),
});
type ApiException = z.output<typeof exceptionSchema>;

/** One exception, or none for anything the portal cannot read as one. */
export const optionalException = exceptionSchema.nullish().catch(null);

/** A package's exceptions, newest first; an unreadable one is left out, not the package. */
export const exceptionList = z
  .array(z.unknown())
  .nullish()
  .catch(null)
  .transform((list) =>
    (list ?? []).flatMap((raw) => {
      const parsed = exceptionSchema.safeParse(raw);
      return parsed.success ? [parsed.data] : [];
    }),
  );

export const optionalProof = z
  .object({ signed_by: text, signed_at: text, city: text })
  .nullish()
  .catch(null);

export function exceptionView(e: ApiException): ExceptionView {
  return {
    id: e.id,
    kind: e.kind,
    label: e.label,
    message: e.message,
    raisedAt: e.raised_at,
    open: e.status === 'open',
    document: e.kind === 'customs_hold' ? (e.document ?? null) : null,
    address:
      e.kind === 'address_problem' && e.address ? toFormValues({ id: '', ...e.address }) : null,
    rescheduleDates: e.kind === 'delivery_attempted' ? (e.reschedule_dates ?? []) : [],
    costs:
      e.kind === 'refused' && e.costs
        ? { returnToShipper: e.costs.return_to_shipper, abandon: e.costs.abandon }
        : null,
    resolution: e.status === 'resolved' ? (e.resolution ?? null) : null,
  };
}

export const exceptionBadge = (e: ApiException | null | undefined): ExceptionBadge | null =>
  e && e.status === 'open' ? { kind: e.kind, label: e.label } : null;

export function proofView(proof: z.output<typeof optionalProof>): ProofOfDelivery | null {
  if (!proof || !proof.signed_by || !proof.signed_at) return null;
  return { signedBy: proof.signed_by, signedAt: proof.signed_at, city: proof.city };
}

const packagePath = (client: number, shipment: string, pkg: string) =>
  upstreamPath`/user/clients/${client}/shipments/${shipment}/packages/${pkg}`;

export interface ExceptionRef {
  client: number;
  shipment: string;
  packageId: string;
  exception: string;
}

const exceptionPath = (ref: ExceptionRef) =>
  `${packagePath(ref.client, ref.shipment, ref.packageId)}${upstreamPath`/exceptions/${ref.exception}`}`;

/** The fixes sent with the resolve call, as the provider names them. */
export type Fix =
  | { action: 'correct_address'; address: ValidAddress }
  | { action: 'reschedule'; date: string }
  | { action: 'hold_at_branch'; branchId: string }
  | { action: 'return_to_shipper' }
  | { action: 'abandon' };

function fixBody(fix: Fix): Record<string, unknown> {
  switch (fix.action) {
    case 'correct_address':
      return { action: fix.action, address: toApiBody(fix.address) };
    case 'reschedule':
      return { action: fix.action, date: fix.date };
    case 'hold_at_branch':
      return { action: fix.action, branch_id: fix.branchId };
    default:
      return { action: fix.action };
  }
}

/** Sends a fix. */
export function resolveException(up: Upstream, token: string, ref: ExceptionRef, fix: Fix) {
  return up.main.post(`${exceptionPath(ref)}/resolve`, {
    token,
    body: fixBody(fix),
    schema: exceptionSchema,
  });
}

/**
 * The provider's field errors of a fix under the drawer's form names: a corrected address's
 * under the address form's, the branch under `branchId`. `action` (a fix its kind does not
 * take) has no field: it is left for a toast.
 */
export function fixFieldErrors(fix: Fix, err: unknown): never {
  if (fix.action === 'correct_address') return underFormNames(err, 'address.');
  if (err instanceof UpstreamValidationError && 'branch_id' in err.fields) {
    throw new InvalidForm({ branchId: err.fields.branch_id! });
  }
  throw err;
}

/** Streams the customs document to the provider as it arrives from the browser. */
export function uploadExceptionDocument(
  up: Upstream,
  token: string,
  ref: ExceptionRef,
  document: { body: Readable; contentType: string },
) {
  return up.main.post(`${exceptionPath(ref)}/document`, {
    token,
    upload: document,
    schema: exceptionSchema,
  });
}

const attentionSchema = z.object({
  open: z.coerce.number().int().nonnegative(),
  packages: z
    .array(
      z.object({
        shipment_id: apiId,
        package_id: apiId,
        awb: text,
        kind: z.enum(EXCEPTION_KINDS),
        label: text,
      }),
    )
    .nullish()
    .catch(null),
});

/** How many of the account's packages have an open exception, and the newest of them. */
export async function attentionSummary(
  up: Upstream,
  token: string,
  client: number,
): Promise<AttentionSummary> {
  const { data } = await up.main.get(upstreamPath`/user/clients/${client}/exceptions/count`, {
    token,
    schema: attentionSchema,
  });
  return {
    open: data.open,
    packages: (data.packages ?? []).map((pkg) => ({
      shipmentId: pkg.shipment_id,
      packageId: pkg.package_id,
      awb: pkg.awb,
      exception: { kind: pkg.kind, label: pkg.label },
    })),
  };
}

const branchesSchema = z.array(
  z.object({ id: apiId, name: text, address: text, city: text, hours: text }),
);

/** Branches change rarely and are the same for everyone: kept as the status lists are. */
const BRANCHES_TTL_MS = 10 * 60 * 1000;

/** Every branch a package can be held at, in the reader's language. */
export function branches(up: Upstream, token: string): Promise<Branch[]> {
  return up.cache.get(wordsKey(up, 'branches'), BRANCHES_TTL_MS, async () => {
    const { data } = await up.main.get('/branches', { token, schema: branchesSchema });
    return data;
  });
}

/** A delivered package's signature, as the provider streams it (a PNG). */
export function signatureImage(
  up: Upstream,
  token: string,
  client: number,
  shipment: string,
  pkg: string,
): Promise<StreamedFile> {
  return up.main.stream(`${packagePath(client, shipment, pkg)}/signature.png`, { token });
}
