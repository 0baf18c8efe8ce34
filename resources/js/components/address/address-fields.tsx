import { useEffect, useState } from 'react';
import type { Option, PlaceNames } from '@shared/address/types';
import { ADDRESS_LABELS as L, type AddressKind } from '@shared/forms/address';
import { PhoneInput } from '@/components/ui/phone-input';
import { TextInput } from '@/components/ui/text-input';
import { Select } from '@/components/ui';
import { CountryField } from './country-field';
import { enumLists } from './options';
import { PlaceField } from './place-field';
import type { AddressFormState } from './use-address-form';
import { usePlaceLists } from './use-place-lists';

export interface AddressFieldsProps {
  form: AddressFormState;
  /** Customer (consignee) addresses may leave Label and Email empty (spec §5). */
  kind?: AddressKind;
  /** ISO code of the phone field's first country (location lookup). */
  defaultCountry: string;
  /** The saved places by name (edit), shown until their lists arrive. */
  places?: PlaceNames;
}

function useAddressTypes(): Option[] {
  const [types, setTypes] = useState<Option[]>([]);
  useEffect(() => {
    let live = true;
    void enumLists().then((lists) => live && setTypes(lists.address_types ?? []));
    return () => {
      live = false;
    };
  }, []);
  return types;
}

/**
 * The one address form's fields (spec §2.6 order and labels), for pages and the popup
 * alike; the caller owns the <form>, its button and where it posts.
 */
export function AddressFields({
  form,
  kind = 'client',
  defaultCountry,
  places,
}: AddressFieldsProps) {
  const { data, errors } = form;
  const [country, setCountry] = useState<Option | null>(() =>
    data.country ? { value: data.country, label: places?.country ?? data.country } : null,
  );
  const { provinces, cities } = usePlaceLists(data.country, data.province);
  const addressTypes = useAddressTypes();
  const own = kind === 'client';

  // spec §4: a new country clears province and city; a new province clears city.
  const chooseCountry = (option: Option | null) => {
    setCountry(option);
    form.set('country', option?.value ?? '');
    form.set('province', '');
    form.set('city', '');
  };
  const chooseProvince = (value: string) => {
    form.set('province', value);
    if (provinces.state === 'ready' && provinces.options.length) form.set('city', '');
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput label={L.attention} {...form.field('attention')} autoComplete="name" required />
      <TextInput
        label={L.companyName}
        {...form.field('companyName')}
        autoComplete="organization"
        required
      />
      <TextInput
        label={L.email}
        {...form.field('email')}
        type="email"
        autoComplete="email"
        required={own}
      />
      <PhoneInput
        label={L.phoneNumber}
        {...form.field('phoneNumber')}
        defaultCountry={defaultCountry}
        required
      />
      <TextInput label={L.label} {...form.field('label')} required={own} />
      <TextInput
        label={L.address1}
        {...form.field('address1')}
        autoComplete="address-line1"
        required
      />
      <TextInput
        label={`${L.address2} (optional)`}
        {...form.field('address2')}
        autoComplete="address-line2"
      />
      <CountryField value={country} onChange={chooseCountry} error={errors.country} />
      <PlaceField
        label={L.province}
        name="province"
        value={data.province}
        list={provinces}
        onChange={chooseProvince}
        savedName={places?.province}
        waitingText="Select a country first"
        error={errors.province}
        required
      />
      <PlaceField
        label={L.city}
        name="city"
        value={data.city}
        list={cities}
        onChange={(value) => form.set('city', value)}
        savedName={places?.city}
        waitingText={data.country ? 'Select a province first' : 'Select a country first'}
        error={errors.city}
        required
      />
      <TextInput
        label={L.postalCode}
        {...form.field('postalCode')}
        autoComplete="postal-code"
        required
      />
      <Select
        label={L.addressType}
        {...form.field('addressType')}
        options={addressTypes}
        placeholder="Select address type"
        required
      />
    </div>
  );
}
