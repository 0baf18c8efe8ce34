import { Head } from '@inertiajs/react';
import type { FormEvent, ReactNode } from 'react';
import type { PlaceNames } from '@shared/address/types';
import { AddressFields } from '@/components/address/address-fields';
import type { AddressFormState } from '@/components/address/use-address-form';
import { FormError } from '@/components/ui/form-error';
import { Button, Card, PageHeader } from '@/components/ui';
import { useWords } from '@/lib/i18n';

export interface AddressPageProps {
  title: string;
  backHref: string;
  form: AddressFormState;
  onSubmit: () => void;
  submitText: string;
  busyText: string;
  defaultCountry: string;
  places?: PlaceNames;
  children?: ReactNode;
}

/** The add and edit screens: back arrow, the address form in a card, its one button. */
export function AddressPage({
  title,
  backHref,
  form,
  onSubmit,
  submitText,
  busyText,
  defaultCountry,
  places,
}: AddressPageProps) {
  const i18n = useWords();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <div className="max-w-3xl">
      <Head title={title} />
      <PageHeader title={title} backHref={backHref} backLabel={i18n._('Back')} />
      <Card>
        <form onSubmit={submit} noValidate className="space-y-6">
          <FormError error={form.errors.form} />
          <AddressFields form={form} defaultCountry={defaultCountry} places={places} />
          <div className="flex justify-end border-t border-gray-100 pt-5">
            <Button type="submit" busy={form.processing} busyText={busyText}>
              {submitText}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
