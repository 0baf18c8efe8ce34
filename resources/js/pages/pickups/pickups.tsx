import { Head } from '@inertiajs/react';
import { route } from '@/lib/route';
import type { PageProps } from '@shared/pages';
import { PlusIcon } from '@/components/icons';
import { PickupsTable } from '@/components/pickups/pickups-table';
import { ButtonLink, PageHeader } from '@/components/ui';
import { useWords } from '@/lib/i18n';
import { useCan } from '@/hooks/use-role';

/** My PickUps (spec §2.10): the pickups of the selected account, and Create Pickup. */
export default function Pickups({ table }: PageProps['pickups/pickups']) {
  const i18n = useWords();
  // Only a role that ships may schedule a pickup (docs/team.md).
  const create = useCan()('ship') && (
    <ButtonLink href={route('schedule-pickup')} icon={<PlusIcon className="size-4" />}>
      {i18n._('Create Pickup')}
    </ButtonLink>
  );
  return (
    <>
      <Head title={i18n._('My PickUps')} />
      <PageHeader title={i18n._('My PickUps')} actions={create} />
      <PickupsTable data={table} create={create} />
    </>
  );
}
