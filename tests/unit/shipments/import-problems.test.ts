import { describe, expect, it } from 'vitest';
import { ADDRESS_LABELS, type AddressField } from '../../../shared/forms/address';
import { allWords } from '../../../server/i18n/words';
import { formMessages } from '../../../shared/form-messages';
import { say } from '../../../shared/i18n/wording';
import { importProblems, placeProblems } from '../../../shared/shipment-import/problems';

/**
 * The import's own problems (shared/shipment-import/problems.ts): English as the portal
 * has always written it, and each said in French and Arabic from the catalogs the import
 * page loads, with the values that are messages said too.
 */

const words = await allWords();
const french = words.get('fr')!;
const arabic = words.get('ar')!;

const FIELDS = Object.keys(ADDRESS_LABELS) as AddressField[];

describe("a new delivery address's problem under its field", () => {
  it("is named by the address form's label, unless the message names it", () => {
    for (const field of FIELDS) {
      const label = ADDRESS_LABELS[field];
      expect(importProblems.underField(field, 'Enter a valid email address')).toBe(
        `${label}: Enter a valid email address`,
      );
      expect(importProblems.underField(field, `${label} is required`)).toBe(`${label} is required`);
    }
    // A field the form has no label for keeps its message as it is.
    expect(importProblems.underField('taxNumber', 'too long')).toBe('too long');
  });

  it("is said with the field's name in the reader's language, for every field", () => {
    for (const field of FIELDS) {
      const text = importProblems.underField(field, formMessages.invalidEmail);
      for (const words of [french, arabic]) {
        const said = say(words, text);
        expect(said, `${field} in ${words.locale}`).toContain(say(words, ADDRESS_LABELS[field]));
        expect(said, `${field} in ${words.locale}`).toContain(
          say(words, formMessages.invalidEmail),
        );
        expect(said, `${field} in ${words.locale}`).not.toContain('Enter a valid');
      }
    }
  });
});

describe("the import's problems", () => {
  const written = [
    importProblems.notOneOf('Crate', ['box', 'envelope']),
    importProblems.productNotForMode('Express Worldwide', 'domestic'),
    importProblems.productNotForMode('Domestic Express', 'international'),
    importProblems.unknownProduct('P'),
    importProblems.unknownService('GIFTWRAP'),
    importProblems.yesOrNo,
    importProblems.unknownCountry('Atlantis'),
    importProblems.noOwnAddress('Nowhere'),
    importProblems.noDeliveryAddress('Depot 9'),
    importProblems.newAddress('Depot 9'),
    placeProblems.notInCountry('Nowhere', 'Lebanon'),
    placeProblems.notOnList('Atlantis City'),
    placeProblems.unknownType('Igloo'),
  ];

  it('read in English as they always have', () => {
    expect(written).toEqual([
      '"Crate" is not one of: box, envelope',
      'Express Worldwide is not offered for a domestic shipment',
      'Domestic Express is not offered for a international shipment',
      '"P" is not a product your account may use',
      '"GIFTWRAP" is not an added service',
      'write Yes or No',
      'unknown country "Atlantis"',
      'none of your addresses has the label "Nowhere"',
      'no consignee address has the label "Depot 9"; fill in the Delivery columns to create it',
      'Depot 9 (new)',
      '"Nowhere" is not in Lebanon',
      '"Atlantis City" is not on our list',
      'unknown type "Igloo"',
    ]);
  });

  it('are said in French and in Arabic, the shipment mode too', () => {
    expect(written.map((text) => say(french, text))).toEqual([
      '« Crate » ne fait pas partie des valeurs acceptées : box, envelope',
      'Express Worldwide n’est pas proposé pour un envoi national',
      'Domestic Express n’est pas proposé pour un envoi international',
      '« P » n’est pas un produit que votre compte peut utiliser',
      '« GIFTWRAP » n’est pas un service supplémentaire',
      'écrivez Yes ou No',
      'pays inconnu : « Atlantis »',
      'aucune de vos adresses ne porte le libellé « Nowhere »',
      'aucune adresse de destinataire ne porte le libellé « Depot 9 » ; remplissez les colonnes Delivery pour la créer',
      'Depot 9 (nouvelle)',
      '« Nowhere » ne figure pas parmi les provinces de ce pays (Lebanon)',
      '« Atlantis City » ne figure pas dans notre liste',
      'type inconnu : « Igloo »',
    ]);
    expect(written.map((text) => say(arabic, text))).toEqual([
      '«Crate» ليست من القيم المقبولة: box, envelope',
      'Express Worldwide غير متاح لشحنة محلية',
      'Domestic Express غير متاح لشحنة دولية',
      '«P» ليس منتجًا يمكن لحسابك استخدامه',
      '«GIFTWRAP» ليست خدمة إضافية',
      'اكتب Yes أو No',
      'بلد غير معروف: «Atlantis»',
      'لا يحمل أي من عناوينك التسمية «Nowhere»',
      'لا يوجد عنوان مستلم يحمل التسمية «Depot 9»؛ املأ أعمدة Delivery لإنشائه',
      'Depot 9 (جديد)',
      '«Nowhere» ليست من محافظات Lebanon',
      '«Atlantis City» غير موجودة في قائمتنا',
      'نوع غير معروف: «Igloo»',
    ]);
  });
});
