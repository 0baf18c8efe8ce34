import { Head } from '@inertiajs/react';
import { AccountPrompt } from '@/components/account-prompt';
import { Card } from '@/components/ui';
import { useWords } from '@/lib/i18n';

/** spec §2.2: shown instead of a page that needs an account while none is selected. */
export default function AccountRequired() {
  const i18n = useWords();
  return (
    <Card>
      <Head title={i18n._('Select an account')} />
      <AccountPrompt headingLevel={1} />
    </Card>
  );
}
