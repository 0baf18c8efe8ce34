import type { ExceptionBadge } from '@shared/exceptions/types';
import type { ShipmentRowView } from '@shared/shipments/types';
import { say } from '@shared/i18n/wording';
import { AlertIcon } from '@/components/icons';
import { Badge } from '@/components/ui/badge';
import { useWords } from '@/lib/i18n';

/** A package's open exception on its card: what went wrong, in the provider's words. */
export function AttentionBadge({ exception }: { exception: ExceptionBadge }) {
  const i18n = useWords();
  return (
    // A long label ('Endommagé pendant le transport') wraps on a phone rather than overflow.
    <Badge tone="danger" wrap className="gap-1">
      <AlertIcon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{i18n._('Needs your attention:')} </span>
      {say(i18n, exception.label)}
    </Badge>
  );
}

/** A shipment's row: one badge per kind of exception open on its packages. */
export function RowAttention({ row, className }: { row: ShipmentRowView; className?: string }) {
  const open = new Map<string, ExceptionBadge>();
  for (const pkg of row.packages) if (pkg.exception) open.set(pkg.exception.kind, pkg.exception);
  if (open.size === 0) return null;
  return (
    <span className={className ?? 'mt-1 flex flex-wrap gap-1'}>
      {[...open.values()].map((exception) => (
        <AttentionBadge key={exception.kind} exception={exception} />
      ))}
    </span>
  );
}
