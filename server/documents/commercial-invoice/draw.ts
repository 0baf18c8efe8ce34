// Draws a laid-out commercial invoice (plan.ts) page by page onto a pdfkit document: the
// title, the facts and terms, the exporter and importer, the items' table (its header again
// on every page it runs onto), the totals and the signed declaration. Each script prints in
// its font and right-to-left text in its order (server/pdf/fonts.ts), as the labels do.
import { printLine } from '../../pdf/fonts';
import {
  A4,
  CELL_PADDING,
  COLOR,
  COLUMN_X,
  COLUMNS,
  FACTS,
  FOOTER_Y,
  MARGIN,
  Mirror,
  PARTIES,
  PITCH,
  TEXT,
  TOTALS,
  WIDTH,
} from './layout';
import { partyHeight, totalRows, type InvoicePlan, type PartyLine, type PlannedPage } from './plan';
import { isolate, REASON_WORDS } from './words';

type Doc = PDFKit.PDFDocument;

interface Put {
  size: number;
  bold?: boolean;
  align: 'left' | 'right' | 'center';
  color?: string;
  /** The paragraph's direction: the document's for its own words, 'auto' for data. */
  direction?: 'ltr' | 'rtl' | 'auto';
}

/** One line of text in a box `width` wide whose left edge is `x` (already mirrored). */
function put(doc: Doc, text: string, x: number, y: number, width: number, options: Put): void {
  doc.fillColor(options.color ?? COLOR.ink);
  printLine(
    doc,
    text,
    x,
    y,
    { width, size: options.size, bold: options.bold ?? false, align: options.align },
    options.direction ?? 'auto',
  );
}

/** What every drawing step needs: the document, the plan and the page's direction. */
interface Pen {
  doc: Doc;
  plan: InvoicePlan;
  mirror: Mirror;
  /** The direction of the invoice's own words. */
  own: 'ltr' | 'rtl';
}

/**
 * Where the provider's text starts: from its own start in a left-to-right invoice (an Arabic
 * name from the right, as on the labels), from the right in a right-to-left one.
 */
const dataAlign = (pen: Pen, direction: 'ltr' | 'rtl'): 'left' | 'right' =>
  pen.own === 'rtl' || direction === 'rtl' ? 'right' : 'left';

function rule(pen: Pen, x: number, y: number, width: number, color: string = COLOR.rule): void {
  pen.doc
    .lineWidth(0.6)
    .strokeColor(color)
    .moveTo(pen.mirror.x(x, width), y)
    .lineTo(pen.mirror.x(x, width) + width, y)
    .stroke();
}

/**
 * The title's weight: regular in Arabic, whose bold face spaces ر from ي so far that copy and
 * search would read 'تجار ية' (as on the labels).
 */
const titleBold = (pen: Pen) => pen.own !== 'rtl';

function title(pen: Pen): void {
  const { doc, plan, mirror } = pen;
  put(doc, plan.title, mirror.x(MARGIN, WIDTH), MARGIN - 4, WIDTH, {
    size: 18,
    bold: titleBold(pen),
    align: mirror.align('start'),
    direction: pen.own,
  });
}

/** Two rows of four boxes: the invoice's number and date, AWB, packages, weight, terms. */
function facts(pen: Pen): void {
  const { doc, plan, mirror } = pen;
  const { data, words } = plan;
  const { i18n } = words;
  const cells: Array<[string, string]> = [
    [i18n._('Invoice number'), data.invoiceNumber],
    [i18n._('Invoice date'), words.date(data.invoiceDate)],
    [i18n._('AWB'), data.awb],
    [i18n._('Number of packages'), words.figure(data.packageCount)],
    [i18n._('Total gross weight'), `${words.figure(data.grossWeight)} ${data.weightUnit}`],
    [i18n._('Terms of delivery'), data.terms],
    [i18n._('Currency'), data.currency],
    [i18n._('Reason for export'), i18n._(REASON_WORDS[data.reason])],
  ];
  const width = WIDTH / FACTS.columns;
  const rows = Math.ceil(cells.length / FACTS.columns);
  doc
    .lineWidth(0.6)
    .strokeColor(COLOR.rule)
    .rect(MARGIN, FACTS.top, WIDTH, rows * FACTS.rowHeight)
    .stroke();
  cells.forEach(([caption, value], i) => {
    const column = i % FACTS.columns;
    const top = FACTS.top + Math.floor(i / FACTS.columns) * FACTS.rowHeight;
    const x = mirror.x(MARGIN + column * width + 6, width - 12);
    put(doc, caption, x, top + 3, width - 12, {
      size: TEXT.caption,
      align: mirror.align('start'),
      color: COLOR.muted,
      direction: pen.own,
    });
    put(doc, value, x, top + 14, width - 12, {
      size: TEXT.value,
      bold: true,
      align: mirror.align('start'),
    });
    if (column > 0) {
      const left = MARGIN + column * width;
      doc
        .moveTo(left, top)
        .lineTo(left, top + FACTS.rowHeight)
        .stroke();
    }
  });
  for (let row = 1; row < rows; row += 1) {
    rule(pen, MARGIN, FACTS.top + row * FACTS.rowHeight, WIDTH);
  }
}

function party(pen: Pen, caption: string, lines: readonly PartyLine[], x: number): void {
  const { doc, mirror } = pen;
  const left = mirror.x(x, PARTIES.width);
  put(doc, caption, left, PARTIES.top, PARTIES.width, {
    size: TEXT.caption,
    bold: true,
    align: mirror.align('start'),
    color: COLOR.muted,
    direction: pen.own,
  });
  let y = PARTIES.top + TEXT.caption * PITCH + 4;
  for (const line of lines) {
    put(doc, line.text, left, y, PARTIES.width, {
      size: line.size,
      bold: line.bold,
      align: line.words ? mirror.align('start') : dataAlign(pen, line.direction),
      direction: line.direction,
    });
    y += line.size * PITCH;
  }
}

function parties(pen: Pen): void {
  const { plan } = pen;
  const { i18n } = plan.words;
  party(pen, i18n._('Exporter (shipper)'), plan.exporter, MARGIN);
  party(pen, i18n._('Importer (consignee)'), plan.importer, MARGIN + PARTIES.width + PARTIES.gap);
  const bottom = PARTIES.top + Math.max(partyHeight(plan.exporter), partyHeight(plan.importer));
  rule(pen, MARGIN, bottom + 6, WIDTH);
}

/** The running head of a page the invoice runs onto. */
function continued(pen: Pen): void {
  const { doc, plan, mirror } = pen;
  const text = plan.words.i18n._('{title} {number} (continued)', {
    title: plan.title,
    number: plan.data.invoiceNumber,
  });
  put(doc, text, mirror.x(MARGIN, WIDTH), MARGIN - 2, WIDTH, {
    size: 10,
    bold: titleBold(pen),
    align: mirror.align('start'),
    direction: pen.own,
  });
}

function tableHeader(pen: Pen, top: number): void {
  const { doc, plan, mirror } = pen;
  doc.rect(MARGIN, top, WIDTH, plan.headerHeight).fill(COLOR.shade);
  COLUMNS.forEach((column, i) => {
    const width = column.width - 2 * CELL_PADDING.x;
    const x = mirror.x(COLUMN_X[i]! + CELL_PADDING.x, width);
    let y = top + CELL_PADDING.y;
    for (const line of plan.headings[i]!) {
      put(doc, line, x, y, width, {
        size: TEXT.header,
        bold: true,
        align: mirror.align(column.align),
        direction: pen.own,
      });
      y += TEXT.header * PITCH;
    }
  });
}

function rows(pen: Pen, page: PlannedPage): number {
  const { doc, plan, mirror } = pen;
  const { data, words, totals } = plan;
  let y = page.tableTop! + plan.headerHeight;
  for (const row of page.rows) {
    const item = data.items[row.index]!;
    const cells = [
      item.hsCode,
      item.originCountry,
      words.figure(item.quantity),
      words.money(item.unitValue, data.currency),
      words.money(totals.lines[row.index]!, data.currency),
    ];
    const top = y + CELL_PADDING.y;
    const descriptionWidth = COLUMNS[0]!.width - 2 * CELL_PADDING.x;
    const descriptionX = mirror.x(COLUMN_X[0]! + CELL_PADDING.x, descriptionWidth);
    row.description.forEach((line, n) => {
      put(doc, line, descriptionX, top + n * TEXT.cell * PITCH, descriptionWidth, {
        size: TEXT.cell,
        align: dataAlign(pen, row.direction),
        direction: row.direction,
      });
    });
    cells.forEach((text, n) => {
      const column = COLUMNS[n + 1]!;
      const width = column.width - 2 * CELL_PADDING.x;
      put(doc, text, mirror.x(COLUMN_X[n + 1]! + CELL_PADDING.x, width), top, width, {
        size: TEXT.cell,
        align: mirror.align(column.align),
        direction: 'ltr',
      });
    });
    y += row.height;
    rule(pen, MARGIN, y, WIDTH);
  }
  return y;
}

function closing(pen: Pen, top: number): void {
  const { doc, plan, mirror } = pen;
  const { data, words } = plan;
  const { i18n } = words;
  const boxX = MARGIN + WIDTH - TOTALS.width;
  let y = top;
  for (const row of totalRows(plan)) {
    if (row.total) {
      doc.rect(mirror.x(boxX, TOTALS.width), y - 2, TOTALS.width, TOTALS.row + 2).fill(COLOR.shade);
    }
    const half = TOTALS.width / 2 - 6;
    put(doc, row.label, mirror.x(boxX + 6, half), y + 1, half, {
      size: TEXT.value,
      bold: row.total,
      align: mirror.align('start'),
      direction: pen.own,
    });
    put(doc, words.money(row.amount, data.currency), mirror.x(boxX + half + 6, half), y + 1, half, {
      size: TEXT.value,
      bold: row.total,
      align: mirror.align('end'),
      direction: 'ltr',
    });
    y += TOTALS.row;
  }
  y += 24;
  rule(pen, MARGIN, y - 8, WIDTH);
  const line = TEXT.value * PITCH;
  const said = { size: TEXT.value, align: mirror.align('start'), direction: pen.own } as const;
  put(doc, i18n._('Declaration'), mirror.x(MARGIN, WIDTH), y, WIDTH, { ...said, bold: true });
  y += line + 4;
  for (const text of plan.declaration) {
    put(doc, text, mirror.x(MARGIN, WIDTH), y, WIDTH, said);
    y += line;
  }
  y += 8;
  const half = WIDTH / 2 - 8;
  put(
    doc,
    i18n._('Name: {name}', { name: isolate(data.signerName, 'auto') }),
    mirror.x(MARGIN, half),
    y,
    half,
    said,
  );
  put(
    doc,
    i18n._('Date: {date}', { date: words.date(data.signedOn) }),
    mirror.x(MARGIN + WIDTH / 2 + 8, half),
    y,
    half,
    said,
  );
  y += line + 22;
  rule(pen, MARGIN, y, 200, COLOR.ink);
  put(doc, i18n._('Signature'), mirror.x(MARGIN, 200), y + 3, 200, {
    ...said,
    size: TEXT.caption,
    color: COLOR.muted,
  });
}

function footer(pen: Pen, page: number, copy: Copy): void {
  const { doc, plan, mirror } = pen;
  const { i18n } = plan.words;
  const third = WIDTH / 3;
  const muted = { size: TEXT.caption, color: COLOR.muted, direction: pen.own } as const;
  put(doc, `${plan.title} ${plan.data.invoiceNumber}`, mirror.x(MARGIN, third), FOOTER_Y, third, {
    ...muted,
    align: mirror.align('start'),
  });
  if (copy.of > 1) {
    put(
      doc,
      i18n._('Copy {copy} of {copies}', { copy: copy.number, copies: copy.of }),
      MARGIN + third,
      FOOTER_Y,
      third,
      { ...muted, align: 'center' },
    );
  }
  put(
    doc,
    i18n._('Page {page} of {pages}', { page, pages: plan.pages.length }),
    mirror.x(MARGIN + 2 * third, third),
    FOOTER_Y,
    third,
    { ...muted, align: mirror.align('end') },
  );
}

/** Which copy of the invoice is drawn: the footer says so when there are several. */
export interface Copy {
  number: number;
  of: number;
}

/** Draws the invoice on new A4 pages of `doc`, one page after another. */
export function drawInvoice(doc: Doc, plan: InvoicePlan, copy: Copy = { number: 1, of: 1 }): void {
  const rtl = plan.words.rtl;
  const pen: Pen = { doc, plan, mirror: new Mirror(rtl), own: rtl ? 'rtl' : 'ltr' };
  plan.pages.forEach((page, index) => {
    doc.addPage({ size: [A4.width, A4.height], margin: 0 });
    doc.rect(0, 0, A4.width, 6).fill(COLOR.brand);
    if (index === 0) {
      title(pen);
      facts(pen);
      parties(pen);
    } else {
      continued(pen);
    }
    if (page.tableTop !== null) {
      tableHeader(pen, page.tableTop);
      rows(pen, page);
    }
    if (page.closingTop !== null) closing(pen, page.closingTop);
    footer(pen, index + 1, copy);
  });
}
