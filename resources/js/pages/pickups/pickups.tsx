import { Head } from '@inertiajs/react';
import { route } from 'ziggy-js';
import type { PageProps } from '@shared/pages';
import { PlusIcon } from '@/components/icons';
import { PickupsTable } from '@/components/pickups/pickups-table';
import { ButtonLink, PageHeader } from '@/components/ui';

/** My PickUps (spec §2.10): the pickups of the selected account, and Create Pickup. */
export default function Pickups({ table }: PageProps['pickups/pickups']) {
  const create = (
    <ButtonLink href={route('schedule-pickup')} icon={<PlusIcon className="size-4" />}>
      Create Pickup
    </ButtonLink>
  );
  return (
    <>
      <Head title="My PickUps" />
      <PageHeader title="My PickUps" actions={create} />
      <PickupsTable data={table} create={create} />
    </>
  );
}
