import { route } from '@/lib/route';
import type { PageProps } from '@shared/pages';
import { countryOfPhone } from '@shared/phone/phone';
import { useAddressForm } from '@/components/address/use-address-form';
import { useWords } from '@/lib/i18n';
import { AddressPage } from './parts/address-page';

/** spec §2.6 Edit Address: the saved address, its places shown by name. */
export default function EditAddress({ address }: PageProps['address-book/edit-address-book']) {
  const i18n = useWords();
  const form = useAddressForm('client', address.values);
  return (
    <AddressPage
      title={i18n._('Edit Address')}
      backHref={route('address-book')}
      form={form}
      onSubmit={() => form.submit('put', route('edit-address-book.update', { uuid: address.id }))}
      submitText={i18n._('Edit Address')}
      busyText={i18n._('loading...')}
      defaultCountry={countryOfPhone(address.values.phoneNumber)}
      places={address.places}
    />
  );
}
