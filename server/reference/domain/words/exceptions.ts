import { BRANCH_HOURS } from '../branches';
import { say, type Dictionary, type WordLanguage } from './language';

/**
 * An exception's words (docs/exceptions.md) in the caller's language: the kind's label, what
 * happened, the sentence saying how it was resolved, the documents customs ask for, the
 * tracking events they add and a branch's opening hours. Branch names and addresses stay as
 * they are written. Dates in a sentence keep 'YYYY-MM-DD', Latin digits in every language.
 */

/** Each kind's label: also the text of the tracking event that raises it. */
export const KIND_WORDS: Dictionary = {
  'Address problem': { fr: 'Problème d’adresse', ar: 'مشكلة في العنوان' },
  'Delivery attempted': { fr: 'Tentative de livraison', ar: 'محاولة تسليم' },
  'Held by customs': { fr: 'Retenu en douane', ar: 'محتجز لدى الجمارك' },
  'Refused by the consignee': { fr: 'Refusé par le destinataire', ar: 'رفضه المرسل إليه' },
  'Damaged in transit': { fr: 'Endommagé pendant le transport', ar: 'تضرّر أثناء النقل' },
};

export const MESSAGE_WORDS: Dictionary = {
  'The courier could not find the delivery address.': {
    fr: 'Le livreur n’a pas trouvé l’adresse de livraison.',
    ar: 'لم يتمكّن المندوب من العثور على عنوان التسليم.',
  },
  'Nobody was there to take the package.': {
    fr: 'Personne n’était présent pour réceptionner le colis.',
    ar: 'لم يكن أحد موجودًا لاستلام الطرد.',
  },
  'Customs hold the package until a document is sent: {document}.': {
    fr: 'La douane retient le colis jusqu’à l’envoi d’un document : {document}.',
    ar: 'تحتجز الجمارك الطرد إلى حين إرسال مستند: {document}.',
  },
  'The consignee refused the package.': {
    fr: 'Le destinataire a refusé le colis.',
    ar: 'رفض المرسل إليه استلام الطرد.',
  },
  'The package was damaged in transit. Please file a claim with us.': {
    fr: 'Le colis a été endommagé pendant le transport. Veuillez déposer une réclamation auprès de nous.',
    ar: 'تضرّر الطرد أثناء النقل. يُرجى تقديم مطالبة لدينا.',
  },
};

export const SUMMARY_WORDS: Dictionary = {
  'The delivery address was corrected; the package goes back out for delivery.': {
    fr: 'L’adresse de livraison a été corrigée ; le colis repart en livraison.',
    ar: 'تم تصحيح عنوان التسليم؛ يخرج الطرد للتوصيل من جديد.',
  },
  'Delivery rescheduled to {date}.': {
    fr: 'Livraison reprogrammée au {date}.',
    ar: 'أُعيدت جدولة التسليم إلى {date}.',
  },
  'Held for collection at {branch}.': {
    fr: 'Mis en attente de retrait à l’agence {branch}.',
    ar: 'محفوظ للاستلام في فرع {branch}.',
  },
  'The document was sent to customs.': {
    fr: 'Le document a été transmis à la douane.',
    ar: 'تم إرسال المستند إلى الجمارك.',
  },
  'The package is returning to the shipper.': {
    fr: 'Le colis est renvoyé à l’expéditeur.',
    ar: 'يُعاد الطرد إلى الشاحن.',
  },
  'The package was abandoned at the shipper’s request.': {
    fr: 'Le colis a été abandonné à la demande de l’expéditeur.',
    ar: 'تم التخلّي عن الطرد بناءً على طلب الشاحن.',
  },
};

export const DOCUMENT_WORDS: Dictionary = {
  'Commercial invoice': { fr: 'Facture commerciale', ar: 'فاتورة تجارية' },
  'Import licence': { fr: 'Licence d’importation', ar: 'رخصة استيراد' },
  "Copy of the consignee's ID": {
    fr: 'Copie de la pièce d’identité du destinataire',
    ar: 'نسخة عن هوية المرسل إليه',
  },
  'Certificate of origin': { fr: 'Certificat d’origine', ar: 'شهادة منشأ' },
};

/** The tracking events a fix adds (the raising events say the kind's label). */
export const EXCEPTION_EVENT_WORDS: Dictionary = {
  ...KIND_WORDS,
  'Delivery address corrected': {
    fr: 'Adresse de livraison corrigée',
    ar: 'تم تصحيح عنوان التسليم',
  },
  'Delivery rescheduled': { fr: 'Livraison reprogrammée', ar: 'أُعيدت جدولة التسليم' },
  'Held at a branch for collection': {
    fr: 'En attente de retrait en agence',
    ar: 'محفوظ في فرع للاستلام',
  },
  'Customs document received': { fr: 'Document douanier reçu', ar: 'تم استلام المستند الجمركي' },
  'Returning to the shipper': { fr: 'Retour à l’expéditeur', ar: 'قيد الإعادة إلى الشاحن' },
  Abandoned: { fr: 'Abandonné', ar: 'تم التخلّي عنه' },
};

export const HOURS_WORDS: Dictionary = {
  [BRANCH_HOURS.weekdaysAndSaturday]: {
    fr: 'Du lundi au vendredi 08:00–18:00, samedi 08:00–13:00',
    ar: 'من الاثنين إلى الجمعة 08:00–18:00، السبت 08:00–13:00',
  },
  [BRANCH_HOURS.weekdays]: {
    fr: 'Du lundi au vendredi 09:00–17:00',
    ar: 'من الاثنين إلى الجمعة 09:00–17:00',
  },
  [BRANCH_HOURS.gulf]: {
    fr: 'Du dimanche au jeudi 08:00–20:00, samedi 09:00–14:00',
    ar: 'من الأحد إلى الخميس 08:00–20:00، السبت 09:00–14:00',
  },
};

/**
 * A sentence of `dictionary` in `language` with its `{placeholders}` filled: the values (a
 * date, a branch's name, a document's name already said) are put in as they are.
 */
export function sayWith(
  dictionary: Dictionary,
  language: WordLanguage,
  english: string,
  values: Record<string, string> = {},
): string {
  return say(dictionary, language, english).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? (values[name] as string) : whole,
  );
}
