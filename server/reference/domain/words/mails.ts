import type { WordLanguage } from './language';

/**
 * The texts the reference services send (one-time codes, the consignee's notices), in the
 * language the request that caused them asked for: the reader's for a code, the shipper's
 * for their consignee's notices (kept with the shipment when it is booked). Numbers, AWBs
 * and links stay as they are, in Latin digits.
 */

export type CodePurpose = 'register' | 'reset' | 'link';

type CodeText = (code: string, minutes: number) => string;

const CODE_TEXTS: Record<WordLanguage, Record<CodePurpose, CodeText>> = {
  en: {
    register: (code, m) => `Your verification code is ${code}. It expires in ${m} minutes.`,
    reset: (code, m) => `Your password reset code is ${code}. It expires in ${m} minutes.`,
    link: (code, m) => `Your code to link your account is ${code}. It expires in ${m} minutes.`,
  },
  fr: {
    register: (code, m) => `Votre code de vérification est ${code}. Il expire dans ${m} minutes.`,
    reset: (code, m) =>
      `Votre code de réinitialisation du mot de passe est ${code}. Il expire dans ${m} minutes.`,
    link: (code, m) =>
      `Votre code pour lier votre compte est ${code}. Il expire dans ${m} minutes.`,
  },
  ar: {
    register: (code, m) => `رمز التحقق الخاص بك هو ${code}. تنتهي صلاحيته خلال ${m} دقائق.`,
    reset: (code, m) =>
      `رمز إعادة تعيين كلمة المرور الخاص بك هو ${code}. تنتهي صلاحيته خلال ${m} دقائق.`,
    link: (code, m) => `رمز ربط حسابك هو ${code}. تنتهي صلاحيته خلال ${m} دقائق.`,
  },
};

/** A one-time code's message. */
export const codeText = (
  language: WordLanguage,
  purpose: CodePurpose,
  code: string,
  minutes: number,
) => CODE_TEXTS[language][purpose](code, minutes);

export type ConsigneeNotice = 'created' | 'delivered';

interface Notice {
  mawb: string;
  /** The shipper's company, when the pickup address names one. */
  from: string | null;
  url: string;
}

const NOTICES: Record<WordLanguage, Record<ConsigneeNotice, (n: Notice) => string>> = {
  en: {
    created: (n) =>
      `Your shipment ${n.mawb}${n.from ? ` from ${n.from}` : ''} has been booked. Follow it: ${n.url}`,
    delivered: (n) =>
      `Your shipment ${n.mawb}${n.from ? ` from ${n.from}` : ''} has been delivered. Details: ${n.url}`,
  },
  fr: {
    created: (n) =>
      `Votre expédition ${n.mawb}${n.from ? ` de ${n.from}` : ''} a été réservée. Suivez-la : ${n.url}`,
    delivered: (n) =>
      `Votre expédition ${n.mawb}${n.from ? ` de ${n.from}` : ''} a été livrée. Détails : ${n.url}`,
  },
  ar: {
    created: (n) => `تم حجز شحنتك ${n.mawb}${n.from ? ` من ${n.from}` : ''}. تابعها: ${n.url}`,
    delivered: (n) =>
      `تم تسليم شحنتك ${n.mawb}${n.from ? ` من ${n.from}` : ''}. التفاصيل: ${n.url}`,
  },
};

/** A notice to the consignee. */
export const noticeText = (language: WordLanguage, kind: ConsigneeNotice, notice: Notice) =>
  NOTICES[language][kind](notice);
