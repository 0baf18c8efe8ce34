import { useState } from 'react';
import { route } from 'ziggy-js';
import { BillingIcon, PickupsIcon, PlusIcon } from '@/components/icons';
import { Button, ButtonLink } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';

/**
 * spec §2.8 quick actions. Without a selected account they ask for one first (spec §6:
 * the dashboard blocks shipment and pickup creation until an account is selected); 'Get a
 * quote' needs none (without one it gives the published prices).
 */
export function QuickActions({ hasAccount }: { hasAccount: boolean }) {
  const [asking, setAsking] = useState(false);
  const actions = [
    { label: 'Create New Shipment', to: 'create-shipment' as const, icon: PlusIcon },
    { label: 'Schedule Pickup', to: 'schedule-pickup' as const, icon: PickupsIcon },
  ];
  return (
    <>
      <div className="grid gap-3">
        {actions.map(({ label, to, icon: Icon }) =>
          hasAccount ? (
            <ButtonLink key={to} href={route(to)} icon={<Icon className="size-4" />} block>
              {label}
            </ButtonLink>
          ) : (
            <Button
              key={to}
              onClick={() => setAsking(true)}
              icon={<Icon className="size-4" />}
              block
            >
              {label}
            </Button>
          ),
        )}
        <ButtonLink
          href={route('get-quote')}
          variant="secondary"
          icon={<BillingIcon className="size-4" />}
          block
        >
          Get a quote
        </ButtonLink>
      </div>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        size="sm"
        title="Please add an account to continue."
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <ButtonLink href={route('accounts')}>Add</ButtonLink>
          </>
        }
      />
    </>
  );
}
