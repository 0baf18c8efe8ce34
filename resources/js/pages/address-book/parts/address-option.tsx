import { Fragment, type ReactNode } from 'react';
import { placeLine } from '@shared/address/display';
import type { AddressCard } from '@shared/address/types';
import { MapPinIcon } from '@/components/icons';
import { Badge } from '@/components/ui';
import { useWords } from '@/lib/i18n';

export interface AddressOptionProps {
  address: AddressCard;
  checked: boolean;
  onSelect: () => void;
}

/** Items with a separator between them, each kept whole. */
function joined(items: ReactNode[], separator: string): ReactNode[] {
  return items.map((item, index) => (
    <Fragment key={index}>
      {index > 0 && separator}
      {item}
    </Fragment>
  ));
}

/**
 * One address of the book as a radio choice: who, where, how to reach them, its defaults.
 * Each of its parts is isolated, so that an address reads in its own direction on an Arabic
 * page; the phone, the e-mail and the postal code always left to right.
 */
export function AddressOption({ address: a, checked, onSelect }: AddressOptionProps) {
  const i18n = useWords();
  const place = placeLine(a);
  const where = [
    place && <bdi key="place">{place}</bdi>,
    a.postalCode && (
      <bdi key="postal" dir="ltr">
        {a.postalCode}
      </bdi>
    ),
  ].filter(Boolean);
  const reach = [a.phone, a.email].filter(Boolean).map((text) => <bdi dir="ltr">{text}</bdi>);
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
          <span className="font-semibold break-words text-gray-900">
            <bdi>{a.label || a.company}</bdi>
          </span>
          {a.defaultPickup && <Badge tone="brand">{i18n._('Default pickup')}</Badge>}
          {a.defaultShipping && <Badge tone="info">{i18n._('Default shipping')}</Badge>}
        </span>
        <span className="mt-1 block break-words">
          <bdi>{a.company}</bdi>
          {a.attention && (
            <span className="text-gray-600">
              {' · '}
              {i18n._('Attn.')} <bdi>{a.attention}</bdi>
            </span>
          )}
        </span>
        <span className="mt-2 flex gap-1.5 break-words">
          <MapPinIcon className="mt-0.5 size-4 shrink-0 text-gray-500" />
          <span>
            <bdi>{a.address1}</bdi>
            {a.address2 && (
              <>
                , <bdi>{a.address2}</bdi>
              </>
            )}
            <span className="block">{joined(where, ' ')}</span>
          </span>
        </span>
        <span className="mt-2 block break-all text-gray-600">{joined(reach, ' · ')}</span>
        {a.addressType && <span className="mt-1 block text-gray-600">{a.addressType}</span>}
      </span>
    </label>
  );
}
