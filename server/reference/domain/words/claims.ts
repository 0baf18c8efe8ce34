import { APPROVED_TEXT, QUESTIONS, REFUSALS } from '../claims';
import type { Dictionary } from './language';

/**
 * A claim's words (docs/claims.md) in the caller's language: its kind and status, and the
 * provider's questions, reasons and decisions. The customer's own words stay as written.
 */
export const CLAIM_KIND_WORDS: Dictionary = {
  Lost: { fr: 'Perdu', ar: 'مفقود' },
  Damaged: { fr: 'Endommagé', ar: 'متضرّر' },
  'Missing contents': { fr: 'Contenu manquant', ar: 'محتويات ناقصة' },
};

export const CLAIM_STATUS_WORDS: Dictionary = {
  Submitted: { fr: 'Déposée', ar: 'مقدّمة' },
  'In review': { fr: 'En cours d’examen', ar: 'قيد المراجعة' },
  'More information needed': {
    fr: 'Informations complémentaires requises',
    ar: 'مطلوب معلومات إضافية',
  },
  Approved: { fr: 'Acceptée', ar: 'مقبولة' },
  Refused: { fr: 'Refusée', ar: 'مرفوضة' },
};

export const CLAIM_MESSAGE_WORDS: Dictionary = {
  [QUESTIONS.lost]: {
    fr: 'Veuillez confirmer le contenu du colis et sa valeur, avec une facture si vous en avez une.',
    ar: 'يُرجى تأكيد محتويات الطرد وقيمتها، مع فاتورة إن وُجدت.',
  },
  [QUESTIONS.damaged]: {
    fr: 'Veuillez envoyer une photo de l’emballage extérieur montrant les dégâts.',
    ar: 'يُرجى إرسال صورة للتغليف الخارجي تُظهر الضرر.',
  },
  [QUESTIONS.missing_contents]: {
    fr: 'Veuillez lister les articles manquants et envoyer une photo du colis tel qu’il a été reçu.',
    ar: 'يُرجى ذكر الأصناف الناقصة وإرسال صورة للطرد كما تم استلامه.',
  },
  [REFUSALS.lost]: {
    fr: 'Le colis a été retrouvé et livré.',
    ar: 'تم العثور على الطرد وتسليمه.',
  },
  [REFUSALS.damaged]: {
    fr: 'Les dégâts proviennent d’un emballage inadapté au contenu.',
    ar: 'نتج الضرر عن تغليف غير مناسب للمحتويات.',
  },
  [REFUSALS.missing_contents]: {
    fr: 'Le colis a été livré scellé et signé sans réserve.',
    ar: 'تم تسليم الطرد مختومًا وتم التوقيع على استلامه دون تحفّظ.',
  },
  [APPROVED_TEXT]: {
    fr: 'Votre réclamation est acceptée ; le montant sera crédité sur votre compte.',
    ar: 'تمّت الموافقة على مطالبتك؛ سيُضاف المبلغ إلى رصيد حسابك.',
  },
};
