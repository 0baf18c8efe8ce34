import { Head } from '@inertiajs/react';
import { useState } from 'react';
import { route } from '@/lib/route';
import { EDIT_ACCOUNT_COUNTRIES, EDIT_ACCOUNT_DEFAULTS } from '@shared/accounts/edit-account';
import { FORMAT_LOCALES, type Language, languageOf } from '@shared/i18n/languages';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import type { PageProps } from '@shared/pages';
import { onlyNumbers } from '@/lib/input-filters';
import { TextInput } from '@/components/ui/text-input';
import { InfoIcon } from '@/components/icons';
import { Button, Card, PageHeader, Select } from '@/components/ui';
import { useWords } from '@/lib/i18n';

/** The countries offered, named in the page's language (English as the list has them). */
function countriesIn(language: Language) {
  if (language === 'en') return EDIT_ACCOUNT_COUNTRIES;
  const names = new Intl.DisplayNames([FORMAT_LOCALES[language]], { type: 'region' });
  return EDIT_ACCOUNT_COUNTRIES.map((c) => ({
    value: c.value,
    label: names.of(c.value) ?? c.label,
  }));
}

/**
 * spec §2.5 Edit Account: a static placeholder wired to no call. The fields can be filled
 * (account number and pin keep digits only), but nothing is sent: account details are
 * managed by the provider, as the line above the buttons says.
 */
export default function EditAccount({ account }: PageProps['accounts/edit-account']) {
  const i18n = useWords();
  const language = languageOf(i18n.locale);
  const [country, setCountry] = useState<string>(EDIT_ACCOUNT_DEFAULTS.country);
  const [entity, setEntity] = useState<string>(EDIT_ACCOUNT_DEFAULTS.entity);
  const [number, setNumber] = useState(account?.accountNumber ?? '');
  const [pin, setPin] = useState('');

  return (
    <>
      <Head title={i18n._('Edit Account')} />
      <PageHeader
        title={i18n._('Edit Account')}
        description={account?.name}
        backHref={route('accounts')}
        backLabel={i18n._('Back to My Accounts')}
      />
      <Card className="max-w-xl">
        <form onSubmit={(event) => event.preventDefault()} noValidate className="space-y-4">
          <Select
            label={i18n._('Country')}
            value={country}
            onChange={setCountry}
            options={countriesIn(language)}
            placeholder={i18n._('Select country')}
          />
          <TextInput label={i18n._('Account Entity')} value={entity} onChange={setEntity} />
          <TextInput
            label={i18n._('Account Number')}
            value={number}
            onChange={(value) => setNumber(onlyNumbers(value))}
            inputMode="numeric"
            dir="ltr"
          />
          <TextInput
            label={i18n._('Account Pin')}
            value={pin}
            onChange={(value) => setPin(onlyNumbers(value))}
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
          />
          <p className="flex items-start gap-2 rounded-control bg-gray-50 p-3 text-sm text-gray-700">
            <InfoIcon className="mt-0.5 size-4 shrink-0 text-gray-500" />
            {say(i18n, messages.accounts.managedByProvider)}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled>
              {i18n._('save changes')}
            </Button>
            <Button type="button" variant="danger" disabled>
              {i18n._('Delete Account')}
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
