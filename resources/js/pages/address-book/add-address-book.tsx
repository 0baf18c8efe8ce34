import { route } from '@/lib/route';
import type { PageProps } from '@shared/pages';
import { useAddressForm } from '@/components/address/use-address-form';
import { useWords } from '@/lib/i18n';
import { AddressPage } from './parts/address-page';

/**
 * spec §2.6 Add New Address. Also the form of My Accounts (add-address-account); success
 * leads back to the page that sent the user here, with the new address selected.
 */
export default function AddAddress({
  back,
  defaultCountry,
}: PageProps['address-book/add-address-book']) {
  const i18n = useWords();
  const form = useAddressForm('client');
  const target =
    back === 'accounts'
      ? route('add-address-account.store')
      : route('add-address-book.store', { back });
  return (
    <AddressPage
      title={i18n._('Add New Address')}
      backHref={route(back)}
      form={form}
      onSubmit={() => form.submit('post', target)}
      submitText={i18n._('Add Address')}
      busyText={i18n._('Adding...')}
      defaultCountry={defaultCountry}
    />
  );
}
