import type { Option } from '@shared/address/types';
import { MapPinIcon } from '@/components/icons';
import { ErrorText } from '@/components/ui/field';
import { useWords } from '@/lib/i18n';

/** The pickup address chosen on the first step (or from the dashboard), on the later steps. */
export function ShipperSummary({ address, error }: { address: Option | null; error?: string }) {
  const i18n = useWords();
  if (!address && !error) return null;
  return (
    <div className="rounded-md border border-gray-200 bg-gray-50 px-3 py-2 text-sm">
      <p className="flex items-start gap-2">
        <MapPinIcon className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        <span className="min-w-0">
          <span className="font-medium text-gray-800">{i18n._('Pickup address:')} </span>
          <span className="break-words text-gray-700">{address?.label || address?.value}</span>
        </span>
      </p>
      <ErrorText id="pickup-address-error" error={error} />
    </div>
  );
}
