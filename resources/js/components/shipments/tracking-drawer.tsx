import { useState } from 'react';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import type { TrackingView } from '@shared/shipments/types';
import { AlertIcon, SpinnerIcon } from '@/components/icons';
import { Drawer } from '@/components/ui/drawer';
import { useWords } from '@/lib/i18n';
import { BillingLine } from './billing-line';
import { ShareTrackingButton } from './share-tracking';
import { CreateReturnButton, ReturnLinksView } from './returns';
import { CancelShipmentButton } from './cancel-shipment';
import { CommercialInvoiceLink, InvoiceSentNote } from './commercial-invoice';
import { ShipAgainButton } from './ship-again';
import { ConsigneeNoticesForm } from './consignee-notices';
import { ExceptionPanel } from './exceptions/exception-panel';
import { ProofOfDeliveryCard } from './exceptions/proof-of-delivery';
import { ClaimPanel } from '@/components/claims/claim-panel';
import { TrackingDetails } from './tracking-details';
import { TRACKING_PROP, type TrackingState } from './tracking-state';
import { useLiveRefresh } from './use-live-refresh';
import { useCan } from '@/hooks/use-role';

/**
 * The tracking drawer (spec §2.9, §4), from the reading direction's end: the right in
 * English and French, the left in Arabic: at most 720 px wide, focus kept inside,
 * closed by its button, the backdrop or Escape. While open it refreshes every 30 s.
 */
export function TrackingDrawer({
  state,
  international,
}: {
  state: TrackingState;
  /**
   * Whether the drawer's shipment is international, as the row it was opened from says:
   * the detail names no country (its own `international`, where given, goes first).
   */
  international?: (shipmentId: string) => boolean;
}) {
  const i18n = useWords();
  const can = useCan();
  const { target, result } = state;
  const key = target ? `${target.shipmentId}:${target.packageId}` : null;
  useLiveRefresh(TRACKING_PROP, target !== null, key);

  // After a failed refresh the last data shown stays, under a notice.
  const [lastShown, setLastShown] = useState<{ key: string; view: TrackingView } | null>(null);
  if (key && result?.package && lastShown?.view !== result.package) {
    setLastShown({ key, view: result.package });
  }
  const kept = lastShown?.key === key ? lastShown.view : null;
  const view = result?.package ?? (result?.failed ? kept : null);
  const crossesBorder =
    target !== null &&
    (view?.international ??
      (view?.invoiceSent === true || (international?.(target.shipmentId) ?? false)));

  return (
    <Drawer
      open={target !== null}
      onClose={state.close}
      side="end"
      closeLabel={i18n._('Close tracking')}
      title={view ? i18n._('AWB {awb}', { awb: view.awb }) : i18n._('Package tracking')}
    >
      {!result ? (
        <p role="status" className="flex items-center gap-2 p-6 text-sm text-gray-700">
          <SpinnerIcon className="size-4 motion-safe:animate-spin" />
          {i18n._('Loading...')}
        </p>
      ) : (
        <div className="space-y-6 p-4 sm:p-6">
          {result.failed && (
            <p
              role="status"
              className="flex items-start gap-2 rounded-card border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
            >
              <AlertIcon className="size-5 shrink-0" />
              {say(i18n, messages.shipments.trackingUnavailable)}
            </p>
          )}
          {target && (
            <div className="flex flex-wrap items-start justify-end gap-2">
              {view && <ShareTrackingButton awb={view.awb} />}
              {view && crossesBorder && (
                <CommercialInvoiceLink
                  shipmentId={target.shipmentId}
                  label={i18n._('the shipment of AWB {awb}', { awb: view.awb })}
                />
              )}
              <ShipAgainButton
                shipmentId={target.shipmentId}
                label={
                  view
                    ? i18n._('the shipment of AWB {awb}', { awb: view.awb })
                    : i18n._('this shipment')
                }
              />
              {view?.cancel && (
                <CancelShipmentButton
                  shipmentId={target.shipmentId}
                  awbs={view.cancel.awbs}
                  rule={view.cancel.rule}
                  label={i18n._('the shipment of AWB {awb}', { awb: view.awb })}
                />
              )}
              {view && (
                <CreateReturnButton
                  shipmentId={target.shipmentId}
                  label={i18n._('the shipment of AWB {awb}', { awb: view.awb })}
                  returnable={view.returnable}
                />
              )}
            </div>
          )}
          {view && target && (
            <ExceptionPanel
              shipmentId={target.shipmentId}
              packageId={target.packageId}
              exceptions={view.exceptions ?? []}
              branches={view.branches ?? []}
            />
          )}
          {view?.proof && target && (
            <ProofOfDeliveryCard
              shipmentId={target.shipmentId}
              packageId={target.packageId}
              awb={view.awb}
              proof={view.proof}
            />
          )}
          {view && target && (
            <ClaimPanel
              claimable={view.claimable}
              claim={view.claim}
              target={{ shipment: target.shipmentId, package: target.packageId }}
            />
          )}
          {view && <ReturnLinksView links={view} size="drawer" />}
          {view?.invoiceSent && <InvoiceSentNote />}
          {view && <BillingLine billing={view.billing} />}
          {view ? (
            <>
              <TrackingDetails view={view} />
              {view.consigneeNotices && target && can('ship') && (
                <ConsigneeNoticesForm
                  key={target.shipmentId}
                  shipmentId={target.shipmentId}
                  notices={view.consigneeNotices}
                />
              )}
            </>
          ) : (
            !result.failed && (
              <p className="rounded-card border border-dashed border-gray-300 p-6 text-center text-sm text-gray-700">
                {i18n._('No package data available')}
              </p>
            )
          )}
        </div>
      )}
    </Drawer>
  );
}
