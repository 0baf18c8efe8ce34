// A delivered package's proof of delivery as one A4 page (docs/exceptions.md): the AWB, who
// signed, when and where, the delivery address, and the signature as the provider gives it.
// Its own words in the reader's language (the server's catalogs through the request's Lingui
// instance); names, places and the AWB as given; the time in the reader's time zone.
import type { I18n } from '@lingui/core';
import PDFDocument from 'pdfkit';
import { FORMAT_LOCALES, languageOf } from '../../shared/i18n/languages';
import type { EndpointView } from '../../shared/shipments/types';
import type { ProofOfDelivery } from '../../shared/exceptions/types';
import { pdfBuffer } from '../pdf/buffer';
import { printLine, useFonts } from '../pdf/fonts';

export interface ProofData {
  awb: string;
  proof: ProofOfDelivery;
  destination: EndpointView | null;
  /** The signature image (PNG), or null when the provider gave none. */
  signature: Buffer | null;
  /** The reader's IANA time zone. */
  timeZone: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const WIDTH = A4.width - 2 * MARGIN;

export async function renderProofOfDelivery(data: ProofData, i18n: I18n): Promise<Buffer> {
  const language = languageOf(i18n.locale);
  const rtl = language === 'ar';
  const title = i18n._('Proof of delivery');
  const doc = useFonts(
    new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      lang: language,
      info: { Title: `${title} ${data.awb}`, Creator: 'Courier portal' },
    }),
  );
  const done = pdfBuffer(doc);
  const when = new Intl.DateTimeFormat(FORMAT_LOCALES[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: data.timeZone,
  }).format(new Date(data.proof.signedAt));
  const align = rtl ? 'right' : 'left';

  let y = printLine(doc, title, MARGIN, MARGIN, { width: WIDTH, size: 22, bold: true, align });
  y = printLine(doc, i18n._('AWB {awb}', { awb: data.awb }), MARGIN, y + 6, {
    width: WIDTH,
    size: 13,
    align,
  });
  doc
    .moveTo(MARGIN, y + 14)
    .lineTo(A4.width - MARGIN, y + 14)
    .lineWidth(0.75)
    .strokeColor('#D1D5DB')
    .stroke();
  y += 32;

  const destination = data.destination
    ? [data.destination.attention, data.destination.address1, data.destination.city]
        .filter(Boolean)
        .join(', ')
    : '';
  const rows: Array<[string, string]> = [
    [i18n._('Delivered'), when],
    [i18n._('Signed by'), data.proof.signedBy],
    [i18n._('City'), data.proof.city],
    ...(destination ? [[i18n._('Delivered to'), destination] as [string, string]] : []),
  ];
  for (const [label, value] of rows) {
    printLine(doc, label, MARGIN, y, { width: WIDTH, size: 10, align });
    y = printLine(doc, value, MARGIN, y + 14, { width: WIDTH, size: 13, bold: true, align });
    y += 12;
  }

  y += 8;
  printLine(doc, i18n._('Signature'), MARGIN, y, { width: WIDTH, size: 10, align });
  y += 18;
  const box = { width: 260, height: 110 };
  const left = rtl ? A4.width - MARGIN - box.width : MARGIN;
  doc.rect(left, y, box.width, box.height).lineWidth(0.75).strokeColor('#9CA3AF').stroke();
  if (data.signature) {
    doc.image(data.signature, left + 8, y + 8, {
      fit: [box.width - 16, box.height - 16],
      align: 'center',
      valign: 'center',
    });
  } else {
    printLine(doc, i18n._('No signature was given.'), left + 12, y + box.height / 2 - 8, {
      width: box.width - 24,
      size: 10,
      align: 'center',
    });
  }
  doc.end();
  return done;
}
