import type { Dictionary } from './language';

/** The labels of the lists /enums answers (domain/catalog.ts). */
export const ENUM_WORDS: Dictionary = {
  // address_types
  Residential: { fr: 'Résidentielle', ar: 'سكني' },
  Business: { fr: 'Professionnelle', ar: 'تجاري' },
  Warehouse: { fr: 'Entrepôt', ar: 'مستودع' },
  // customs_payment_type: the Incoterm stays as the trade writes it
  'DDU - Consignee': { fr: 'DDU - Destinataire', ar: 'DDU - المرسل إليه' },
  'DDP - Shipper': { fr: 'DDP - Expéditeur', ar: 'DDP - المرسل' },
  // payment_methods
  Cash: { fr: 'Espèces', ar: 'نقدًا' },
  Account: { fr: 'Compte', ar: 'على الحساب' },
  // commodity_types
  Documents: { fr: 'Documents', ar: 'مستندات' },
  Merchandise: { fr: 'Marchandises', ar: 'بضائع' },
  Gift: { fr: 'Cadeau', ar: 'هدية' },
  'Commercial Sample': { fr: 'Échantillon commercial', ar: 'عينة تجارية' },
  'Returned Goods': { fr: 'Marchandises retournées', ar: 'بضائع مرتجعة' },
  'Personal Effects': { fr: 'Effets personnels', ar: 'أغراض شخصية' },
  // dimension_units and weight_units: the symbol stays
  'Centimeters (cm)': { fr: 'Centimètres (cm)', ar: 'سنتيمتر (cm)' },
  'Inches (in)': { fr: 'Pouces (in)', ar: 'إنش (in)' },
  'Kilograms (kg)': { fr: 'Kilogrammes (kg)', ar: 'كيلوغرام (kg)' },
  'Pounds (lb)': { fr: 'Livres (lb)', ar: 'رطل (lb)' },
  // package_types
  Box: { fr: 'Boîte', ar: 'صندوق' },
  Envelope: { fr: 'Enveloppe', ar: 'مغلف' },
  Flyer: { fr: 'Pochette', ar: 'كيس شحن' },
  Tube: { fr: 'Tube', ar: 'أنبوب' },
  Pallet: { fr: 'Palette', ar: 'منصة نقالة' },
  // product_groups
  'International Express': { fr: 'Express international', ar: 'الشحن الدولي السريع' },
  Domestic: { fr: 'National', ar: 'محلي' },
};
