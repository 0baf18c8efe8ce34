import { z } from 'zod';
import {
  CLAIM_KINDS,
  CLAIM_STATUSES,
  type ClaimBadge,
  type Claimable,
  type ClaimDetail,
  type ClaimKind,
  type ClaimRow,
} from '../../shared/claims/types';
import type { Readable } from 'node:stream';
import { upstreamPath, type Upstream } from '../upstream';
import { listPage, pageOf, type ListPage } from './lists';
import { apiId, apiMoney, apiText } from './schemas';

/**
 * Claims on the account's packages (a contract extension, docs/claims.md). Lenient where it
 * is read beside the contract's detail: a provider without the extension, or a field it
 * garbles, offers no claim.
 */

const text = apiText;

const claimableSchema = z.object({
  kinds: z.array(z.enum(CLAIM_KINDS)).min(1),
  declared_value: apiMoney,
  deadline: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  past_deadline: z.boolean(),
});

/** The detail's `claimable` of a package, or none for anything else. */
export const optionalClaimable = claimableSchema.nullish().catch(null);

const badgeSchema = z.object({ id: apiId, status: z.enum(CLAIM_STATUSES), status_label: text });

/** The detail's `claim` of a package, or none. */
export const optionalClaimBadge = badgeSchema.nullish().catch(null);

export function claimableView(
  c: z.output<typeof claimableSchema> | null | undefined,
): Claimable | null {
  return c
    ? {
        kinds: c.kinds,
        declaredValue: c.declared_value,
        deadline: c.deadline,
        pastDeadline: c.past_deadline,
      }
    : null;
}

export const claimBadgeView = (
  c: z.output<typeof badgeSchema> | null | undefined,
): ClaimBadge | null => (c ? { id: c.id, status: c.status, statusLabel: c.status_label } : null);

const claimSchema = badgeSchema.extend({
  shipment_id: apiId,
  package_id: apiId,
  awb: text,
  kind: z.enum(CLAIM_KINDS),
  kind_label: text,
  amount: apiMoney,
  approved_amount: apiMoney.nullish().catch(null),
  description: text,
  status_reason: z.string().nullish().catch(null),
  information_request: z.string().nullish().catch(null),
  photos: z.coerce.number().int().nonnegative().catch(0),
  created_at: text,
  updated_at: text,
});
type ApiClaim = z.output<typeof claimSchema>;

const detailSchema = claimSchema.extend({
  messages: z.array(z.object({ from: z.enum(['customer', 'provider']), text, at: text })).catch([]),
});

const claimRow = (c: ApiClaim): ClaimRow => ({
  ...claimBadgeView(c)!,
  awb: c.awb,
  shipmentId: c.shipment_id,
  packageId: c.package_id,
  kind: c.kind,
  kindLabel: c.kind_label,
  amount: c.amount,
  approvedAmount: c.approved_amount ?? null,
  createdAt: c.created_at,
  updatedAt: c.updated_at,
});

const claimsPage = pageOf(claimSchema);
const claimsPath = (client: number) => upstreamPath`/user/clients/${client}/claims`;
const claimPath = (client: number, claim: string) =>
  upstreamPath`/user/clients/${client}/claims/${claim}`;

/** The account's claims, newest first; `status` keeps those in it. */
export async function listClaims(
  up: Upstream,
  token: string,
  client: number,
  query: { page: number; status: string; perPage: number | null },
): Promise<ListPage<ClaimRow>> {
  const { data } = await up.main.get(claimsPath(client), {
    token,
    query: {
      page: query.page,
      status: query.status || undefined,
      per_page: query.perPage ?? undefined,
    },
    schema: claimsPage,
  });
  return listPage(data, claimRow);
}

/** One claim and its thread. */
export async function claimDetail(
  up: Upstream,
  token: string,
  client: number,
  claim: string,
): Promise<ClaimDetail> {
  const { data } = await up.main.get(claimPath(client, claim), { token, schema: detailSchema });
  return {
    ...claimRow(data),
    description: data.description,
    statusReason: data.status_reason ?? null,
    informationRequest: data.information_request ?? null,
    photos: data.photos,
    messages: data.messages,
  };
}

export interface NewClaim {
  shipment: string;
  packageId: string;
  kind: ClaimKind;
  amount: { value: number; currency: string };
  description: string;
}

/** Files a claim; the provider attaches the AWB, declared value, scans and proof it holds. */
export async function fileClaim(up: Upstream, token: string, client: number, claim: NewClaim) {
  const { data } = await up.main.post(claimsPath(client), {
    token,
    body: {
      shipment_id: claim.shipment,
      package_id: claim.packageId,
      kind: claim.kind,
      amount: claim.amount,
      description: claim.description,
    },
    schema: claimSchema,
  });
  return claimRow(data);
}

/** Streams one photo to the claim as it arrives from the browser. */
export function addClaimPhoto(
  up: Upstream,
  token: string,
  client: number,
  claim: string,
  photo: { body: Readable; contentType: string },
) {
  return up.main.post(`${claimPath(client, claim)}/photos`, {
    token,
    upload: photo,
    schema: claimSchema,
  });
}

/** Answers the provider's request for information: the claim goes back to review. */
export function answerClaim(
  up: Upstream,
  token: string,
  client: number,
  claim: string,
  answer: string,
) {
  return up.main.post(`${claimPath(client, claim)}/answer`, {
    token,
    body: { text: answer },
    schema: claimSchema,
  });
}
