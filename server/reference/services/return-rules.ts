import { fieldError } from '../http/errors';
import { idField } from '../http/fields';
import type { Db } from '../db/connection';
import type { AddressRow } from '../store/addresses';
import { shipmentById, type ShipmentRow } from '../store/shipments';

/**
 * The returns extension's rules (tests/contract/README.md) for a shipment's creation: `shipment.returnOf`
 * names a delivered shipment of the same account; a return may be picked up at a consignee
 * address and delivered to one of the account's own, where an ordinary shipment goes from
 * an own address to a consignee address.
 */

const returnOfField = idField('The shipment to return').optional();

/** The original a creation body names, checked; undefined for an ordinary shipment. */
export function returnedShipment(db: Db, clientId: number, body: unknown): ShipmentRow | undefined {
  const shipment: unknown =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).shipment : null;
  const given: unknown =
    typeof shipment === 'object' && shipment !== null
      ? (shipment as Record<string, unknown>).returnOf
      : undefined;
  if (given === undefined || given === null || given === '') return undefined;
  const parsed = returnOfField.safeParse(given);
  if (!parsed.success || parsed.data === undefined) {
    throw fieldError('returnOf', 'The shipment to return is invalid.');
  }
  const original = shipmentById(db, parsed.data);
  // Another account's shipment reads as none: its existence is not told.
  if (!original || original.client_id !== clientId) {
    throw fieldError('returnOf', 'The shipment to return is not one of this account’s.');
  }
  if (original.status !== 'delivered') {
    throw fieldError('returnOf', 'Only a delivered shipment can be returned.');
  }
  return original;
}

/** Each end's address kind: own → consignee, or for a return either way round. */
export function checkEndKinds(sender: AddressRow, receiver: AddressRow, isReturn: boolean): void {
  if (isReturn) return;
  if (sender.kind !== 'client') {
    throw fieldError('senderAddressId', 'The pickup address must be one of your own addresses.');
  }
  if (receiver.kind !== 'customer') {
    throw fieldError('receiverAddressId', 'The delivery address must be a consignee address.');
  }
}
