import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ShipmentRowView,
  ShipmentsTable,
  TrackingResult,
} from '../../../shared/shipments/types';
import type { Loaded } from '../../../shared/types';
import { csvOf, shipmentImport } from '../../support/data/shipment-import';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';

/**
 * Paperless Trade from a file (docs/customs.md, "Downloads and Paperless Trade"): an
 * imported international row booked with the service has its commercial invoice drawn and
 * sent to the provider by the import's job, as a booking in the wizard has; a domestic row,
 * or one without the service, sends none.
 */

type Table = Extract<Loaded<ShipmentsTable>, { ok: true }>;

let portal: Portal;
let visitor: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal({ fake: 'main', timeoutMs: 10_000 });
  visitor = await signedIn(portal.app);
});
afterAll(() => portal?.close());

const documentsOf = (shipmentId: string) =>
  portal.forwarded.filter((f) => new RegExp(`/shipments/${shipmentId}/documents$`).test(f.path));

describe('an imported row with Paperless Trade', () => {
  it(
    'sends its invoice to the provider; the drawer says it went',
    { timeout: 60_000 },
    async () => {
      const steps = shipmentImport(visitor);
      const { header, rows } = await steps.templateTable();
      const [domestic, international] = [rows[0]!, rows[1]!];
      const services = header.indexOf('Added Services');
      const reference = header.indexOf('Order Reference');
      const tag = `PL-${Date.now().toString(36)}`;
      const withPaperless = (row: string[], n: number) => {
        const copy = [...row];
        copy[services] = 'PAPERLESS';
        copy[reference] = `${tag}-${n}`;
        return copy;
      };
      const preview = await steps.previewOf(
        csvOf(header, [withPaperless(domestic, 1), withPaperless(international, 2)]),
      );
      expect(preview.counts).toMatchObject({ ready: 2, errors: 0 });
      await visitor.post('import-shipments.store');
      const result = await steps.finished();
      expect(result.counts).toMatchObject({ created: 2, failed: 0 });

      const list = (await visitor.visit(`/shipments?search=${tag}`))
        .component('shipments/shipments')
        .prop<Table>('table').value.rows;
      const abroad = list.find((r) => r.international) as ShipmentRowView;
      const home = list.find((r) => !r.international) as ShipmentRowView;
      expect(documentsOf(abroad.id)).toHaveLength(1);
      const body = documentsOf(abroad.id)[0]!.body as { type: string; content: string };
      expect(body.type).toBe('commercial-invoice');
      expect(Buffer.from(body.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      expect(documentsOf(home.id)).toEqual([]);

      const track = `${abroad.id}:${abroad.packages[0]!.id}`;
      const page = await visitor.reloadOnly(['tracking'], { data: { track } });
      expect(page.prop<TrackingResult>('tracking').package!.invoiceSent).toBe(true);
      await visitor.delete('import-shipments.destroy');
    },
  );
});
