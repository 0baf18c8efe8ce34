/** Create Shipment (spec §2.9): the page, its draft, its pickers, its popups and the creation. */
export { create } from './page';
export { update, discard } from './draft';
export { consignees, payload } from './pickers';
export { store as storeConsignee } from './consignee';
export { store } from './store';
