import { useState } from 'react';
import { route } from '@/lib/route';
import { BillingIcon, PickupsIcon, PlusIcon } from '@/components/icons';
import { Button, ButtonLink } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { useWords } from '@/lib/i18n';
import { useCan } from '@/hooks/use-role';

/**
 * spec §2.8 quick actions. Without a selected account they ask for one first (spec §6:
 * the dashboard blocks shipment and pickup creation until an account is selected); 'Get a
 * quote' needs none (without one it gives the published prices).
 */
export function QuickActions({ hasAccount }: { hasAccount: boolean }) {
  const i18n = useWords();
  const [asking, setAsking] = useState(false);
  // Booking is a shipping role's (docs/team.md); a quote is anyone's.
  const actions = useCan()('ship')
    ? [
        { label: /*i18n*/ 'Create New Shipment', to: 'create-shipment' as const, icon: PlusIcon },
        { label: /*i18n*/ 'Schedule Pickup', to: 'schedule-pickup' as const, icon: PickupsIcon },
      ]
    : [];
  return (
    <>
      <div className="grid gap-3">
        {actions.map(({ label, to, icon: Icon }) =>
          hasAccount ? (
            <ButtonLink key={to} href={route(to)} icon={<Icon className="size-4" />} block>
              {i18n._(label)}
            </ButtonLink>
          ) : (
            <Button
              key={to}
              onClick={() => setAsking(true)}
              icon={<Icon className="size-4" />}
              block
            >
              {i18n._(label)}
            </Button>
          ),
        )}
        <ButtonLink
          href={route('get-quote')}
          variant="secondary"
          icon={<BillingIcon className="size-4" />}
          block
        >
          {i18n._('Get a quote')}
        </ButtonLink>
      </div>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        size="sm"
        title={i18n._('Please add an account to continue.')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {i18n._('Cancel')}
            </Button>
            <ButtonLink href={route('accounts')}>{i18n._('Add')}</ButtonLink>
          </>
        }
      />
    </>
  );
}
