import { useEffect, useState } from 'react';
import type { Option, PlaceNames } from '@shared/address/types';
import { ADDRESS_LABELS as L, TAX_NUMBER_LABEL, type AddressKind } from '@shared/forms/address';
import { PhoneInput } from '@/components/ui/phone-input';
import { TextInput } from '@/components/ui/text-input';
import { Select } from '@/components/ui';
import { useWords } from '@/lib/i18n';
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
 * alike; the caller owns the <form>, its button and where it posts. The labels are
 * `ADDRESS_LABELS`' English, drawn in the reader's language; the e-mail, the postal code
 * and the tax number read left to right in any language.
 */
export function AddressFields({
  form,
  kind = 'client',
  defaultCountry,
  places,
}: AddressFieldsProps) {
  const i18n = useWords();
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
      <TextInput
        label={i18n._(L.attention)}
        {...form.field('attention')}
        autoComplete="name"
        required
      />
      <TextInput
        label={i18n._(L.companyName)}
        {...form.field('companyName')}
        autoComplete="organization"
        required
      />
      <TextInput
        label={i18n._(L.email)}
        {...form.field('email')}
        type="email"
        dir="ltr"
        autoComplete="email"
        required={own}
      />
      <PhoneInput
        label={i18n._(L.phoneNumber)}
        {...form.field('phoneNumber')}
        defaultCountry={defaultCountry}
        required
      />
      <TextInput label={i18n._(L.label)} {...form.field('label')} required={own} />
      <TextInput
        label={i18n._(L.address1)}
        {...form.field('address1')}
        autoComplete="address-line1"
        required
      />
      <TextInput
        label={i18n._('{label} (optional)', { label: i18n._(L.address2) })}
        {...form.field('address2')}
        autoComplete="address-line2"
      />
      <CountryField value={country} onChange={chooseCountry} error={errors.country} />
      <PlaceField
        label={i18n._(L.province)}
        name="province"
        value={data.province}
        list={provinces}
        onChange={chooseProvince}
        savedName={places?.province}
        waitingText={i18n._('Select a country first')}
        error={errors.province}
        required
      />
      <PlaceField
        label={i18n._(L.city)}
        name="city"
        value={data.city}
        list={cities}
        onChange={(value) => form.set('city', value)}
        savedName={places?.city}
        waitingText={
          data.country ? i18n._('Select a province first') : i18n._('Select a country first')
        }
        error={errors.city}
        required
      />
      <TextInput
        label={i18n._(L.postalCode)}
        {...form.field('postalCode')}
        autoComplete="postal-code"
        dir="ltr"
        required
      />
      <Select
        label={i18n._(L.addressType)}
        {...form.field('addressType')}
        options={addressTypes}
        placeholder={i18n._('Select address type')}
        required
      />
      {/* Optional, for commercial invoices (the provider's customs extension, docs/customs.md). */}
      <TextInput
        label={i18n._(TAX_NUMBER_LABEL)}
        {...form.field('taxNumber')}
        autoComplete="off"
        dir="ltr"
      />
    </div>
  );
}
