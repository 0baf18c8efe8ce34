import type { Option } from '@shared/address/types';
import { QUOTE_LABELS as L } from '@shared/forms/quote';
import { usesPostalCode } from '@shared/rates/postal-codes';
import { CountryField } from '@/components/address/country-field';
import { PlaceField } from '@/components/address/place-field';
import { usePlaceLists } from '@/components/address/use-place-lists';
import { TextInput } from '@/components/ui/text-input';
import { useWords } from '@/lib/i18n';
import { at, type QuoteForm } from './types';

interface PlaceFieldsProps {
  form: QuoteForm;
  end: 'origin' | 'destination';
  legend: string;
}

/**
 * One end of the lane with the address form's own pickers: country, then province and city
 * as the cascade gives them (spec §4), and the postal code where the country uses one.
 */
export function PlaceFields({ form, end, legend }: PlaceFieldsProps) {
  const i18n = useWords();
  const place = form.data[end];
  const { provinces, cities } = usePlaceLists(place.country, place.province);
  const error = (field: string) => form.errors[`${end}.${field}`];
  const country: Option | null = place.country
    ? { value: place.country, label: place.countryName || place.country }
    : null;

  // spec §4: a new country clears province and city; a new province clears city.
  const chooseCountry = (option: Option | null) => {
    form.set(at(end), {
      ...place,
      country: option?.value ?? '',
      countryName: option?.label ?? '',
      province: '',
      city: '',
    } as never);
  };
  const chooseProvince = (value: string) => {
    form.set(at(`${end}.province`), value as never);
    if (provinces.state === 'ready' && provinces.options.length)
      form.set(at(`${end}.city`), '' as never);
  };
  const hasProvinces = provinces.state !== 'ready' || provinces.options.length > 0;

  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="mb-3 text-sm font-semibold text-gray-900">{legend}</legend>
      <CountryField value={country} onChange={chooseCountry} error={error('country')} />
      {hasProvinces && (
        <PlaceField
          label={i18n._(L.province)}
          name={`${end}.province`}
          value={place.province}
          list={provinces}
          onChange={chooseProvince}
          waitingText={i18n._('Select a country first')}
          error={error('province')}
          required
        />
      )}
      <PlaceField
        label={i18n._(L.city)}
        name={`${end}.city`}
        value={place.city}
        list={cities}
        onChange={(value) => form.set(at(`${end}.city`), value as never)}
        waitingText={
          place.country ? i18n._('Select a province first') : i18n._('Select a country first')
        }
        error={error('city')}
        required
      />
      {(!place.country || usesPostalCode(place.country)) && (
        <TextInput
          label={i18n._(L.postalCode)}
          {...form.field(at(`${end}.postalCode`))}
          dir="ltr"
          required
        />
      )}
    </fieldset>
  );
}
