import type { Dictionary, WordLanguage } from './language';

/**
 * A team's words (docs/team.md) in the caller's language: the roles, the kinds of the
 * activity record, and the invitation's e-mail. Names, e-mails and links stay as they are.
 */
export const ROLE_WORDS: Dictionary = {
  Admin: { fr: 'Administrateur', ar: 'مسؤول' },
  Shipper: { fr: 'Expéditeur', ar: 'مُرسِل' },
  Finance: { fr: 'Finance', ar: 'المالية' },
  Viewer: { fr: 'Lecteur', ar: 'مُطّلِع' },
};

export const ACTIVITY_KIND_WORDS: Dictionary = {
  'Shipment booked': { fr: 'Expédition réservée', ar: 'تم حجز شحنة' },
  'Shipment cancelled': { fr: 'Expédition annulée', ar: 'تم إلغاء شحنة' },
  'Return booked': { fr: 'Retour réservé', ar: 'تم حجز شحنة إرجاع' },
  'Address changed': { fr: 'Adresse modifiée', ar: 'تم تعديل عنوان' },
  'Member invited': { fr: 'Membre invité', ar: 'تمت دعوة عضو' },
  'Invitation withdrawn': { fr: 'Invitation retirée', ar: 'تم سحب دعوة' },
  'Member joined': { fr: 'Membre ajouté', ar: 'انضمّ عضو' },
  'Role changed': { fr: 'Rôle modifié', ar: 'تم تغيير دور' },
  'Member removed': { fr: 'Membre retiré', ar: 'تمت إزالة عضو' },
  'Invoice downloaded': { fr: 'Facture téléchargée', ar: 'تم تنزيل فاتورة' },
  'Two-factor requirement changed': {
    fr: 'Exigence de double authentification modifiée',
    ar: 'تم تغيير اشتراط التحقق بخطوتين',
  },
};

interface Invitation {
  account: string;
  inviter: string;
  role: string;
  url: string;
  /** The last day the link works, YYYY-MM-DD. */
  until: string;
}

const INVITATIONS: Record<WordLanguage, (i: Invitation) => string> = {
  en: (i) =>
    `${i.inviter} invites you to join ${i.account} on the customer portal as ${i.role}. ` +
    `Sign in or register with this e-mail address, then accept: ${i.url} (valid until ${i.until}).`,
  fr: (i) =>
    `${i.inviter} vous invite à rejoindre ${i.account} sur le portail client en tant que ${i.role}. ` +
    `Connectez-vous ou inscrivez-vous avec cette adresse e-mail, puis acceptez : ${i.url} (valable jusqu’au ${i.until}).`,
  ar: (i) =>
    `يدعوك ${i.inviter} للانضمام إلى ${i.account} على بوابة العملاء بدور ${i.role}. ` +
    `سجّل الدخول أو أنشئ حسابًا بهذا البريد الإلكتروني، ثم اقبل الدعوة: ${i.url} (صالحة حتى ${i.until}).`,
};

/** The invitation's e-mail; `role` already in `language`. */
export const invitationText = (language: WordLanguage, invitation: Invitation) =>
  INVITATIONS[language](invitation);
