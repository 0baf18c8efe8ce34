import type { Request, Response } from 'express';
import { messages } from '../../../../shared/messages';
import { parseFilters, QUERY } from '../../../../shared/shipments/query';
import {
  labelsWayBack,
  MAX_LABEL_SHIPMENTS,
  parseLabelRequest,
  type LabelChoice,
} from '../../../../shared/shipments/labels';
import { listShipments, shipmentDetail, statusOptions } from '../../../api/shipments';
import { deps } from '../../../deps';
import { rescue } from '../../../api/meanings';
import { InvalidForm } from '../../../failures';
import { EXPORT_PAGE_SIZE } from '../../../http/csv-export';
import { offerWayBack } from '../../../http/errors';
import { urlFor } from '../../../routing/url';
import type { AccountContext } from '../../support/account-context';

/** A package whose label a batch asks for. */
export interface LabelPackage {
  awb: string;
  /** The provider's status label: a cancelled package has no label to print. */
  status: string;
}

export interface LabelShipment {
  id: string;
  packages: LabelPackage[];
  /**
   * Whether it crosses a border, where the list's row says (its ends' countries); unknown
   * from a detail, which names no country: the invoices of a batch ask the provider.
   */
  international?: boolean;
}

/** Detail calls at a time for chosen ids: a few, so one batch never crowds the provider. */
const DETAILS_AT_ONCE = 4;

/**
 * The download opens in a tab of its own: should it fail, its error page leads back to My
 * Shipments as it was asked from (its view, the rows still chosen), not to the dashboard.
 */
export function offerWayBackToList(req: Request, res: Response): void {
  offerWayBack(res, {
    href: urlFor('shipments', labelsWayBack(req.query)),
    label: messages.labels.backToList,
  });
}

/**
 * The shipments a labels download is for, read from its query: the ids
 * chosen on a page of My Shipments, or every shipment of My Shipments' filter and search
 * (`all=1`), in the order shown. At most MAX_LABEL_SHIPMENTS; anything the portal cannot
 * make a batch of is an InvalidForm, which a download shows on its error page in these
 * words. Further ways to choose (an import's shipments) are further kinds of LabelChoice.
 */
export async function labelShipments(
  req: Request,
  account: AccountContext,
): Promise<LabelShipment[]> {
  const { choice } = parseLabelRequest(req.query);
  switch (choice.kind) {
    case 'shipments':
      return chosen(account, choice.ids);
    case 'filter':
      return matching(req, account, choice);
    case 'too-many':
      throw refused(messages.labels.tooMany(MAX_LABEL_SHIPMENTS));
    case 'invalid':
      throw refused(messages.labels.invalid);
    case 'none':
      throw refused(messages.labels.noneChosen);
  }
}

const refused = (message: string) => new InvalidForm({ shipments: message });

async function chosen(account: AccountContext, ids: readonly string[]): Promise<LabelShipment[]> {
  const shipments: LabelShipment[] = new Array(ids.length);
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const at = next++;
      shipments[at] = await detailOf(account, ids[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(DETAILS_AT_ONCE, ids.length) }, worker));
  return shipments;
}

async function detailOf(account: AccountContext, id: string): Promise<LabelShipment> {
  // An id of another account, or none, is the user's choice to make again, said in the
  // download's words rather than as an outage.
  const detail = await rescue(shipmentDetail(account.up, account.token, account.client, id), {
    notOwn: (): never => {
      throw refused(messages.labels.notOwn);
    },
  });
  return {
    id,
    packages: detail.packages.map((p) => ({ awb: p.awb, status: p.last_status?.label ?? '' })),
  };
}

async function matching(
  req: Request,
  account: AccountContext,
  choice: Extract<LabelChoice, { kind: 'filter' }>,
): Promise<LabelShipment[]> {
  const up = deps(req).upstream;
  const options = await statusOptions(up, account.token);
  const { filter, search } = parseFilters(
    { [QUERY.filter]: choice.filter, [QUERY.search]: choice.search },
    options,
  );
  const page = (n: number) =>
    listShipments(up, account.token, account.client, {
      page: n,
      status: filter,
      search,
      perPage: EXPORT_PAGE_SIZE,
    });
  const first = await page(1);
  if (first.total > MAX_LABEL_SHIPMENTS) {
    throw refused(messages.labels.tooMany(MAX_LABEL_SHIPMENTS, first.total));
  }
  const rows = [...first.rows];
  for (let n = 2; n <= first.lastPage; n += 1) {
    const more = await page(n);
    if (more.rows.length === 0) break;
    rows.push(...more.rows);
    // A provider whose total undercounts: refused all the same, never cut short silently.
    if (rows.length > MAX_LABEL_SHIPMENTS) {
      throw refused(messages.labels.tooMany(MAX_LABEL_SHIPMENTS));
    }
  }
  return rows.map((row) => ({
    id: row.id,
    international: row.international,
    packages: row.packages.map((p) => ({ awb: p.awb, status: p.status })),
  }));
}
