import {
  addressFormFor,
  emptyAddress,
  type AddressFormData,
  type AddressKind,
} from '@shared/forms/address';
import { useSchemaForm } from '@/hooks/use-schema-form';

/** The address form's state, checked by the schema of its kind (the server runs the same). */
export function useAddressForm(
  kind: AddressKind,
  initial: AddressFormData = emptyAddress(),
  errorBag = 'address',
) {
  return useSchemaForm(addressFormFor(kind), initial, { errorBag });
}

export type AddressFormState = ReturnType<typeof useAddressForm>;
