import { InfoIcon } from '@/components/icons';
import { EmptyState } from '@/components/ui/empty-state';

export { Unreachable } from '@/components/unreachable';

const BOX = 'rounded-card border border-dashed border-gray-300 bg-white';

/** A provider without the extension: the screen's empty state, never an error. */
export function NotOffered({ message }: { message: string }) {
  return <EmptyState icon={InfoIcon} title={message} className={BOX} />;
}
