import type { FieldBinding } from '@/hooks/use-schema-form';
import { TextInput } from '@/components/ui/text-input';

/** First and last name side by side from 640 px (registration, Edit Profile). */
export function NameFields({ first, last }: { first: FieldBinding; last: FieldBinding }) {
  return (
    <>
      <TextInput label="First Name" {...first} autoComplete="given-name" required />
      <TextInput label="Last Name" {...last} autoComplete="family-name" required />
    </>
  );
}
