import { route } from '@/lib/route';
import type { ProofOfDelivery } from '@shared/exceptions/types';
import { DownloadIcon } from '@/components/icons';
import { DateTime } from '@/components/dates';
import { buttonClass } from '@/components/ui';
import { useWords } from '@/lib/i18n';

/** A delivered package's proof: who signed, when and where, the signature, and the PDF. */
export function ProofOfDeliveryCard({
  shipmentId,
  packageId,
  awb,
  proof,
}: {
  shipmentId: string;
  packageId: string;
  awb: string;
  proof: ProofOfDelivery;
}) {
  const i18n = useWords();
  const at = { shipment: shipmentId, package: packageId };
  return (
    <section
      aria-labelledby={`proof-${packageId}`}
      className="rounded-card border border-green-200 bg-green-50/50 p-4"
    >
      <h3 id={`proof-${packageId}`} className="text-base font-semibold text-gray-900">
        {i18n._('Proof of delivery')}
      </h3>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-gray-600">{i18n._('Signed by')}</dt>
          <dd className="font-medium text-gray-900">{proof.signedBy}</dd>
          <dt className="text-gray-600">{i18n._('Delivered')}</dt>
          <dd className="font-medium text-gray-900">
            <DateTime value={proof.signedAt} />
          </dd>
          <dt className="text-gray-600">{i18n._('City')}</dt>
          <dd className="font-medium text-gray-900">{proof.city}</dd>
        </dl>
        <img
          src={route('shipments.signature', at)}
          alt={i18n._('Signature of {name}', { name: proof.signedBy })}
          width={220}
          height={90}
          loading="lazy"
          className="h-[90px] w-[220px] shrink-0 rounded-control border border-gray-200 bg-white object-contain"
        />
      </div>
      <a
        href={route('shipments.proof-of-delivery', at)}
        download
        className={`${buttonClass('secondary', 'sm')} mt-3`}
      >
        <DownloadIcon className="size-4" />
        {i18n._('Download proof of delivery')}
        <span className="sr-only"> {i18n._('AWB {awb}', { awb })}</span>
      </a>
    </section>
  );
}
