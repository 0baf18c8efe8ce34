/**
 * A return (docs/architecture.md, A draft from a shipment): a delivered shipment sent back, the ends swapped. What both sides
 * need: how a shipment names another (the provider's `return_of` and `returns`, an
 * extension), when a shipment may be returned, and the return's Order Reference.
 */

/** Another shipment as a row or the drawer names it: its id and parent AWB. */
export interface ShipmentLink {
  id: string;
  awb: string;
  /**
   * One of its packages, so a link can open its tracking drawer; null when the provider
   * does not say (the link then searches the list for the AWB).
   */
  packageId: string | null;
}

/** What a shipment says of returns: the one it returns, and those that return it. */
export interface ReturnLinks {
  returnOf: ShipmentLink | null;
  returns: ShipmentLink[];
}

export const NO_RETURN_LINKS: ReturnLinks = { returnOf: null, returns: [] };

/** The draft's mark that it is a return, kept by the server with the draft. */
export interface ReturnOf {
  shipmentId: string;
  /** The original's parent AWB, for the wizard's banner. */
  awb: string;
}

/** The slug the contract's statuses give a delivered package. */
export const DELIVERED = 'delivered';

/** A package is delivered by its slug, or by its label when the provider sends no slug. */
export const isDeliveredStatus = (slug: string | null | undefined, label: string) =>
  slug ? slug === DELIVERED : label.trim().toLowerCase() === DELIVERED;

/** A shipment can be returned once every one of its packages is delivered. */
export const allDelivered = (packages: ReadonlyArray<{ delivered: boolean }>) =>
  packages.length > 0 && packages.every((p) => p.delivered);

/** The Order Reference field's length (spec §5). */
const REFERENCE_MAX = 64;

/** `RET-<original Order Reference, or the AWB when it had none>`, cut to the field's length. */
export function returnReference(orderReference: string, awb: string): string {
  return `RET-${orderReference.trim() || awb.trim()}`.slice(0, REFERENCE_MAX);
}

/** Which of the account's address lists each end is chosen from. */
export interface EndKinds {
  sender: 'client' | 'customer';
  receiver: 'client' | 'customer';
}

/**
 * An ordinary shipment goes from one of the account's own addresses to a consignee's; a
 * return is picked up at a consignee's address and delivered to one of the account's own.
 */
export const endKinds = (isReturn: boolean): EndKinds =>
  isReturn
    ? { sender: 'customer', receiver: 'client' }
    : { sender: 'client', receiver: 'customer' };

/** What starts a draft from a shipment: 'Ship again' or 'Create return'. */
export type FromShipment = 'ship-again' | 'create-return';

/**
 * The flash by which the server asks the page to confirm before it replaces a draft in
 * progress (`shipAgain` or `createReturn`: `{shipment, confirm: true}`); checked, as flash
 * is untyped.
 */
export const ASKED_FLASH: Record<FromShipment, 'shipAgain' | 'createReturn'> = {
  'ship-again': 'shipAgain',
  'create-return': 'createReturn',
};

export function draftAsked(flash: unknown): { shipment: string; action: FromShipment } | null {
  if (typeof flash !== 'object' || flash === null) return null;
  for (const action of Object.keys(ASKED_FLASH) as FromShipment[]) {
    const asked: unknown = (flash as Record<string, unknown>)[ASKED_FLASH[action]];
    if (typeof asked !== 'object' || asked === null) continue;
    const { shipment, confirm } = asked as Record<string, unknown>;
    if (confirm === true && typeof shipment === 'string') return { shipment, action };
  }
  return null;
}
