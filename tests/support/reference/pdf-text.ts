// A PDF's text as a reader's copy and search get it (pdf.js), for tests of what labels and
// invoices print.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface TextRun {
  text: string;
  /** As drawn, before folding: Arabic as the presentation forms of its shaped glyphs. */
  raw: string;
  x: number;
  y: number;
  rtl: boolean;
}

const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
};

/**
 * Every run of text drawn in one font, page by page. pdf.js turns a right-to-left run back
 * into reading order letter by letter: given the shaped Arabic as presentation forms (one
 * code point per joined shape or ligature, so a ligature's letters stay in order), folded
 * to plain letters (NFKC) afterwards, with its brackets turned back the way they were typed.
 */
export async function pdfRuns(pdf: Uint8Array): Promise<TextRun[]> {
  // pdf.js takes the bytes over: it gets a copy.
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  try {
    const runs: TextRun[] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number);
      const content = await page.getTextContent({ disableNormalization: true });
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const rtl = item.dir === 'rtl';
        const read = item.str.normalize('NFKC');
        runs.push({
          text: rtl ? Array.from(read, (char) => MIRRORED[char] ?? char).join('') : read,
          raw: item.str,
          x: item.transform[4] as number,
          // Pages stack downwards, so later pages read below earlier ones.
          y: (item.transform[5] as number) - number * 10_000,
          rtl,
        });
      }
    }
    return runs;
  } finally {
    await doc.destroy();
  }
}

export async function pdfText(pdf: Uint8Array): Promise<string[]> {
  return (await pdfRuns(pdf)).map((run) => run.text);
}

/**
 * The lines of text, top to bottom, each read in its direction: the runs of a line holding
 * right-to-left text taken from the right, the others from the left, one space between.
 */
export async function pdfLines(pdf: Uint8Array): Promise<string[]> {
  const byLine = new Map<number, TextRun[]>();
  for (const run of await pdfRuns(pdf)) {
    const y = Math.round(run.y);
    byLine.set(y, [...(byLine.get(y) ?? []), run]);
  }
  return [...byLine.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, runs]) => {
      const rtl = runs.some((run) => run.rtl);
      return runs
        .sort((a, b) => (rtl ? b.x - a.x : a.x - b.x))
        .map((run) => run.text.trim())
        .join(' ');
    });
}
