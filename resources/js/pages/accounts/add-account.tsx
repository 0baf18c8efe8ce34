import { Head } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { route } from '@/lib/route';
import { addAccountForm } from '@shared/forms/accounts';
import { TextInput } from '@/components/ui/text-input';
import { Button, Card, PageHeader } from '@/components/ui';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';

/**
 * spec §2.5 Add New Account: the account number (digits only); the provider then sends a
 * code to the account's phone and the user goes on to accounts-verify.
 */
export default function AddAccount() {
  const i18n = useWords();
  const form = useSchemaForm(addAccountForm, { account_number: '' }, { errorBag: 'addAccount' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit('post', route('add-account.store'));
  };

  return (
    <>
      <Head title={i18n._('Add New Account')} />
      <PageHeader
        title={i18n._('Add New Account')}
        backHref={route('accounts')}
        backLabel={i18n._('Back to My Accounts')}
        description={i18n._(
          'We will send a code to the phone number your provider has for this account.',
        )}
      />
      <Card className="max-w-xl">
        <form onSubmit={submit} noValidate className="space-y-4">
          <TextInput
            label={i18n._('Account Number')}
            {...form.field('account_number', { filter: 'numbers' })}
            autoComplete="off"
            dir="ltr"
            autoFocus
            required
          />
          <Button type="submit" busy={form.processing} busyText={i18n._('Adding....')}>
            {i18n._('Add Account')}
          </Button>
        </form>
      </Card>
    </>
  );
}
