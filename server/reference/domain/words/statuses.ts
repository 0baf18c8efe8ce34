import type { Dictionary } from './language';

/**
 * The status names of shipments and pickups (domain/statuses.ts), which are also the
 * tracking events' texts, and the filters' 'All'. French: shipments are 'expéditions'
 * (feminine), as the portal calls them; pickups 'enlèvements'.
 */
export const STATUS_WORDS: Dictionary = {
  'Shipment Created': { fr: 'Expédition créée', ar: 'تم إنشاء الشحنة' },
  'Picked Up': { fr: 'Enlevé', ar: 'تم الاستلام' },
  'In Transit': { fr: 'En transit', ar: 'قيد النقل' },
  'Out for Delivery': { fr: 'En cours de livraison', ar: 'قيد التوصيل' },
  Delivered: { fr: 'Livré', ar: 'تم التسليم' },
  Cancelled: { fr: 'Annulé', ar: 'ملغى' },
  Pending: { fr: 'En attente', ar: 'قيد الانتظار' },
  Confirmed: { fr: 'Confirmé', ar: 'مؤكد' },
};

/** 'All', the first option of the shipments' status filter (expéditions: feminine). */
export const ALL_SHIPMENTS: Dictionary = { All: { fr: 'Toutes', ar: 'الكل' } };

/** 'All', the first option of the pickups' status filter (enlèvements: masculine). */
export const ALL_PICKUPS: Dictionary = { All: { fr: 'Tous', ar: 'الكل' } };
