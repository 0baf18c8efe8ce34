import { useState } from 'react';
import { route } from '@/lib/route';
import { PICKUP_PRESET_PARAM } from '@shared/shipments/pickup-prompt';
import { Button, ButtonLink } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { useWords } from '@/lib/i18n';

/** spec §2.8: after a shipment is created, offer to schedule its pickup. */
export function PickupPrompt({ shipperAddressId }: { shipperAddressId: string }) {
  const i18n = useWords();
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      size="sm"
      title={i18n._('Would you like to schedule a pickup now?')}
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {i18n._('Not now')}
          </Button>
          <ButtonLink href={route('schedule-pickup', { [PICKUP_PRESET_PARAM]: shipperAddressId })}>
            {i18n._('Schedule')}
          </ButtonLink>
        </>
      }
    />
  );
}
