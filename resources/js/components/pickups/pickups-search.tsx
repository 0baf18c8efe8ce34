import { useState } from 'react';
import { SearchInput } from '@/components/ui';

/**
 * The list's search box keeps what the user types; when the page's search changes from
 * elsewhere (Back, Forward, a clamped value) it starts again from the page's.
 */
export function PickupsSearch({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (value: string) => void;
}) {
  const [shown, setShown] = useState(value);
  const [typed, setTyped] = useState(value);
  const [generation, setGeneration] = useState(0);
  if (value !== shown) {
    setShown(value);
    if (value !== typed) {
      setTyped(value);
      setGeneration((g) => g + 1);
    }
  }
  return (
    <SearchInput
      key={generation}
      label="Search pickups"
      hideLabel
      value={value}
      placeholder="Search by pickup ID, address or contact"
      onSearch={(text) => {
        setTyped(text.trim());
        onSearch(text.trim());
      }}
      className="w-full lg:max-w-md"
    />
  );
}
