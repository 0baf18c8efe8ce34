import { Head } from '@inertiajs/react';
import type { PageProps } from '@shared/pages';
import { ClockIcon } from '@/components/icons';
import { Card, EmptyState } from '@/components/ui';

/** A screen of the product that is not built yet, shown inside the signed-in shell. */
export default function Pending({ title }: PageProps['pending']) {
  return (
    <Card>
      <Head title={title} />
      <EmptyState
        headingLevel={1}
        icon={ClockIcon}
        title={title}
        description="This screen is not available yet."
      />
    </Card>
  );
}
