// A commercial invoice laid out before it is drawn: its words, each party's lines, each item's
// row with its wrapped description, and which rows go on which page, so that every page
// knows its number and the count ('Page 2 of 3'), and copies are laid out once.
import {
  invoiceTotals,
  isProforma,
  type CommercialInvoiceData,
  type InvoiceParty,
} from '../../../shared/customs/invoice';
import { readingDirection, wrapLines } from '../../pdf/fonts';
import {
  BOTTOM,
  CELL_PADDING,
  COLUMNS,
  CONTINUED_TOP,
  DESCRIPTION_LINES,
  PARTIES,
  PITCH,
  TEXT,
  TOTALS,
  WIDTH,
} from './layout';
import { DECLARATION, isolate, type InvoiceWords } from './words';

type Doc = PDFKit.PDFDocument;
type Direction = 'ltr' | 'rtl';

/** One line of a party's block: the provider's data as given, or the invoice's own words. */
export interface PartyLine {
  text: string;
  size: number;
  bold: boolean;
  /** Data lines read in their own direction; words in the document's. */
  direction: Direction;
  words: boolean;
}

export interface PlannedRow {
  /** The item's place in the data, for its line total. */
  index: number;
  description: string[];
  direction: Direction;
  height: number;
}

export interface PlannedPage {
  rows: PlannedRow[];
  /** Where the table's header is drawn; null on a page holding only the closing block. */
  tableTop: number | null;
  /** Where the totals and the declaration start, on the invoice's last page only. */
  closingTop: number | null;
}

export interface InvoicePlan {
  data: CommercialInvoiceData;
  words: InvoiceWords;
  /** 'COMMERCIAL INVOICE', or 'PROFORMA INVOICE' when no sale takes place. */
  title: string;
  totals: ReturnType<typeof invoiceTotals>;
  exporter: PartyLine[];
  importer: PartyLine[];
  /** Each column's heading, wrapped, and the header row's height. */
  headings: string[][];
  headerHeight: number;
  declaration: string[];
  pages: PlannedPage[];
}

const pitch = (size: number) => size * PITCH;
const SIGNATURE_HEIGHT = 34;

function partyLines(doc: Doc, party: InvoiceParty, words: InvoiceWords): PartyLine[] {
  const { i18n } = words;
  const own: Direction = words.rtl ? 'rtl' : 'ltr';
  const lines: PartyLine[] = [];
  const data = (text: string, size: number, bold: boolean, maxLines: number) => {
    const value = text.trim();
    if (!value) return;
    const direction = readingDirection(value);
    for (const line of wrapLines(doc, value, { width: PARTIES.width, size, bold, maxLines })) {
      lines.push({ text: line, size, bold, direction, words: false });
    }
  };
  const word = (text: string) =>
    lines.push({ text, size: TEXT.party, bold: false, direction: own, words: true });
  data(party.company, TEXT.company, true, 2);
  if (party.contact.trim() !== party.company.trim()) data(party.contact, TEXT.party, false, 1);
  for (const line of party.lines.slice(0, 4)) data(line, TEXT.party, false, 2);
  data(
    [party.city, party.postalCode].filter((part) => part.trim()).join(' '),
    TEXT.party,
    false,
    1,
  );
  data(party.country || party.countryCode, TEXT.party, false, 1);
  const phone = party.phone.trim();
  const email = party.email.trim();
  const taxNumber = party.taxNumber.trim();
  if (phone) word(i18n._('Phone: {phone}', { phone: isolate(phone, 'ltr') }));
  if (email) word(i18n._('E-mail: {email}', { email: isolate(email, 'ltr') }));
  if (taxNumber) word(i18n._('Tax number: {taxNumber}', { taxNumber: isolate(taxNumber, 'ltr') }));
  return lines;
}

export const partyHeight = (lines: readonly PartyLine[]) =>
  pitch(TEXT.caption) + 4 + lines.reduce((sum, line) => sum + pitch(line.size), 0);

/** The totals' rows: the items, freight and insurance where charged, the invoice total. */
export function totalRows(plan: Pick<InvoicePlan, 'data' | 'totals' | 'words'>) {
  const { data, totals, words } = plan;
  const rows: Array<{ label: string; amount: number; total: boolean }> = [
    { label: words.i18n._('Items total'), amount: totals.items, total: false },
  ];
  if (data.freight !== null) {
    rows.push({ label: words.i18n._('Freight'), amount: data.freight, total: false });
  }
  if (data.insurance !== null) {
    rows.push({ label: words.i18n._('Insurance'), amount: data.insurance, total: false });
  }
  rows.push({ label: words.i18n._('Invoice total'), amount: totals.total, total: true });
  return rows;
}

/** The totals, then the declaration with the signer's name, the date and a signature line. */
export function closingHeight(
  plan: Pick<InvoicePlan, 'data' | 'totals' | 'words' | 'declaration'>,
) {
  const totals = totalRows(plan).length * TOTALS.row + 6;
  const declaration =
    pitch(TEXT.value) + 4 + plan.declaration.length * pitch(TEXT.value) + 8 + pitch(TEXT.value);
  return totals + 18 + declaration + SIGNATURE_HEIGHT;
}

/** Lays the invoice out in the document's fonts (measuring needs them). */
export function planInvoice(
  doc: Doc,
  data: CommercialInvoiceData,
  words: InvoiceWords,
): InvoicePlan {
  const { i18n } = words;
  const title = isProforma(data.reason) ? i18n._('PROFORMA INVOICE') : i18n._('COMMERCIAL INVOICE');
  const exporter = partyLines(doc, data.exporter, words);
  const importer = partyLines(doc, data.importer, words);
  const headings = COLUMNS.map((column) =>
    wrapLines(doc, i18n._(column.title), {
      width: column.width - 2 * CELL_PADDING.x,
      size: TEXT.header,
      bold: true,
      maxLines: 2,
    }),
  );
  const headerHeight =
    Math.max(...headings.map((lines) => lines.length)) * pitch(TEXT.header) + 2 * CELL_PADDING.y;
  const declaration = wrapLines(doc, i18n._(DECLARATION), {
    width: WIDTH,
    size: TEXT.value,
    maxLines: 3,
  });
  const plan: InvoicePlan = {
    data,
    words,
    title,
    totals: invoiceTotals(data),
    exporter,
    importer,
    headings,
    headerHeight,
    declaration,
    pages: [],
  };

  const descriptionWidth = COLUMNS[0]!.width - 2 * CELL_PADDING.x;
  const rows = data.items.map((item, index): PlannedRow => {
    const text = item.description.trim() || '-';
    const description = wrapLines(doc, text, {
      width: descriptionWidth,
      size: TEXT.cell,
      maxLines: DESCRIPTION_LINES,
    });
    return {
      index,
      description,
      direction: readingDirection(text),
      height: description.length * pitch(TEXT.cell) + 2 * CELL_PADDING.y,
    };
  });

  const firstTable = PARTIES.top + Math.max(partyHeight(exporter), partyHeight(importer)) + 14;
  let page: PlannedPage = { rows: [], tableTop: firstTable, closingTop: null };
  let y = firstTable + headerHeight;
  for (const row of rows) {
    if (y + row.height > BOTTOM && page.rows.length > 0) {
      plan.pages.push(page);
      page = { rows: [], tableTop: CONTINUED_TOP, closingTop: null };
      y = CONTINUED_TOP + headerHeight;
    }
    page.rows.push(row);
    y += row.height;
  }
  const closingTop = y + 10;
  if (closingTop + closingHeight(plan) > BOTTOM) {
    plan.pages.push(page);
    page = { rows: [], tableTop: null, closingTop: CONTINUED_TOP };
  } else {
    page.closingTop = closingTop;
  }
  plan.pages.push(page);
  return plan;
}
