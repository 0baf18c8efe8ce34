// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Option } from '@shared/address/types';
import { AddressFields } from '@/components/address/address-fields';
import { useAddressForm, type AddressFormState } from '@/components/address/use-address-form';

const lists = vi.hoisted(() => ({
  provinces: { LB: [{ value: 'BA', label: 'Beirut Governorate' }], AW: [] } as Record<
    string,
    Option[]
  >,
  cities: { 'LB|BA': [{ value: '1', label: 'Beirut' }] } as Record<string, Option[]>,
}));

vi.mock('@/components/address/options', () => ({
  countryPage: async (search: string) => ({
    options: [
      { value: 'LB', label: 'Lebanon' },
      { value: 'AW', label: 'Aruba' },
    ].filter((c) => c.label.toLowerCase().includes(search.toLowerCase())),
    hasMore: false,
  }),
  provinceList: async (country: string) => lists.provinces[country] ?? [],
  cityList: async (country: string, province: string | null) =>
    lists.cities[`${country}|${province ?? ''}`] ?? [],
  enumLists: async () => ({ address_types: [{ value: 'business', label: 'Business' }] }),
}));

afterEach(cleanup);

let form: AddressFormState;
function Harness() {
  form = useAddressForm('client');
  return <AddressFields form={form} defaultCountry="US" />;
}

async function pick(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the address form’s cascade (spec §4)', () => {
  it('loads provinces for the country and cities for the province; a new country clears both', async () => {
    render(<Harness />);
    expect(screen.getByLabelText('Province').hasAttribute('disabled')).toBe(true);
    await pick('Country', 'Lebanon');
    await waitFor(() =>
      expect(screen.getByLabelText('Province').hasAttribute('disabled')).toBe(false),
    );
    await pick('Province', 'Beirut Governorate');
    await waitFor(() => expect(screen.getByLabelText('City').hasAttribute('disabled')).toBe(false));
    await pick('City', 'Beirut');
    expect([form.data.country, form.data.province, form.data.city]).toEqual(['LB', 'BA', '1']);

    await pick('Country', 'Aruba');
    expect([form.data.country, form.data.province, form.data.city]).toEqual(['AW', '', '']);
    // Aruba has no provinces: both become free text.
    expect(await screen.findByRole('textbox', { name: 'Province' })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'City' })).toBeTruthy();
  });

  it('lists the address types from the enums', async () => {
    render(<Harness />);
    expect(await screen.findByRole('option', { name: 'Business' })).toBeTruthy();
  });
});
