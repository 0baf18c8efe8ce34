import { placeLine } from '@shared/address/display';
import type { AddressCard } from '@shared/address/types';
import { MapPinIcon } from '@/components/icons';
import { Badge } from '@/components/ui';

export interface AddressOptionProps {
  address: AddressCard;
  checked: boolean;
  onSelect: () => void;
}

/** One address of the book as a radio choice: who, where, how to reach them, its defaults. */
export function AddressOption({ address: a, checked, onSelect }: AddressOptionProps) {
  const where = [placeLine(a), a.postalCode].filter(Boolean).join(' ');
  return (
    <label className="relative flex h-full cursor-pointer gap-3 rounded-card border border-gray-200 bg-white p-4 shadow-card transition-colors hover:border-gray-300 has-checked:border-brand-700 has-checked:bg-brand-50/40 has-checked:ring-1 has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700">
      <input
        type="radio"
        name="address"
        value={a.id}
        checked={checked}
        onChange={onSelect}
        className="mt-1 size-4 shrink-0 accent-brand-700"
      />
      <span className="min-w-0 flex-1 text-sm text-gray-700">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words text-gray-900">{a.label || a.company}</span>
          {a.defaultPickup && <Badge tone="brand">Default pickup</Badge>}
          {a.defaultShipping && <Badge tone="info">Default shipping</Badge>}
        </span>
        <span className="mt-1 block break-words">
          {a.company}
          {a.attention && <span className="text-gray-600"> · Attn. {a.attention}</span>}
        </span>
        <span className="mt-2 flex gap-1.5 break-words">
          <MapPinIcon className="mt-0.5 size-4 shrink-0 text-gray-500" />
          <span>
            {a.address1}
            {a.address2 && <>, {a.address2}</>}
            <span className="block">{where}</span>
          </span>
        </span>
        <span className="mt-2 block break-all text-gray-600">
          {[a.phone, a.email].filter(Boolean).join(' · ')}
        </span>
        {a.addressType && <span className="mt-1 block text-gray-600">{a.addressType}</span>}
      </span>
    </label>
  );
}
