import { usePage } from '@inertiajs/react';
import { useState } from 'react';
import type { CreatedAddress } from '@shared/address/types';
import type { AddressKind } from '@shared/forms/address';
import { AddressDialog } from '@/components/address/address-dialog';
import { Button } from '@/components/ui';
import { KitSection } from './kit-section';

/**
 * The address form in a popup, as the wizards will open it: the new address comes back
 * (id and text) while this page keeps its own state (the note below survives the save).
 */
export function KitAddressDialog() {
  const { auth, selectedAccountId } = usePage().props;
  const [kind, setKind] = useState<AddressKind | null>(null);
  const [created, setCreated] = useState<Array<CreatedAddress & { kind: AddressKind }>>([]);
  const [note, setNote] = useState('');
  const ready = Boolean(auth.user && selectedAccountId);

  return (
    <KitSection title="Address form in a dialog">
      {!ready ? (
        <p className="text-sm text-gray-700">Sign in and select an account to try it.</p>
      ) : (
        <>
          <label htmlFor="kit-note" className="block text-sm font-medium text-gray-800">
            Page state that must survive
          </label>
          <input
            id="kit-note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className="mt-1 mb-4 block h-10 w-full max-w-sm rounded-md border border-gray-300 px-3 text-sm"
          />
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setKind('client')}>
              Add client address
            </Button>
            <Button variant="secondary" onClick={() => setKind('customer')}>
              Add customer address
            </Button>
          </div>
          <ul aria-label="Addresses added here" className="mt-4 space-y-1 text-sm text-gray-800">
            {created.map((a) => (
              <li key={a.id}>
                {a.kind}: {a.text} <span className="text-gray-600">({a.id})</span>
              </li>
            ))}
          </ul>
          <AddressDialog
            open={kind !== null}
            kind={kind ?? 'client'}
            onClose={() => setKind(null)}
            onCreated={(address) => setCreated((list) => [...list, { ...address, kind: kind! }])}
            defaultCountry="US"
          />
        </>
      )}
    </KitSection>
  );
}
