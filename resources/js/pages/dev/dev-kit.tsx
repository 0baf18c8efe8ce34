import { route } from '@/lib/route';
import { Head } from '@inertiajs/react';
import { Logo } from '@/components/logo';
import { PageHeader } from '@/components/ui';
import { KitActions } from './parts/kit-actions';
import { KitAddressDialog } from './parts/kit-address-dialog';
import { KitChoices } from './parts/kit-choices';
import { KitData } from './parts/kit-data';
import { KitForm } from './parts/kit-form';
import { KitOverlays } from './parts/kit-overlays';

/** Development only (/dev/kit): every part of the UI kit, for review and browser checks. */
export default function Kit() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <Head title="UI kit" />
      <Logo />
      <div className="mt-6">
        <PageHeader
          title="UI kit"
          description="Every part of resources/js/components/ui, as pages use them."
          backHref={route('dev-kit')}
          backLabel="Back to the top"
        />
      </div>
      <div className="space-y-6">
        <KitActions />
        <KitData />
        <KitOverlays />
        <KitForm />
        <KitChoices />
        <KitAddressDialog />
      </div>
    </main>
  );
}
