import type { FieldBinding } from '@/hooks/use-schema-form';
import { TextInput } from '@/components/ui/text-input';
import { useWords } from '@/lib/i18n';

/** First and last name side by side from 640 px (registration, Edit Profile). */
export function NameFields({ first, last }: { first: FieldBinding; last: FieldBinding }) {
  const i18n = useWords();
  return (
    <>
      <TextInput label={i18n._('First Name')} {...first} autoComplete="given-name" required />
      <TextInput label={i18n._('Last Name')} {...last} autoComplete="family-name" required />
    </>
  );
}
