// The AWB label behind a package's awb_url: one 4x6 inch page, the size thermal label printers
// take, with the AWB as a Code 128 barcode that couriers scan at every hand-over.
import { toBuffer as barcodePng } from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { pdfBuffer } from '../pdf/buffer';
import { isRtl, wordOf, type DocumentLanguage, type DocumentWord } from './document-words';
import { FONT, printLine, useFonts } from '../pdf/fonts';

export interface LabelData {
  awb: string;
  service: string;
  weight: string;
  sender: { name: string; lines: string[] };
  receiver: { name: string; lines: string[] };
  reference?: string;
  createdAt: string;
}

const INCH = 72;
const PAGE = { width: 4 * INCH, height: 6 * INCH };
const MARGIN = 10;
const INNER = PAGE.width - 2 * MARGIN;
const BRAND = '#FF671F';
const INK = '#000000';

type Doc = PDFKit.PDFDocument;

/** The label's fixed words in the language asked for (document-words.ts); the data as given. */
interface Words {
  language: DocumentLanguage;
  say: (word: DocumentWord) => string;
}

/**
 * A caption in Arabic: shaped, in right-to-left order, set in the Arabic font by `printLine`
 * and kept to the right of its box unless placed otherwise.
 */
function arabicCaption(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  options: { width: number; size: number; bold?: boolean; align?: 'left' | 'right' | 'center' },
): void {
  printLine(doc, text, x, y, { align: 'right', ...options }, 'rtl');
}

/**
 * The label, its own words in `language` (Accept-Language of the request; English by default,
 * exactly as before).
 */
export async function renderLabelPdf(
  label: LabelData,
  language: DocumentLanguage = 'en',
): Promise<Buffer> {
  const words: Words = { language, say: (word) => wordOf(language, word) };
  const barcode = await barcodePng({
    bcid: 'code128',
    text: label.awb,
    scale: 3,
    height: 18,
    includetext: false,
    paddingwidth: 0,
    paddingheight: 0,
  });
  const doc = useFonts(
    new PDFDocument({
      size: [PAGE.width, PAGE.height],
      margin: 0,
      info: {
        Title: `AWB ${label.awb}`,
        Subject: words.say('Shipping label'),
        Creator: 'Courier portal',
      },
    }),
  );
  const done = pdfBuffer(doc);

  doc
    .lineWidth(1.5)
    .strokeColor(INK)
    .rect(MARGIN, MARGIN, INNER, PAGE.height - 2 * MARGIN);
  doc.stroke();
  let y = header(doc, label, words, MARGIN);
  y = party(doc, words, 'FROM', label.sender, y, { nameSize: 9, lineSize: 8, maxLines: 6 });
  y = party(doc, words, 'TO', label.receiver, y, {
    nameSize: 13,
    lineSize: 10.5,
    maxLines: 7,
    minHeight: 118,
  });
  y = facts(doc, label, words, y);
  barcodeBlock(doc, label.awb, words, barcode, y);

  doc.end();
  return done;
}

/** Largest font size from `max` down to `min` at which the text fits the width. */
function shrinkToFit(
  doc: Doc,
  text: string,
  width: number,
  max: number,
  min: number,
  characterSpacing = 0,
): number {
  let size = max;
  while (size > min && doc.fontSize(size).widthOfString(text, { characterSpacing }) > width) {
    size -= 1;
  }
  doc.fontSize(size);
  return size;
}

function rule(doc: Doc, y: number, width = 1.5): void {
  doc
    .lineWidth(width)
    .strokeColor(INK)
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + INNER, y)
    .stroke();
}

/** Brand strip with the service in large type and the date beside it. */
function header(doc: Doc, label: LabelData, words: Words, top: number): number {
  const height = 46;
  doc.rect(MARGIN, top, INNER, height).fill(BRAND);
  const service = label.service.toUpperCase();
  const width = INNER * 0.62;
  doc.fillColor('#FFFFFF').font(FONT.bold);
  // Service names vary in length ('DOM', 'EXPRESS WORLDWIDE'): shrink, then cut, to one line.
  const size = shrinkToFit(doc, service, width, 20, 12);
  printLine(doc, service, MARGIN + 8, top + 8 + (20 - size) / 2, { width, size, bold: true });
  if (isRtl(words.language)) {
    // The header keeps its layout: the label's name under the service, the date on the right.
    arabicCaption(doc, words.say('SHIPPING LABEL'), MARGIN + 8, top + 29, {
      width: width,
      size: 7.5,
      align: 'left',
    });
    // In regular weight: the bold Arabic face spaces ر from ي so far that copy and search
    // would read 'التار يخ'.
    arabicCaption(doc, words.say('DATE'), MARGIN + INNER * 0.62, top + 8, {
      width: INNER * 0.38 - 8,
      size: 7.5,
    });
    doc.font(FONT.regular);
  } else {
    doc
      .font(FONT.regular)
      .fontSize(7.5)
      .text(words.say('SHIPPING LABEL'), MARGIN + 8, top + 31, { lineBreak: false });
    doc
      .font(FONT.bold)
      .fontSize(7.5)
      .text(words.say('DATE'), MARGIN + INNER * 0.62, top + 10, {
        width: INNER * 0.38 - 8,
        align: 'right',
      })
      .font(FONT.regular);
  }
  if (isRtl(words.language)) {
    // The month in Arabic letters: shaped, and the date read right to left.
    printLine(doc, label.createdAt, MARGIN + INNER * 0.62, top + 20, {
      width: INNER * 0.38 - 8,
      size: 9,
      align: 'right',
    });
  } else {
    shrinkToFit(doc, label.createdAt, INNER * 0.38 - 8, 10, 6);
    doc.text(label.createdAt, MARGIN + INNER * 0.62, top + 21, {
      width: INNER * 0.38 - 8,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.fillColor(INK);
  rule(doc, top + height);
  return top + height;
}

function party(
  doc: Doc,
  words: Words,
  title: DocumentWord,
  who: LabelData['sender'],
  top: number,
  size: { nameSize: number; lineSize: number; maxLines: number; minHeight?: number },
): number {
  const x = MARGIN + 8;
  const width = INNER - 16;
  doc.fillColor('#444444');
  if (isRtl(words.language)) {
    arabicCaption(doc, words.say(title), x, top + 4, { width, size: 7.5, bold: true });
  } else {
    doc
      .font(FONT.bold)
      .fontSize(7.5)
      .text(words.say(title), x, top + 6);
  }
  doc.fillColor(INK);
  printLine(doc, who.name, x, top + 16, { width, size: size.nameSize, bold: true });
  // One line per entry and a bounded count keep the barcode on the page whatever the address.
  const lines = who.lines.filter((text) => text.trim() !== '').slice(0, size.maxLines);
  for (const line of lines) {
    printLine(doc, line, x, doc.y + 1, { width, size: size.lineSize });
  }
  const bottom = Math.max(doc.y + 6, top + (size.minHeight ?? 0));
  rule(doc, bottom);
  return bottom;
}

/** Weight and reference in two boxes, the way sorters read them at a glance. */
function facts(doc: Doc, label: LabelData, words: Words, top: number): number {
  const height = 40;
  const half = INNER / 2;
  const cell = (title: DocumentWord, value: string, x: number) => {
    doc.fillColor('#444444');
    if (isRtl(words.language)) {
      arabicCaption(doc, words.say(title), x + 8, top + 4, {
        width: half - 16,
        size: 7.5,
        bold: true,
      });
    } else {
      doc
        .font(FONT.bold)
        .fontSize(7.5)
        .text(words.say(title), x + 8, top + 6, { width: half - 16 });
    }
    doc.fillColor(INK);
    printLine(doc, value, x + 8, top + 18, { width: half - 16, size: 12, bold: true });
  };
  cell('WEIGHT', label.weight, MARGIN);
  cell('REFERENCE', label.reference?.trim() || '—', MARGIN + half);
  doc
    .lineWidth(1)
    .moveTo(MARGIN + half, top)
    .lineTo(MARGIN + half, top + height)
    .stroke();
  rule(doc, top + height);
  return top + height;
}

function barcodeBlock(doc: Doc, awb: string, words: Words, png: Buffer, top: number): void {
  const bottom = PAGE.height - MARGIN;
  const textHeight = 30;
  const space = bottom - top - textHeight - 16;
  doc.image(png, MARGIN + 12, top + 10, {
    fit: [INNER - 24, space],
    align: 'center',
    valign: 'center',
  });
  doc.font(FONT.bold).fillColor(INK);
  const size = shrinkToFit(doc, awb, INNER - 16, 16, 8, 2);
  // Noto Sans sits lower in its line than the reader expects: lifted clear of the caption.
  doc.fontSize(size).text(awb, MARGIN, bottom - textHeight - 3 + (16 - size) / 2, {
    width: INNER,
    align: 'center',
    characterSpacing: 2,
    lineBreak: false,
  });
  if (isRtl(words.language)) {
    arabicCaption(doc, words.say('AWB'), MARGIN, bottom - textHeight + 16, {
      width: INNER,
      size: 7,
      align: 'center',
    });
  } else {
    doc
      .font(FONT.regular)
      .fontSize(7)
      .text(words.say('AWB'), MARGIN, bottom - textHeight + 18, { width: INNER, align: 'center' });
  }
}
