/** spec §9 freight payment: type S, method ACCOUNT, always. */
export const FREIGHT_PAYMENT_TYPE = 'S';
export const FREIGHT_PAYMENT_METHOD = 'ACCOUNT';

/** spec §9: an item currency left empty goes as USD. */
export const DEFAULT_ITEM_CURRENCY = 'USD';

/** What a draft may hold at most (the provider takes 50 packages per shipment). */
export const MAX_PACKAGES = 50;
export const MAX_ITEMS = 50;
