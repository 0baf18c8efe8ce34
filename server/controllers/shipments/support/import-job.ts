import { LRUCache } from 'lru-cache';
import { PAPERLESS_SERVICE } from '../../../../shared/customs/downloads';
import { headerOf } from '../../../../shared/shipment-import/columns';
import { messages } from '../../../../shared/messages';
import { toCreationBody } from '../../../../shared/shipment-wizard/body';
import { shipmentMode } from '../../../../shared/shipment-wizard/mode';
import type { AddressField } from '../../../../shared/forms/address';
import { createAddress } from '../../../api/addresses';
import { createConsignee, linkedConsignees } from '../../../api/consignees';
import { createShipment, customerAddresses } from '../../../api/shipment-creation';
import { isSignedOut, providerWords } from '../../../api/meanings';
import { InvalidForm, UpstreamError } from '../../../failures';
import { allWords } from '../../../i18n/words';
import type { ItemHandler } from '../../../jobs/types';
import type { Upstream } from '../../../upstream';
import { columnOfPath, DELIVERY_FIELDS, TO_CREATE, type RowPlan } from './import-rows';
import { sendInvoiceOf } from './commercial-invoice';
import { findConsignee, labelKey } from './import-book';

/**
 * The job that books a file's ready rows (server/jobs runs it, one row at a time, on
 * whichever process holds the job). Each row is sent under `<file hash>:<row>`, so the same
 * file uploaded again, or a row re-run after a crash, is answered by the provider with the
 * shipment it already made (Idempotent-Replayed) and creates nothing twice.
 */
export const IMPORT_KIND = 'shipment-import';

export interface ImportItem {
  /** The user's access token: the job books as the user who started it. */
  token: string;
  client: number;
  row: number;
  key: string;
  plan: RowPlan;
}

export interface BookedRow {
  shipmentId: string;
  awbs: string[];
  /** The provider had it already: an earlier upload of the same file made it. */
  replayed: boolean;
  /**
   * Paperless Trade: the commercial invoice reached the provider (docs/customs.md); false
   * when it could not be sent, absent when the row did not ask for it.
   */
  invoiceSent?: boolean;
}

export const rowKey = (hash: string, row: number) => `import-${hash}:${row}`;

/** An international row booked with Paperless Trade: its invoice goes to the provider. */
const paperless = (values: RowPlan['values']) =>
  shipmentMode(values) === 'international' && values.services.includes(PAPERLESS_SERVICE);

/** A refusal in the file's words: 'Weight: Weight is required; Height: …'. */
function refusal(err: unknown, columnOf: (field: string) => string): string {
  if (err instanceof InvalidForm) {
    return Object.entries(err.fields)
      .map(([field, message]) => `${headerOf(columnOf(field))}: ${message}`)
      .join('; ');
  }
  // A job has no session to end: the row says the user must sign in again.
  if (isSignedOut(err)) return messages.shipmentImport.signedOut;
  return providerWords(err) ?? messages.toast.unavailable;
}

class RowRefused extends Error {}

/** How long and how often a row waits for a booking the provider is still making. */
const STILL_MAKING_WAIT_MS = 500;
const STILL_MAKING_TRIES = 10;

/**
 * Books, waiting while the provider says this very booking is still being made (409 to
 * the same Idempotency-Key): a run of the job in a process that died sent it, and the
 * repeat gets its answer once it is made, rather than a refusal for a row that was booked.
 */
export async function bookOnce<T>(send: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await send();
    } catch (err) {
      // Kept here: a 409 means 'still being made' only as the answer to this job's repeat of
      // a keyed booking; elsewhere it is a refusal like any other.
      const stillMaking = err instanceof UpstreamError && err.status === 409;
      if (!stillMaking || tries >= STILL_MAKING_TRIES) throw err;
      await new Promise((resolve) => setTimeout(resolve, STILL_MAKING_WAIT_MS));
    }
  }
}

async function step<T>(work: Promise<T>, columnOf: (field: string) => string): Promise<T> {
  try {
    return await work;
  } catch (err) {
    throw new RowRefused(refusal(err, columnOf));
  }
}

const CONSIGNEE_COLUMNS: Record<string, string> = {
  name: 'consigneeName',
  phone: 'consigneePhone',
  email: 'consigneeEmail',
};

/**
 * The item handler. What a row needs created first (a consignee, a delivery address) is
 * looked for before it is created: an earlier row of the job, or the job's run in a process
 * that died, may have made it, and the row's shipment must name the same one again for the
 * provider to recognise the repeat. Found ids are remembered for the job's later rows, so
 * forty parcels to one new consignee ask once; the memory is per process and bounded.
 */
export function importRowHandler(up: Upstream, rowsPerSecond = 0): ItemHandler {
  const made = new LRUCache<string, string>({ max: 5000 });
  // IMPORT_ROWS_PER_SECOND: a provider that limits its callers is met at its own pace.
  const interval = rowsPerSecond > 0 ? 1000 / rowsPerSecond : 0;
  let nextAt = 0;
  const paced = async () => {
    if (!interval) return;
    const now = Date.now();
    const wait = nextAt - now;
    nextAt = Math.max(now, nextAt) + interval;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  };
  const once = async (
    key: string,
    find: () => Promise<string | undefined>,
    create: () => Promise<string>,
  ) => {
    const id = made.get(key) ?? (await find()) ?? (await create());
    made.set(key, id);
    return id;
  };
  return async (raw, ctx) => {
    const { token, client, key, plan } = raw as ImportItem;
    await paced();
    const values = { ...plan.values };
    const consignee = plan.newConsignee;
    if (values.customerId === TO_CREATE && consignee) {
      values.customerId = await once(
        `${ctx.jobId}:c:${labelKey(consignee.name)}:${consignee.phone}`,
        async () =>
          findConsignee(
            await step(linkedConsignees(up, token, client), () => 'consigneeName'),
            consignee.name,
            consignee.phone,
          )?.id,
        async () =>
          (
            await step(
              createConsignee(up, token, client, consignee),
              (f) => CONSIGNEE_COLUMNS[f] ?? 'consigneeName',
            )
          ).id,
      );
    }
    const address = plan.newAddress;
    if (values.receiverAddressId === TO_CREATE && address) {
      values.receiverAddressId = await once(
        `${ctx.jobId}:a:${labelKey(address.label)}`,
        async () =>
          (await step(customerAddresses(up, token, client), () => 'delivery')).find(
            (a) => labelKey(a.label) === labelKey(address.label),
          )?.id,
        async () =>
          (
            await step(
              createAddress(up, token, client, 'customer', address.body),
              (f) => DELIVERY_FIELDS[f as AddressField] ?? 'delivery',
            )
          ).data.id,
      );
    }
    const body = toCreationBody(values, shipmentMode(values));
    const created = await step(
      bookOnce(() => createShipment(up, token, client, body, key)),
      columnOfPath,
    );
    const booked: BookedRow = {
      shipmentId: created.data.shipment_id,
      awbs: created.data.packages.map((p) => p.awb),
      replayed: created.replayed === true,
    };
    // A replayed row's invoice went with its first booking. The job books for no reader,
    // so the invoice is in English, the language of the file's template.
    if (!booked.replayed && paperless(values)) {
      const english = (await allWords()).get('en')!;
      booked.invoiceSent = await sendInvoiceOf(up, token, client, booked.shipmentId, english);
    }
    return booked;
  };
}
