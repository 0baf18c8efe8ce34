import { setupI18n, type I18n } from '@lingui/core';
import { parse } from 'csv/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogsOf, loadCatalog } from '../../../shared/i18n/catalogs';
import { FORMAT_LOCALES, type Language } from '../../../shared/i18n/languages';
import { say } from '../../../shared/i18n/wording';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { csvOf, shipmentImport } from '../../support/data/shipment-import';

/**
 * The import's preview says each row's problems in the reader's language (docs/i18n.md):
 * the page gets them as the English the portal filled them from, and says them with the
 * catalogs it loads, the values that are messages (a field's name, the shipment's mode)
 * in them too. English readers read them as before. The file of the rows with errors says
 * them in the same words, under the file's own columns.
 */

const PAGE = 'shipments/import-shipments';

/** The words the import page draws with in `language`: the catalogs it loads, no more. */
async function pageWords(language: Language): Promise<I18n> {
  const catalogs = await Promise.all(catalogsOf(PAGE).map((name) => loadCatalog(language, name)));
  return setupI18n({
    locale: language,
    locales: [FORMAT_LOCALES[language]],
    messages: { [language]: Object.assign({}, ...catalogs) },
  });
}

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal?.close());

/**
 * A file of broken rows, made from the reader's own template, checked by a reader of
 * `language`: each row's problems as the page gets them (`message`) and as it says them.
 */
async function checkedBy(language: Language) {
  const visitor: InertiaBrowser = await signedIn(portal.app, undefined, { languages: language });
  const steps = shipmentImport(visitor);
  const { header, rows } = await steps.templateTable();
  const [domestic, international] = [rows[0]!, rows[1]!];
  const set = (row: string[], changes: Record<string, string>) => {
    const copy = [...row];
    for (const [column, value] of Object.entries(changes)) {
      expect(header, column).toContain(column);
      copy[header.indexOf(column)] = value;
    }
    return copy;
  };
  const domesticProduct = domestic[header.indexOf('Product Code')]!;
  const preview = await steps.previewOf(
    csvOf(header, [
      set(domestic, { 'Shipper Address': 'Nowhere' }),
      set(domestic, { 'Product Code': 'P' }),
      set(domestic, { 'Package Type': 'Crate', 'Added Services': 'GIFTWRAP', Insurance: 'maybe' }),
      set(domestic, {
        'Delivery Address': 'Depot 9',
        'Delivery Address 1': '',
        'Delivery City': '',
        'Delivery Country': '',
      }),
      set(domestic, { 'Delivery Address': 'Depot 10', 'Delivery Email Address': 'depot.10' }),
      set(international, {
        'Item 1 Origin Country': 'Atlantis',
        'Product Code': domesticProduct,
      }),
      set(domestic, { 'Delivery Address': 'Depot 11', 'Delivery City': 'Atlantis City' }),
    ]),
  );
  const errorsFile = await visitor.fetch('import-shipments.errors');
  await visitor.delete('import-shipments.destroy');
  const words = await pageWords(language);
  const each = (line: (row: number, column: string, message: string) => string) =>
    Object.fromEntries(
      preview.rows.items.map((r) => [r.row, r.errors.map((p) => line(r.row, p.column, p.message))]),
    );
  return {
    /** What the page is sent: 'Column: message', in English. */
    sent: each((_, column, message) => `${column}: ${message}`),
    /** What the preview says: 'row 2, Column: message' in the reader's words. */
    said: each((row, column, message) =>
      words._('row {row}, {column}: {message}', { row, column, message: say(words, message) }),
    ),
    /** The errors file: its header, and each row's last cell (what is wrong with it). */
    file: errorsTable(errorsFile.body as Buffer),
    /** The header of the reader's template, which the errors file keeps. */
    header,
  };
}

function errorsTable(body: Buffer) {
  const [header, ...rows] = parse(body.toString('utf8'), { bom: true }) as string[][];
  return { header: header!, errors: rows.map((cells) => cells[cells.length - 1]) };
}

/** The errors file says each row's problems as the preview does, after the file's columns. */
function expectErrorsFile(checked: Awaited<ReturnType<typeof checkedBy>>, errorsHeader: string) {
  expect(checked.file.header).toEqual([...checked.header, errorsHeader]);
  expect(checked.file.errors).toEqual(Object.values(checked.said).map((lines) => lines.join('; ')));
}

describe("an imported file's problems in the reader's language", () => {
  it('are sent in English, as the portal writes them, and read as before in English', async () => {
    const english = await checkedBy('en');
    expectErrorsFile(english, 'Errors');
    expect(english.sent).toEqual({
      2: [
        'Shipper Address: none of your addresses has the label "Nowhere"',
        'Delivery Address: please select an address',
      ],
      3: ['Product Code: Express Worldwide is not offered for a domestic shipment'],
      4: [
        'Added Services: "GIFTWRAP" is not an added service',
        'Insurance: write Yes or No',
        'Package Type: "Crate" is not one of: box, envelope, flyer, tube, pallet',
      ],
      5: [
        'Delivery Address: no consignee address has the label "Depot 9"; fill in the Delivery columns to create it',
      ],
      6: [
        'Delivery Email Address: Email Address: Enter a valid email address',
        'Delivery Address: please select an address',
      ],
      7: [
        'Product Code: Domestic Express is not offered for a international shipment',
        'Item 1 Origin Country: unknown country "Atlantis"',
      ],
      8: [
        'Delivery City: "Atlantis City" is not on our list',
        'Delivery Address: please select an address',
      ],
    });
    // The page says them to an English reader as they are sent.
    for (const [row, lines] of Object.entries(english.sent)) {
      expect(english.said[Number(row)]).toEqual(lines.map((line) => `row ${row}, ${line}`));
    }
  });

  it('says them in French, the values that are messages in French too', async () => {
    const checked = await checkedBy('fr');
    expectErrorsFile(checked, 'Erreurs');
    const { said } = checked;
    expect(said).toEqual({
      2: [
        'ligne 2, Shipper Address : aucune de vos adresses ne porte le libellé « Nowhere »',
        'ligne 2, Delivery Address : veuillez sélectionner une adresse',
      ],
      3: ['ligne 3, Product Code : Express Worldwide n’est pas proposé pour un envoi national'],
      4: [
        'ligne 4, Added Services : « GIFTWRAP » n’est pas un service supplémentaire',
        'ligne 4, Insurance : écrivez Yes ou No',
        'ligne 4, Package Type : « Crate » ne fait pas partie des valeurs acceptées : box, envelope, flyer, tube, pallet',
      ],
      5: [
        'ligne 5, Delivery Address : aucune adresse de destinataire ne porte le libellé « Depot 9 » ; remplissez les colonnes Delivery pour la créer',
      ],
      6: [
        'ligne 6, Delivery Email Address : Adresse e-mail : Saisissez une adresse e-mail valide',
        'ligne 6, Delivery Address : veuillez sélectionner une adresse',
      ],
      7: [
        'ligne 7, Product Code : Domestic Express n’est pas proposé pour un envoi international',
        'ligne 7, Item 1 Origin Country : pays inconnu : « Atlantis »',
      ],
      8: [
        'ligne 8, Delivery City : « Atlantis City » ne figure pas dans notre liste',
        'ligne 8, Delivery Address : veuillez sélectionner une adresse',
      ],
    });
  });

  it('says them in Arabic, the values that are messages in Arabic too', async () => {
    const checked = await checkedBy('ar');
    expectErrorsFile(checked, 'الأخطاء');
    const { said } = checked;
    expect(said).toEqual({
      2: [
        'الصف 2، Shipper Address: لا يحمل أي من عناوينك التسمية «Nowhere»',
        'الصف 2، Delivery Address: يرجى اختيار عنوان',
      ],
      3: ['الصف 3، Product Code: Express Worldwide غير متاح لشحنة محلية'],
      4: [
        'الصف 4، Added Services: «GIFTWRAP» ليست خدمة إضافية',
        'الصف 4، Insurance: اكتب Yes أو No',
        'الصف 4، Package Type: «Crate» ليست من القيم المقبولة: box, envelope, flyer, tube, pallet',
      ],
      5: [
        'الصف 5، Delivery Address: لا يوجد عنوان مستلم يحمل التسمية «Depot 9»؛ املأ أعمدة Delivery لإنشائه',
      ],
      6: [
        'الصف 6، Delivery Email Address: عنوان البريد الإلكتروني: أدخل عنوان بريد إلكتروني صالحًا',
        'الصف 6، Delivery Address: يرجى اختيار عنوان',
      ],
      7: [
        'الصف 7، Product Code: Domestic Express غير متاح لشحنة دولية',
        'الصف 7، Item 1 Origin Country: بلد غير معروف: «Atlantis»',
      ],
      8: [
        'الصف 8، Delivery City: «Atlantis City» غير موجودة في قائمتنا',
        'الصف 8، Delivery Address: يرجى اختيار عنوان',
      ],
    });
  });

  it(
    'leaves none on the template as a reader of French or Arabic downloads it: its places and types are read in English',
    { timeout: 30_000 },
    async () => {
      // No row of this portal was ever sent: the template's delivery addresses are new, so
      // each row's places and address type are looked up as written.
      for (const language of ['fr', 'ar'] as const) {
        const visitor = await signedIn(portal.app, undefined, { languages: language });
        const steps = shipmentImport(visitor);
        const preview = await steps.previewOf(await steps.template('csv'));
        expect(
          preview.rows.items.map((r) => r.errors),
          language,
        ).toEqual([[], []]);
        await visitor.delete('import-shipments.destroy');
      }
    },
  );
});
