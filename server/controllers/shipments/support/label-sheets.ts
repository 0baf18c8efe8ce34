import {
  PDFContentStream,
  PDFContext,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFObjectCopier,
  PDFRawStream,
  PDFRef,
  PDFStream,
  decodePDFRawStream,
  type PDFObject,
  type PDFPage,
} from '@cantoo/pdf-lib';
import type { SheetPosition } from '../../../../shared/shipments/labels';
import { placement, type SheetLayout } from './label-layout';

export {
  LAYOUT_4X6,
  LAYOUT_A4,
  placement,
  type Box,
  type Matrix,
  type SheetLayout,
} from './label-layout';

/**
 * The PDF of a batch of labels, written as the labels come (docs/architecture.md, "Batch
 * labels"): each label's pages become form XObjects placed on the batch's pages, and every
 * object is written out as soon as it is complete and then dropped. What stays in memory is one label at a time,
 * the page being filled, and per object its offset in the file; the page tree, catalog and
 * cross-reference table are written at the end. pdf-lib parses each label and copies its
 * objects; the file is ours. Where each label goes on a page: label-layout.ts.
 */

/** A label that is no PDF the portal can read (garbled, encrypted, without pages). */
export class UnreadableLabel extends Error {
  override name = 'UnreadableLabel';
}

const ascii = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));
const num = (n: number) => String(Math.round(n * 1000) / 1000);

/**
 * The most a label's page may draw, decoded: a label's content is a few KB to a few hundred;
 * anything near this is a compressed stream that would fill memory, not a label.
 */
const MAX_CONTENT_BYTES = 16 * 1024 * 1024;

/** A page's content streams as one decoded byte run. */
function pageContent(page: PDFPage): Uint8Array {
  const contents = page.node.normalizedEntries().Contents;
  const parts: Uint8Array[] = [];
  let size = 0;
  for (let i = 0; i < (contents?.size() ?? 0); i += 1) {
    const stream = contents!.lookup(i, PDFStream);
    let part: Uint8Array;
    if (stream instanceof PDFRawStream) part = decodePDFRawStream(stream).decode();
    else if (stream instanceof PDFContentStream) part = stream.getUnencodedContents();
    else throw new UnreadableLabel('a content stream of an unknown kind');
    size += part.length;
    if (size > MAX_CONTENT_BYTES) throw new UnreadableLabel('a page of over 16 MB of content');
    parts.push(part, ascii('\n'));
  }
  return Buffer.concat(parts);
}

interface LabelPage {
  /** The form XObject in the batch's context. */
  ref: PDFRef;
  width: number;
  height: number;
  rotate: number;
}

export interface LabelSheetsOptions {
  layout: SheetLayout;
  /** The first label's slot on the first page (a part-used A4 sheet), from 1. */
  start?: SheetPosition;
  /**
   * Takes each run of the file in order; awaited, so a slow reader slows the writer
   * (back-pressure) rather than letting the file gather in memory.
   */
  write: (chunk: Uint8Array) => Promise<void>;
}

/**
 * Writes the batch's PDF: `add` each label's bytes in order, then `end`. A label that
 * cannot be read throws from `add` before anything of it is written, so a first label
 * that fails leaves the file unstarted (the caller can still answer with an error page).
 */
export class LabelSheets {
  private readonly context = PDFContext.create();
  private readonly layout: SheetLayout;
  private readonly write: (chunk: Uint8Array) => Promise<void>;
  /** Offset of each object written, by object number. */
  private readonly offsets: number[] = [];
  private readonly pages: PDFRef[] = [];
  private readonly pagesRef: PDFRef;
  private written = 0;
  /** The page being filled: each slot's label (or none), from the first slot. */
  private slotted: (LabelPage | null)[];
  private started = false;

  constructor(options: LabelSheetsOptions) {
    this.layout = options.layout;
    this.write = options.write;
    this.pagesRef = this.context.nextRef();
    const skip = Math.min(Math.max((options.start ?? 1) - 1, 0), this.layout.slots.length - 1);
    this.slotted = Array.from({ length: skip }, () => null);
  }

  /** How many pages have been completed so far. */
  get pageCount(): number {
    return this.pages.length;
  }

  /** Places every page of one label (usually one). */
  async add(label: Uint8Array): Promise<void> {
    const parsed = await this.embed(label);
    if (!this.started) {
      this.started = true;
      // The binary comment tells transfer tools the file is binary (PDF 1.7, 7.5.2).
      await this.emit(ascii('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n'));
    }
    await this.flush();
    for (const page of parsed) {
      this.slotted.push(page);
      if (this.slotted.length === this.layout.slots.length) await this.closePage();
    }
  }

  /**
   * Places every page of a document at its own size, each on a page of its own, after what
   * is already placed (the page being filled is closed first): a batch's commercial
   * invoices, A4, after its labels (docs/customs.md). Read and written as `add` does.
   */
  async addPages(document: Uint8Array): Promise<void> {
    if (!this.started) throw new UnreadableLabel('whole pages come after the labels');
    const parsed = await this.embed(document);
    if (this.slotted.some(Boolean)) await this.closePage();
    this.slotted = [];
    const { context } = this;
    for (const page of parsed) {
      const content = context.register(context.flateStream(ascii('q 1 0 0 1 0 0 cm /P0 Do Q')));
      const xobjects = PDFDict.withContext(context);
      xobjects.set(PDFName.of('P0'), page.ref);
      const dict = context.obj({
        Type: 'Page',
        Parent: this.pagesRef,
        MediaBox: [0, 0, page.width, page.height],
        Resources: { XObject: xobjects },
        Contents: content,
      });
      if (page.rotate) dict.set(PDFName.of('Rotate'), context.obj(page.rotate));
      this.pages.push(context.register(dict));
      await this.flush();
    }
  }

  /** Writes the last page, the page tree, the catalog and the cross-reference table. */
  async end(): Promise<void> {
    if (!this.started) throw new UnreadableLabel('no label to write');
    if (this.slotted.some(Boolean)) await this.closePage();
    const { context } = this;
    context.assign(
      this.pagesRef,
      context.obj({ Type: 'Pages', Kids: this.pages, Count: this.pages.length }),
    );
    const catalog = context.register(context.obj({ Type: 'Catalog', Pages: this.pagesRef }));
    await this.flush();
    const size = context.largestObjectNumber + 1;
    const xref = this.written;
    const lines = ['xref', `0 ${size}`, '0000000000 65535 f '];
    for (let n = 1; n < size; n += 1) {
      const at = this.offsets[n];
      lines.push(
        at === undefined ? '0000000000 65535 f ' : `${String(at).padStart(10, '0')} 00000 n `,
      );
    }
    lines.push(
      'trailer',
      `<< /Size ${size} /Root ${catalog.objectNumber} 0 R >>`,
      'startxref',
      String(xref),
      '%%EOF',
      '',
    );
    await this.emit(ascii(lines.join('\n')));
  }

  /** Parses a label and copies each page's resources and content into the batch. */
  private async embed(label: Uint8Array): Promise<LabelPage[]> {
    let source: PDFDocument;
    try {
      source = await PDFDocument.load(label, { updateMetadata: false });
    } catch (err) {
      throw new UnreadableLabel(`not a readable PDF: ${(err as Error).message}`);
    }
    const pages = source.getPages();
    if (pages.length === 0) throw new UnreadableLabel('a PDF without pages');
    const copier = PDFObjectCopier.for(source.context, this.context);
    const placed: LabelPage[] = [];
    try {
      for (const page of pages) {
        // What a viewer shows of the page: its crop box, else its media box.
        const box = page.getCropBox();
        const resources = page.node.normalizedEntries().Resources;
        const xobject = this.context.flateStream(pageContent(page), {
          Type: 'XObject',
          Subtype: 'Form',
          FormType: 1,
          BBox: [box.x, box.y, box.x + box.width, box.y + box.height],
          Matrix: [1, 0, 0, 1, -box.x, -box.y],
        });
        if (resources) xobject.dict.set(PDFName.of('Resources'), copier.copy(resources));
        placed.push({
          ref: this.context.register(xobject),
          width: box.width,
          height: box.height,
          rotate: page.getRotation().angle,
        });
      }
    } catch (err) {
      // What was copied of a label that failed is never written.
      for (const [ref] of this.context.enumerateIndirectObjects()) this.context.delete(ref);
      if (err instanceof UnreadableLabel) throw err;
      throw new UnreadableLabel(`a page that cannot be copied: ${(err as Error).message}`);
    }
    return placed;
  }

  private async closePage(): Promise<void> {
    const { context, layout } = this;
    const xobjects = new Map<string, PDFObject>();
    const ops: string[] = [];
    this.slotted.forEach((label, i) => {
      if (!label) return;
      const name = `L${i}`;
      xobjects.set(name, label.ref);
      const m = placement(label.width, label.height, label.rotate, layout.slots[i]!);
      ops.push(`q ${m.map(num).join(' ')} cm /${name} Do Q`);
    });
    const content = context.register(context.flateStream(ascii(ops.join('\n'))));
    const xobjectDict = PDFDict.withContext(context);
    for (const [name, ref] of xobjects) xobjectDict.set(PDFName.of(name), ref);
    const page = context.obj({
      Type: 'Page',
      Parent: this.pagesRef,
      MediaBox: [0, 0, layout.page.width, layout.page.height],
      Resources: { XObject: xobjectDict },
      Contents: content,
    });
    this.pages.push(context.register(page));
    this.slotted = [];
    await this.flush();
  }

  /** Writes every object made so far and drops it (the page tree exists only at the end). */
  private async flush(): Promise<void> {
    for (const [ref, object] of this.context.enumerateIndirectObjects()) {
      const head = `${ref.objectNumber} ${ref.generationNumber} obj\n`;
      const tail = '\nendobj\n';
      const bytes = new Uint8Array(head.length + object.sizeInBytes() + tail.length);
      let at = 0;
      bytes.set(ascii(head), at);
      at += head.length;
      at += object.copyBytesInto(bytes, at);
      bytes.set(ascii(tail), at);
      this.offsets[ref.objectNumber] = this.written;
      this.context.delete(ref);
      await this.emit(bytes);
    }
  }

  private async emit(chunk: Uint8Array): Promise<void> {
    this.written += chunk.length;
    await this.write(chunk);
  }
}
