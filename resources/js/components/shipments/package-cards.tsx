import { route } from '@/lib/route';
import { CANCELLED_SLUG } from '@shared/shipments/cancel';
import type { PackageCard, ShipmentRowView } from '@shared/shipments/types';
import { DownloadIcon, ShipmentsIcon } from '@/components/icons';
import { useLiveControl } from '@/components/ui/use-hydrated';
import { useWords } from '@/lib/i18n';
import { say } from '@shared/i18n/wording';
import { CreateReturnButton } from './returns';
import { CancelShipmentButton } from './cancel-shipment';
import { CommercialInvoiceLink } from './commercial-invoice';
import { ShipAgainButton } from './ship-again';
import { StatusBadge } from './status-badge';
import { AttentionBadge } from './exceptions/attention-badge';

interface PackageCardsProps {
  shipment: ShipmentRowView;
  /** Opens the tracking drawer for a package. */
  onTrack: (shipmentId: string, packageId: string) => void;
}

/**
 * The expanded row (spec §2.9): one card per package with its type, AWB and status; the
 * card opens the tracking drawer, 'Download AWB' opens the label in a new tab; 'Ship again'
 * starts a new shipment from this one, 'Create return' (once delivered) sends it back;
 * an international one's 'Commercial invoice' downloads its invoice (docs/customs.md).
 */
export function PackageCards({ shipment, onTrack }: PackageCardsProps) {
  const i18n = useWords();
  const label = i18n._('shipment {awb}', { awb: shipment.parentAwb });
  return (
    <div className="space-y-3">
      {shipment.packages.length === 0 ? (
        <p className="text-sm text-gray-600">{i18n._('No packages in this shipment.')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {shipment.packages.map((pkg) => (
            <li key={pkg.id}>
              <Card shipment={shipment} pkg={pkg} onTrack={onTrack} />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {shipment.international && <CommercialInvoiceLink shipmentId={shipment.id} label={label} />}
        <ShipAgainButton shipmentId={shipment.id} label={label} />
        {shipment.cancel && (
          <CancelShipmentButton
            shipmentId={shipment.id}
            awbs={shipment.packages.map((pkg) => pkg.awb)}
            rule={shipment.cancel}
            label={label}
          />
        )}
        <CreateReturnButton
          shipmentId={shipment.id}
          label={label}
          returnable={shipment.returnable}
        />
      </div>
    </div>
  );
}

function Card({
  shipment,
  pkg,
  onTrack,
}: {
  shipment: ShipmentRowView;
  pkg: PackageCard;
  onTrack: PackageCardsProps['onTrack'];
}) {
  const live = useLiveControl();
  const i18n = useWords();
  return (
    <div className="flex h-full flex-col rounded-card border border-gray-200 bg-white shadow-card transition-colors hover:border-brand-300">
      <button
        type="button"
        {...live}
        onClick={() => onTrack(shipment.id, pkg.id)}
        aria-label={i18n._('Track package {awb}', { awb: pkg.awb })}
        className="flex flex-1 items-start gap-3 rounded-t-card p-4 text-start hover:bg-gray-50"
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <ShipmentsIcon className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-xs font-medium tracking-wide text-gray-600 uppercase">
            {pkg.type ? say(i18n, pkg.type) : i18n._('Package')}
          </span>
          <span className="mt-0.5 block font-mono text-sm font-semibold break-all text-gray-900">
            {pkg.awb}
          </span>
          <span className="mt-2 flex flex-wrap gap-1">
            <StatusBadge label={say(i18n, pkg.status)} slug={pkg.statusSlug} />
            {pkg.exception && <AttentionBadge exception={pkg.exception} />}
          </span>
        </span>
      </button>
      <div className="flex items-center justify-end border-t border-gray-100 px-4 py-2">
        {pkg.statusSlug === CANCELLED_SLUG ? (
          <span className="text-sm text-gray-600">{i18n._('No label: cancelled')}</span>
        ) : (
          <a
            href={route('shipments.label', { shipment: shipment.id, package: pkg.id })}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1.5 rounded-control text-sm font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
          >
            <DownloadIcon className="size-4" />
            {i18n._('Download AWB')}
            <span className="sr-only">
              {' '}
              {i18n._('{awb} (opens in a new tab)', { awb: pkg.awb })}
            </span>
          </a>
        )}
      </div>
    </div>
  );
}
