import { useState } from 'react';
import { route } from '@/lib/route';
import { PlusIcon, TrashIcon } from '@/components/icons';
import { Badge, Button, ButtonLink, IconButton } from '@/components/ui';
import { UnavailableAction } from '@/components/ui/unavailable-action';
import { KitSection } from './kit-section';

/** Buttons, icon buttons and badges. */
export function KitActions() {
  const [busy, setBusy] = useState(false);
  const save = () => {
    setBusy(true);
    setTimeout(() => setBusy(false), 1500);
  };
  return (
    <>
      <KitSection title="Buttons">
        <div className="flex flex-wrap items-center gap-3">
          <Button icon={<PlusIcon className="size-4" />}>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="danger" icon={<TrashIcon className="size-4" />}>
            Danger
          </Button>
          <Button variant="link">Link button</Button>
          <ButtonLink href={route('dashboard')} variant="secondary">
            Link as button
          </ButtonLink>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button size="sm">Small</Button>
          <Button size="md">Medium</Button>
          <Button size="lg">Large</Button>
          <Button busy={busy} busyText="Saving..." onClick={save}>
            Save
          </Button>
          <Button disabled>Disabled</Button>
          {/* Not allowed now, and why: on hover, for screen readers, and pressed on a phone. */}
          <UnavailableAction reason="A package has been picked up: this shipment can no longer be cancelled.">
            Unavailable, with its reason
          </UnavailableAction>
          <IconButton label="Delete address" icon={<TrashIcon />} variant="danger" />
        </div>
      </KitSection>
      <KitSection title="Badges">
        <div className="flex flex-wrap gap-2">
          <Badge>Neutral</Badge>
          <Badge tone="brand">Brand</Badge>
          <Badge tone="success">Delivered</Badge>
          <Badge tone="warning">Pending</Badge>
          <Badge tone="danger">Cancelled</Badge>
          <Badge tone="info">In transit</Badge>
          {/* Colours as a provider might send them: the text is adjusted to 4.5:1. */}
          <Badge colors={{ bg: '#FEF3C7', text: '#F59E0B' }}>Provider amber</Badge>
          <Badge colors={{ bg: '#1E3A8A', text: '#1E40AF' }}>Provider navy</Badge>
          <Badge colors={{ bg: '#DCFCE7', text: '#4ADE80' }}>Provider green</Badge>
        </div>
      </KitSection>
    </>
  );
}
