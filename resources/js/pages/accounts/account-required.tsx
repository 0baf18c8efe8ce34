import { Head } from '@inertiajs/react';
import { AccountPrompt } from '@/components/account-prompt';
import { Card } from '@/components/ui';

/** spec §2.2: shown instead of a page that needs an account while none is selected. */
export default function AccountRequired() {
  return (
    <Card>
      <Head title="Select an account" />
      <AccountPrompt headingLevel={1} />
    </Card>
  );
}
