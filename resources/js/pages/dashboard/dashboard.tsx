import { Deferred, Head, usePage } from '@inertiajs/react';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import type { PageProps } from '@shared/pages';
import type { SharedProps } from '@shared/types';
import { ShipmentsTable } from '@/components/shipments/shipments-table';
import { StatsCard } from '@/components/shipments/stats-card';
import { Card, PageHeader } from '@/components/ui';
import { AccountPrompt } from '@/components/account-prompt';
import { Unreachable } from '@/components/unreachable';
import { useWords } from '@/lib/i18n';
import { AttentionCard } from './parts/attention-card';
import { PickupPrompt } from './parts/pickup-prompt';
import { StatsPlaceholder, TablePlaceholder } from './parts/placeholders';
import { QuickActions } from './parts/quick-actions';

type Props = PageProps['dashboard/dashboard'];

/** Dashboard (spec §2.8): the month's figures, quick actions and recent shipments. */
export default function Dashboard({ stats, table, attention, pickupPrompt }: Props) {
  const i18n = useWords();
  const { auth, selectedAccountId } = usePage<SharedProps>().props;
  // A part that failed, whatever the failure, offers to load that part alone again.
  const statsUnavailable = (
    <Unreachable message={say(i18n, messages.shipments.statsUnavailable)} only={['stats']} />
  );
  const tableUnavailable = (
    <Unreachable message={say(i18n, messages.shipments.tableUnavailable)} only={['table']} />
  );
  const hasAccount = selectedAccountId !== null;
  const name = auth.user?.first_name;
  return (
    <>
      <Head title={i18n._('Dashboard')} />
      <PageHeader
        title={i18n._('Dashboard')}
        description={name ? i18n._('Welcome back, {name}.', { name }) : undefined}
      />
      {/* Deferred, and shown only once it says there is something to fix: no placeholder. */}
      {hasAccount && attention && <AttentionCard attention={attention} />}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <Card title={i18n._('This month')}>
          {hasAccount ? (
            <Deferred data="stats" fallback={<StatsPlaceholder />} rescue={statsUnavailable}>
              {stats?.ok ? <StatsCard stats={stats.value} /> : statsUnavailable}
            </Deferred>
          ) : (
            <AccountPrompt headingLevel={3} />
          )}
        </Card>
        <Card title={i18n._('Quick actions')}>
          <QuickActions hasAccount={hasAccount} />
        </Card>
      </div>
      <Card title={i18n._('Recent Shipments')} className="mt-6">
        {hasAccount ? (
          <Deferred data="table" fallback={<TablePlaceholder />} rescue={tableUnavailable}>
            {table ? (
              <ShipmentsTable
                data={table}
                routeName="dashboard"
                caption={i18n._('Recent shipments')}
              />
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
