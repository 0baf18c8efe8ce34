import { Deferred, Head, usePage } from '@inertiajs/react';
import { messages } from '@shared/messages';
import type { PageProps } from '@shared/pages';
import type { SharedProps } from '@shared/types';
import { ShipmentsTable } from '@/components/shipments/shipments-table';
import { StatsCard } from '@/components/shipments/stats-card';
import { Card, PageHeader } from '@/components/ui';
import { AccountPrompt } from '@/components/account-prompt';
import { Unreachable } from '@/components/unreachable';
import { PickupPrompt } from './parts/pickup-prompt';
import { StatsPlaceholder, TablePlaceholder } from './parts/placeholders';
import { QuickActions } from './parts/quick-actions';

type Props = PageProps['dashboard/dashboard'];

// A part that failed, whatever the failure, offers to load that part alone again.
const statsUnavailable = (
  <Unreachable message={messages.shipments.statsUnavailable} only={['stats']} />
);
const tableUnavailable = (
  <Unreachable message={messages.shipments.tableUnavailable} only={['table']} />
);

/** Dashboard (spec §2.8): the month's figures, quick actions and recent shipments. */
export default function Dashboard({ stats, table, pickupPrompt }: Props) {
  const { auth, selectedAccountId } = usePage<SharedProps>().props;
  const hasAccount = selectedAccountId !== null;
  const name = auth.user?.first_name;
  return (
    <>
      <Head title="Dashboard" />
      <PageHeader title="Dashboard" description={name ? `Welcome back, ${name}.` : undefined} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <Card title="This month">
          {hasAccount ? (
            <Deferred data="stats" fallback={<StatsPlaceholder />} rescue={statsUnavailable}>
              {stats?.ok ? <StatsCard stats={stats.value} /> : statsUnavailable}
            </Deferred>
          ) : (
            <AccountPrompt headingLevel={3} />
          )}
        </Card>
        <Card title="Quick actions">
          <QuickActions hasAccount={hasAccount} />
        </Card>
      </div>
      <Card title="Recent Shipments" className="mt-6">
        {hasAccount ? (
          <Deferred data="table" fallback={<TablePlaceholder />} rescue={tableUnavailable}>
            {table ? (
              <ShipmentsTable data={table} routeName="dashboard" caption="Recent shipments" />
            ) : (
              <AccountPrompt headingLevel={3} />
            )}
          </Deferred>
        ) : (
          <AccountPrompt headingLevel={3} />
        )}
      </Card>
      {pickupPrompt && <PickupPrompt shipperAddressId={pickupPrompt.shipperAddressId} />}
    </>
  );
}
