import type { ConsigneeEvent } from '../notices';
import { say, type Dictionary, type WordLanguage } from './language';

/**
 * The notices' texts (docs/notices.md): to the shipper in the language they saved with their
 * profile (English until they choose), to the consignee in the language of the shipper who
 * booked. An e-mail and a text message say the same short sentence; AWBs, numbers and links
 * stay as they are, in Latin digits.
 */

export interface ShipmentNotice {
  mawb: string;
  /** The consignee's name, for the shipper; the shipper's company, for the consignee. */
  party: string | null;
  /** The exception's kind, in English (KIND_WORDS says it in the language). */
  kind?: string;
  /** The shipper's link to the package's fix; the consignee's public tracking page. */
  url: string | null;
}

type Text = (n: ShipmentNotice) => string;

const tail = (label: string, url: string | null) => (url ? ` ${label}: ${url}` : '');
const tailFr = (label: string, url: string | null) => (url ? ` ${label} : ${url}` : '');

const SHIPPER: Record<WordLanguage, Record<ConsigneeEvent, Text>> = {
  en: {
    picked_up: (n) =>
      `Shipment ${n.mawb}${n.party ? ` to ${n.party}` : ''} has been picked up.${tail('Track it', n.url)}`,
    out_for_delivery: (n) =>
      `Shipment ${n.mawb}${n.party ? ` to ${n.party}` : ''} is out for delivery.${tail('Track it', n.url)}`,
    delivered: (n) =>
      `Shipment ${n.mawb}${n.party ? ` to ${n.party}` : ''} has been delivered.${tail('Details', n.url)}`,
    exception: (n) =>
      `Shipment ${n.mawb}${n.party ? ` to ${n.party}` : ''} needs your attention: ${n.kind ?? ''}.${tail('Fix it', n.url)}`,
  },
  fr: {
    picked_up: (n) =>
      `L’expédition ${n.mawb}${n.party ? ` pour ${n.party}` : ''} a été enlevée.${tailFr('Suivez-la', n.url)}`,
    out_for_delivery: (n) =>
      `L’expédition ${n.mawb}${n.party ? ` pour ${n.party}` : ''} est en cours de livraison.${tailFr('Suivez-la', n.url)}`,
    delivered: (n) =>
      `L’expédition ${n.mawb}${n.party ? ` pour ${n.party}` : ''} a été livrée.${tailFr('Détails', n.url)}`,
    exception: (n) =>
      `L’expédition ${n.mawb}${n.party ? ` pour ${n.party}` : ''} demande votre attention : ${n.kind ?? ''}.${tailFr('Corrigez-la', n.url)}`,
  },
  ar: {
    picked_up: (n) =>
      `تم استلام الشحنة ${n.mawb}${n.party ? ` إلى ${n.party}` : ''} من المرسل.${tail('تابعها', n.url)}`,
    out_for_delivery: (n) =>
      `الشحنة ${n.mawb}${n.party ? ` إلى ${n.party}` : ''} في طريقها للتسليم.${tail('تابعها', n.url)}`,
    delivered: (n) =>
      `تم تسليم الشحنة ${n.mawb}${n.party ? ` إلى ${n.party}` : ''}.${tail('التفاصيل', n.url)}`,
    exception: (n) =>
      `الشحنة ${n.mawb}${n.party ? ` إلى ${n.party}` : ''} تحتاج إلى متابعتك: ${n.kind ?? ''}.${tail('عالجها', n.url)}`,
  },
};

const CONSIGNEE: Record<WordLanguage, Record<ConsigneeEvent, Text>> = {
  en: {
    picked_up: (n) =>
      `Your shipment ${n.mawb}${n.party ? ` from ${n.party}` : ''} has been picked up.${tail('Follow it', n.url)}`,
    out_for_delivery: (n) =>
      `Your shipment ${n.mawb}${n.party ? ` from ${n.party}` : ''} is out for delivery today.${tail('Follow it', n.url)}`,
    // As the delivered notice of 'Notify the consignee' always said (words/mails.ts).
    delivered: (n) =>
      `Your shipment ${n.mawb}${n.party ? ` from ${n.party}` : ''} has been delivered.${tail('Details', n.url)}`,
    exception: (n) =>
      `Your shipment ${n.mawb}${n.party ? ` from ${n.party}` : ''} is delayed: ${n.kind ?? ''}.${tail('Follow it', n.url)}`,
  },
  fr: {
    picked_up: (n) =>
      `Votre expédition ${n.mawb}${n.party ? ` de ${n.party}` : ''} a été enlevée.${tailFr('Suivez-la', n.url)}`,
    out_for_delivery: (n) =>
      `Votre expédition ${n.mawb}${n.party ? ` de ${n.party}` : ''} est en cours de livraison aujourd’hui.${tailFr('Suivez-la', n.url)}`,
    delivered: (n) =>
      `Votre expédition ${n.mawb}${n.party ? ` de ${n.party}` : ''} a été livrée.${tailFr('Détails', n.url)}`,
    exception: (n) =>
      `Votre expédition ${n.mawb}${n.party ? ` de ${n.party}` : ''} est retardée : ${n.kind ?? ''}.${tailFr('Suivez-la', n.url)}`,
  },
  ar: {
    picked_up: (n) =>
      `تم استلام شحنتك ${n.mawb}${n.party ? ` من ${n.party}` : ''} من المرسل.${tail('تابعها', n.url)}`,
    out_for_delivery: (n) =>
      `شحنتك ${n.mawb}${n.party ? ` من ${n.party}` : ''} في طريقها إليك اليوم.${tail('تابعها', n.url)}`,
    delivered: (n) =>
      `تم تسليم شحنتك ${n.mawb}${n.party ? ` من ${n.party}` : ''}.${tail('التفاصيل', n.url)}`,
    exception: (n) =>
      `تأخّرت شحنتك ${n.mawb}${n.party ? ` من ${n.party}` : ''}: ${n.kind ?? ''}.${tail('تابعها', n.url)}`,
  },
};

export function shipperNoticeText(
  language: WordLanguage,
  event: ConsigneeEvent,
  notice: ShipmentNotice,
  kinds: Dictionary,
): string {
  const kind = notice.kind ? say(kinds, language, notice.kind) : undefined;
  return SHIPPER[language][event]({ ...notice, kind });
}

export function consigneeNoticeText(
  language: WordLanguage,
  event: ConsigneeEvent,
  notice: ShipmentNotice,
  kinds: Dictionary,
): string {
  const kind = notice.kind ? say(kinds, language, notice.kind) : undefined;
  return CONSIGNEE[language][event]({ ...notice, kind });
}

/** A claim's status as the claims service names it, in the shipper's language. */
export const CLAIM_STATUS_WORDS: Dictionary = {
  submitted: { fr: 'déposée', ar: 'مقدّمة' },
  under_review: { fr: 'en cours d’examen', ar: 'قيد المراجعة' },
  information_needed: { fr: 'en attente d’informations de votre part', ar: 'بانتظار معلومات منك' },
  approved: { fr: 'acceptée', ar: 'مقبولة' },
  rejected: { fr: 'refusée', ar: 'مرفوضة' },
  paid: { fr: 'payée', ar: 'مدفوعة' },
  closed: { fr: 'close', ar: 'مغلقة' },
};

const CLAIM_EN: Readonly<Record<string, string>> = {
  submitted: 'submitted',
  under_review: 'under review',
  information_needed: 'waiting for information from you',
  approved: 'approved',
  rejected: 'rejected',
  paid: 'paid',
  closed: 'closed',
};

export interface ClaimNotice {
  claim: string;
  mawb: string;
  status: string;
  url: string | null;
}

/** A claim's new status: a status the words do not know is written as the service sent it. */
export function claimNoticeText(language: WordLanguage, notice: ClaimNotice): string {
  const english = CLAIM_EN[notice.status] ?? notice.status;
  const status =
    language === 'en' ? english : (CLAIM_STATUS_WORDS[notice.status]?.[language] ?? notice.status);
  if (language === 'fr') {
    return `Votre réclamation ${notice.claim} sur l’expédition ${notice.mawb} est ${status}.${tailFr('Détails', notice.url)}`;
  }
  if (language === 'ar') {
    return `مطالبتك ${notice.claim} على الشحنة ${notice.mawb} أصبحت ${status}.${tail('التفاصيل', notice.url)}`;
  }
  return `Your claim ${notice.claim} on shipment ${notice.mawb} is now ${status}.${tail('Details', notice.url)}`;
}
